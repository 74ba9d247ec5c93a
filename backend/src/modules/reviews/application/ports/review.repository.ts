import type { PlaceRef, ReviewContent, ReviewProps } from '../../domain/review.js';

/** The reviews and what a write needs to know about their places. Every method joins the caller's UnitOfWork. */
export abstract class ReviewRepository {
  /**
   * Locks the place's row until the transaction ends (SELECT ... FOR UPDATE), so that the writes of one place's
   * reviews and its aggregates follow one another; false when the place does not exist.
   */
  abstract lockPlace(place: PlaceRef): Promise<boolean>;
  /** True when the member is partner staff of this business (coupons' counter staff). */
  abstract isStaffOf(userId: string, place: PlaceRef): Promise<boolean>;
  /** False when the member has a review of this place already (a unique key decides). */
  abstract add(review: ReviewProps): Promise<boolean>;
  abstract find(id: string): Promise<ReviewProps | null>;
  abstract update(id: string, content: ReviewContent, now: Date): Promise<void>;
  abstract remove(id: string): Promise<void>;
  /** Writes the place's rating and reviewCount from its published reviews, as they are now in this transaction. */
  abstract refreshAggregates(place: PlaceRef): Promise<void>;
}
