import type { CategoryFilter } from '../../domain/category-filter.js';
import type { CategorySummary } from '../../domain/category-summary.js';
import { slugify } from '../../domain/slug.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';

/** A clock that says what it is told (use-case unit tests). */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A unit of work over in-memory fakes: snapshots the fakes before the work and restores them when it throws,
 * so tests can check that a failed use case wrote nothing.
 */
export class InMemoryUnitOfWork extends UnitOfWork {
  runs = 0;

  constructor(private readonly stores: ReadonlyArray<{ snapshot(): () => void }> = []) {
    super();
  }

  override async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs++;
    const restores = this.stores.map((store) => store.snapshot());
    try {
      return await work();
    } catch (error) {
      for (const restore of restores) restore();
      throw error;
    }
  }
}

/** Folds case and accents like the database search (lower(unaccent(...))). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
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
        category.type === filter.type &&
        (filter.names.includes(category.name.toLowerCase()) || (category.icon !== null && filter.icons.includes(category.icon)))
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
