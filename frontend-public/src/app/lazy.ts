import { lazy, type ComponentType } from 'react';
import { loadLater } from '../i18n/i18n';

/** Every lazy component's loader, for preloadLazyComponents(). */
const loaders: Array<() => Promise<unknown>> = [];

/** A thenable that calls back at once: React.lazy then renders an already loaded component in the same pass. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => void resolve(value) } as unknown as Promise<T>;
}

/**
 * A component loaded when it is first rendered (its own chunk), so that the landing downloads only the landing
 * (issue 13.5): every page but the home and the 404 page, the member's home, the member's notices. Its code comes
 * with the later part of the message catalog (src/i18n/i18n.ts), so it renders with its words. The nearest Suspense
 * boundary shows meanwhile; once loaded (preloadLazyComponents()), it renders at once, without it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are the lazy one's
export function lazyComponent<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<{ [key in Name]: Component }>,
  name: Name,
) {
  let loaded: { [key in Name]: Component } | undefined;
  const fetch = () => Promise.all([load(), loadLater()]).then(([module]) => (loaded = module));
  loaders.push(fetch);
  return lazy(() => (loaded ? settled({ default: loaded[name] }) : fetch().then((module) => ({ default: module[name] }))));
}

/**
 * Loads every lazy component (the unit tests do, before rendering, so that pages render in the first pass). One after
 * the other: Jest's ES module loader fails concurrent dynamic imports of a shared dependency.
 */
export async function preloadLazyComponents(): Promise<void> {
  for (const load of loaders) await load();
}
