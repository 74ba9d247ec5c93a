import type { ComponentType } from 'react';
import type { CatalogPart } from '../i18n/i18n';
import { lazyComponent } from '../shared/lib/lazy';
import { onDemand } from '../shared/lib/on-demand';
import { WithStore } from '../shared/lib/store-gate';

/**
 * The store's code (store-parts.ts: Redux Toolkit, RTK Query, the API client), loaded when something first needs it
 * (shared/lib/store-gate.tsx): at once for a browser with a signed-in hint, with the first page that reads the store
 * otherwise. The signed-out landing's first screen needs none of it (issue 34.2).
 */
export const storeCode = onDemand(() => import('./store-parts'));

/**
 * A component loaded on its first render (lazyComponent) that reads the store: its code and the store's are loaded
 * together, and it renders once the store is in the Provider.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are the lazy one's
export function lazyWithStore<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  parts?: readonly CatalogPart[],
) {
  return lazyComponent(
    () =>
      Promise.all([load(), storeCode.load()]).then(([module]) => {
        const Component = module[name];
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same props as the component's
        const WithItsStore = (props: any) => (
          <WithStore>
            <Component {...props} />
          </WithStore>
        );
        return { ...module, [name]: WithItsStore };
      }),
    name,
    parts,
  );
}
