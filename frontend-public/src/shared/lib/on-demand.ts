import { useEffect, useSyncExternalStore } from 'react';

export interface OnDemand<T> {
  /** Loads it (once; again after a failure); resolves when it is there (in a task after its chunk's). */
  load(): Promise<void>;
  /** It, or undefined while not loaded. */
  current(): T | undefined;
  /**
   * In a component: it, or undefined while not loaded; with `needed`, asks for it, and the component renders again
   * once it is there.
   */
  use(needed: boolean): T | undefined;
}

/**
 * Resolves with `value` in a task of its own. A chunk's modules run in the task that received its script, and what
 * its arrival renders (the store's code: every component that reads the store) ran in that same task too: one task
 * of 200 ms at 4x CPU throttling on /destinations (issue 34). Between them the browser may paint and answer input.
 */
function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0, value));
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
    loading ??= load()
      .then(nextTask)
      .then((loaded) => {
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
