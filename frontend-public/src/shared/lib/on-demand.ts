import { useEffect, useSyncExternalStore } from 'react';

export interface OnDemand<T> {
  /** Loads it (once; again after a failure); resolves when it is there. */
  load(): Promise<void>;
  /** It, or undefined while not loaded. */
  current(): T | undefined;
  /**
   * In a component: it, or undefined while not loaded; with `needed`, asks for it, and the component renders again
   * once it is there.
   */
  use(needed: boolean): T | undefined;
}

/** Something a component may need that comes in its own chunk (`load`: a dynamic import), loaded at most once. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => value;

  function loadOnce(): Promise<void> {
    loading ??= load().then((loaded) => {
      value = loaded;
      for (const listener of listeners) listener();
    });
    // A failed download (offline) is tried again by the next one that needs it.
    loading.catch(() => (loading = undefined));
    return loading;
  }

  function use(needed: boolean): T | undefined {
    const loaded = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      if (needed && loaded === undefined) loadOnce().catch(() => undefined);
    }, [needed, loaded]);
    return loaded;
  }

  return { load: loadOnce, current, use };
}
