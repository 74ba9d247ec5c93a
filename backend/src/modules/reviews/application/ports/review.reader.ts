import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { PlaceRef, ReviewView } from '../../domain/review.js';

/** helpful: most helpful first (until helpful votes exist: newest); newest; highest and lowest stars first. */
export enum ReviewSort {
  Helpful = 'helpful',
  Newest = 'newest',
  Highest = 'highest',
  Lowest = 'lowest',
}

export interface ReviewFilter {
  readonly sort: ReviewSort;
  /** Only the reviews with this many stars. */
  readonly stars?: number;
}

/** A place's rating, count and the count of each star (index 0: one star ... 4: five stars), from published reviews. */
export interface ReviewSummary {
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly distribution: readonly [number, number, number, number, number];
}

/** What visitors read: one statement each. */
export abstract class ReviewReader {
  /** null when the place does not exist. */
  abstract list(place: PlaceRef, filter: ReviewFilter, page: PageRequest): Promise<Page<ReviewView> | null>;
  abstract summary(place: PlaceRef): Promise<ReviewSummary | null>;
  /**
   * The member's own review of the place, whatever its status but removed (published or pending: at most one, the
   * unique index reviews_once_per_place), or review null without one; null when the place does not exist.
   */
  abstract mine(userId: string, place: PlaceRef): Promise<{ review: ReviewView | null } | null>;
}
