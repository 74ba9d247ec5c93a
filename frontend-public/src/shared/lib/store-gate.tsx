import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { OnDemand } from './on-demand';

/**
 * The Redux store's code (Redux Toolkit, RTK Query, the API client: about 28 KB gzip) comes in its own chunk, loaded
 * when something asks for it: every page but the landing and the 404 page, a member's session, the landing's
 * categories once they come near the screen. The signed-out landing's first screen needs none of it (issue 34.2).
 */
interface StoreGate {
  /** The store is in the Provider: components that read it may render. */
  ready: boolean;
  /** Loads the store's code (once); the Provider has the store once it resolves and React rendered again. */
  load: () => Promise<void>;
}

/** Without a StoreProvider (a unit test that renders with its own <Provider store>), the store is always there. */
const StoreGateContext = createContext<StoreGate>({ ready: true, load: () => Promise.resolve() });

/**
 * Until the store's code is there the Provider holds this: no state, never changes. Nothing that reads the store renders
 * before (WithStore), so it is never read; it keeps the Provider in place, so that the app below it is not mounted again
 * when the store arrives (the focus and what the visitor was doing are kept).
 */
const NO_STORE = {
  getState: () => undefined,
  subscribe: () => () => undefined,
  dispatch: (action: unknown) => action,
  replaceReducer: () => undefined,
} as unknown as Store;

/** The app's store, made (once per mount) when its code is there: `code` loads that code (app/store-code.tsx). */
export function StoreProvider({ code, children }: { code: OnDemand<{ makeStore: () => Store }>; children: ReactNode }) {
  const parts = code.use(false);
  const [store, setStore] = useState<Store | null>(() => code.current()?.makeStore() ?? null);
  // The code arrived: make the store now, in this render (React renders again at once with it).
  if (parts && !store) setStore(parts.makeStore());
  const gate = useMemo<StoreGate>(() => ({ ready: store !== null, load: () => code.load() }), [store, code]);
  return (
    <Provider store={store ?? NO_STORE}>
      <StoreGateContext.Provider value={gate}>{children}</StoreGateContext.Provider>
    </Provider>
  );
}

/** Whether the store is there, and how to ask for it. */
export function useStoreGate(): StoreGate {
  return useContext(StoreGateContext);
}

/**
 * Renders its children once the store is in the Provider; until then it suspends (the nearest <Suspense> shows its
 * fallback) and asks for the store's code. Components loaded with the store's code (app/store-code.tsx) are wrapped in it:
 * it waits only for the render that puts the store in the Provider.
 */
export function WithStore({ children }: { children: ReactNode }) {
  const { ready, load } = useStoreGate();
  // React's Suspense protocol (React.lazy does the same): a thenable thrown while loading.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!ready) throw load();
  return children;
}
