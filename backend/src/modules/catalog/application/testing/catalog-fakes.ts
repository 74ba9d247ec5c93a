import type { CategoryFilter } from '../../domain/category-filter.js';
import type { CategorySummary } from '../../domain/category-summary.js';
import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { PlaceListFilter, PlaceProps } from '../../domain/place.js';
import { slugify } from '../../domain/slug.js';

/** Folds case and accents like the database search (lower(unaccent(...))). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a row of the given category (and emergency flag) passes a CategoryFilter, as the SQL adapter decides. */
export function matchesCategoryFilter(
  filter: CategoryFilter,
  category: CategorySummary | null,
  isEmergency = false,
): boolean {
  switch (filter.kind) {
    case 'id':
      return category?.id === filter.id;
    case 'type':
      return category?.type === filter.type;
    case 'named':
      return (
        category !== null &&
        // The summary's type is the database's text, the filter's the enum of those texts.
        category.type === (filter.type as string) &&
        (filter.names.includes(category.name.toLowerCase()) ||
          (category.icon !== null && filter.icons.includes(category.icon)))
      );
    case 'emergency':
      return isEmergency;
    case 'slug':
      return category !== null && slugify(category.name) === filter.slug;
  }
}

/** Whether every search word occurs in the name, description or address (case- and accent-insensitive). */
export function matchesTerms(terms: readonly string[], texts: ReadonlyArray<string | null>): boolean {
  const document = fold(texts.map((text) => text ?? '').join(' '));
  return terms.every((term) => document.includes(fold(term)));
}

/** Orders by the given keys: booleans true first, numbers high first with null last, strings ascending. */
export function compareBy<T>(...keys: Array<(item: T) => boolean | number | null | string>): (a: T, b: T) => number {
  return (a, b) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x === y) continue;
      if (typeof x === 'boolean' || typeof y === 'boolean') return x ? -1 : 1;
      if (x === null) return 1;
      if (y === null) return -1;
      if (typeof x === 'number' && typeof y === 'number') return y - x;
      return String(x) < String(y) ? -1 : 1;
    }
    return 0;
  };
}

/** In-memory categories behind a place module's category port (DestinationCategoryReader, ServiceCategoryReader). */
export class InMemoryPlaceCategories {
  constructor(readonly categories: CategorySummary[] = []) {}

  async findById(id: string): Promise<CategorySummary | null> {
    return this.categories.find((category) => category.id === id) ?? null;
  }

  of(categoryId: string | null): CategorySummary | null {
    return this.categories.find((category) => category.id === categoryId) ?? null;
  }
}

/** Rows by id that a fake unit of work can snapshot and restore. */
export class SnapshotRows<T> extends Map<string, T> {
  snapshot(): () => void {
    const saved = new Map(this);
    return () => {
      this.clear();
      for (const [id, row] of saved) this.set(id, row);
    };
  }
}

type PlaceLike = Pick<PlaceProps, 'id' | 'name' | 'localName' | 'description' | 'address' | 'categoryId'> & {
  readonly isEmergency?: boolean;
};

/** One page of places as the SQL adapters answer it: PlaceListFilter applied, sorted by `order`, paged, with the total. */
export function listPlaces<P extends PlaceLike, V>(
  places: Iterable<P>,
  categories: InMemoryPlaceCategories,
  filter: PlaceListFilter,
  page: PageRequest,
  toView: (place: P, category: CategorySummary | null) => V,
  order: (a: V, b: V) => number,
): Page<V> {
  const matching = [...places]
    .filter((p) => filter.categoryId === undefined || p.categoryId === filter.categoryId)
    .filter((p) => filter.type === undefined || categories.of(p.categoryId)?.type === filter.type)
    .filter(
      (p) =>
        filter.category === undefined ||
        matchesCategoryFilter(filter.category, categories.of(p.categoryId), p.isEmergency === true),
    )
    .filter((p) => matchesTerms(filter.terms, [p.name, p.localName, p.description, p.address]))
    .map((p) => toView(p, categories.of(p.categoryId)))
    .sort(order);
  return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
}
