import { lazy, Suspense, useCallback, useState, type LazyExoticComponent } from 'react';
import { RemoteBoundary, RemoteLoading } from './RemoteBoundary';
import { loadRemoteApp, resetRemote, type RemoteApp, type RemoteName } from './remotes';

// One lazy component per remote, kept across navigations so that going back to a remote that is
// already loaded does not flash the loading state. A retry replaces it with a fresh one.
const lazyApps = new Map<RemoteName, LazyExoticComponent<RemoteApp>>();

function getLazyApp(name: RemoteName): LazyExoticComponent<RemoteApp> {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(async () => ({ default: await loadRemoteApp(name) }));
    lazyApps.set(name, app);
  }
  return app;
}

interface RemoteRouteProps {
  remote: RemoteName;
  /** The path under which the shell mounts the remote; the remote renders relative routes below it. */
  basename: string;
}

/** Mounts a remote's App lazily: its code is requested only when a route renders this element. */
export function RemoteRoute({ remote, basename }: RemoteRouteProps) {
  // The remote's lazy component, kept in state so that each render uses the same one; a retry swaps in a fresh one.
  const [loaded, setLoaded] = useState(() => ({ remote, App: getLazyApp(remote) }));
  const retry = useCallback(() => {
    lazyApps.delete(remote);
    resetRemote(remote);
    setLoaded({ remote, App: getLazyApp(remote) });
  }, [remote]);

  if (loaded.remote !== remote) {
    // Another route's remote in the same place: switch before anything is shown (React renders again at once).
    setLoaded({ remote, App: getLazyApp(remote) });
    return null;
  }
  const { App } = loaded;
  return (
    <RemoteBoundary onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <App basename={basename} />
      </Suspense>
    </RemoteBoundary>
  );
}
