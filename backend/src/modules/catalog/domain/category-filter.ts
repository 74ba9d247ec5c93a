import { slugify } from './slug.js';
import { isCategoryType, type CategoryType } from '../../../shared/domain/category-type.js';
import { isUuid } from '../../../shared/domain/uuid.js';

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
  | { readonly kind: 'type'; readonly type: CategoryType }
  | {
      readonly kind: 'named';
      readonly type: CategoryType;
      readonly names: readonly string[];
      readonly icons: readonly string[];
    }
  | { readonly kind: 'emergency' }
  | { readonly kind: 'slug'; readonly slug: string };

/** Reads a `category` key of a place list: a category id, a category type, or a category name slug. */
export function placeCategoryFilter(key: string): CategoryFilter {
  const trimmed = key.trim();
  if (isUuid(trimmed)) return { kind: 'id', id: trimmed.toLowerCase() };
  const lower = trimmed.toLowerCase();
  if (isCategoryType(lower)) return { kind: 'type', type: lower };
  return { kind: 'slug', slug: slugify(trimmed) };
}
