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
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    lazyApps.delete(remote);
    resetRemote(remote);
    setAttempt((attempt) => attempt + 1);
  }, [remote]);

  const App = getLazyApp(remote);
  return (
    <RemoteBoundary onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <App basename={basename} />
      </Suspense>
    </RemoteBoundary>
  );
}
