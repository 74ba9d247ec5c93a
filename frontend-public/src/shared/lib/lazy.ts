import { lazy, type ComponentType } from 'react';
import { loadLater, type CatalogPart } from '../../i18n/i18n';
import { loadMoreIcons } from '../ui/icon';

/** Every lazy component's loader, for preloadLazyComponents(). */
const loaders: Array<() => Promise<unknown>> = [];

/** A thenable that calls back at once: React.lazy then renders an already loaded component in the same pass. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => void resolve(value) } as unknown as Promise<T>;
}

/**
 * A component loaded when it is first rendered (its own chunk), so that the landing downloads only the landing (issue
 * 13.5): every page but the 404 page, the landing and the member's home, the member's header and notices. Its code
 * comes with the parts of the message catalog its words are in (`parts`: src/i18n/catalog-parts.json; by default every
 * later part, none for a component of the first screen), so it renders with its words; one whose words are in any part
 * but the landing's and the guide's (beyond a visitor's first pages) brings the rest of the icons too
 * (shared/ui/icons-more.tsx), so it renders with them. The nearest Suspense boundary shows meanwhile; once loaded
 * (preload() or preloadLazyComponents()), it renders at once, without it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are the lazy one's
export function lazyComponent<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  parts: readonly CatalogPart[] = ['landing', 'guide', 'services', 'member', 'detail', 'reviewsCoupons', 'rest'],
) {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const fetch = () => {
    pending ??= Promise.all([
      load(),
      parts.length > 0 ? loadLater(parts) : undefined,
      parts.some((part) => part !== 'guide' && part !== 'landing') ? loadMoreIcons() : undefined,
    ]).then(([module]) => (loaded = module));
    // A failed download (offline) is tried again on the next render.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  loaders.push(fetch);
  const component = lazy<Module[Name]>(() =>
    loaded ? settled({ default: loaded[name] }) : fetch().then((module) => ({ default: module[name] })),
  );
  /** Starts loading it before it is rendered (when it will surely be). */
  const preload = () => void fetch().catch(() => undefined);
  return Object.assign(component, { preload });
}

/**
 * Loads every lazy component (the unit tests do, before rendering, so that pages render in the first pass). One after
 * the other: Jest's ES module loader fails concurrent dynamic imports of a shared dependency.
 */
export async function preloadLazyComponents(): Promise<void> {
  for (const load of loaders) await load();
}
