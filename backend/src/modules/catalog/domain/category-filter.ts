import { slugify } from './slug.js';
import { isUuid } from './uuid.js';

/** The five category types (same values as the categories module's CategoryType). */
export const CATALOG_CATEGORY_TYPES: readonly string[] = ['destination', 'motorist', 'bicycle', 'camping', 'food'];

/**
 * Which categories a list keeps, from the `category` query parameter (the home page's quick links:
 * /destinations?category=food, /services?category=gas ...):
 * - `id`: one category, by id;
 * - `type`: every category of a type ('food', 'destination', 'motorist', 'bicycle', 'camping');
 * - `named`: categories of a type whose name (ignoring case) or icon key is one of the given ones;
 * - `emergency`: services flagged isEmergency (whatever their category);
 * - `slug`: categories whose name, as a slug, is the key ('historic-churches' for 'Historic Churches').
 */
export type CategoryFilter =
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'type'; readonly type: string }
  | { readonly kind: 'named'; readonly type: string; readonly names: readonly string[]; readonly icons: readonly string[] }
  | { readonly kind: 'emergency' }
  | { readonly kind: 'slug'; readonly slug: string };

/** The quick-link keys of GET /api/services?category= (product spec, home: Fuel, Auto, Cycling, Camping). */
export const SERVICE_QUICK_LINKS: Readonly<Record<string, CategoryFilter>> = {
  gas: { kind: 'named', type: 'motorist', names: ['gas stations'], icons: ['fuel'] },
  auto: { kind: 'named', type: 'motorist', names: ['auto repair'], icons: ['wrench'] },
  emergency: { kind: 'emergency' },
  bicycle: { kind: 'type', type: 'bicycle' },
  camping: { kind: 'type', type: 'camping' },
};

/** Reads a `category` key of GET /api/destinations: a category id, a category type, or a category name slug. */
export function destinationCategoryFilter(key: string): CategoryFilter {
  const trimmed = key.trim();
  if (isUuid(trimmed)) return { kind: 'id', id: trimmed.toLowerCase() };
  const lower = trimmed.toLowerCase();
  if (CATALOG_CATEGORY_TYPES.includes(lower)) return { kind: 'type', type: lower };
  return { kind: 'slug', slug: slugify(trimmed) };
}

/** Reads a `category` key of GET /api/services: a quick-link key first, then like destinationCategoryFilter. */
export function serviceCategoryFilter(key: string): CategoryFilter {
  const quick = key.trim().toLowerCase();
  return Object.hasOwn(SERVICE_QUICK_LINKS, quick) ? SERVICE_QUICK_LINKS[quick] : destinationCategoryFilter(key);
}
