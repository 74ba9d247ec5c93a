import type { PlaceRef } from '../../domain/review.js';

/** Helpful votes (table review_votes; helpful_count follows every vote in the database). Joins the UnitOfWork. */
export abstract class ReviewVotes {
  /**
   * The member's vote on the review, kept when given already; answers the review's helpful count after it, or null
   * when the review was deleted meanwhile.
   */
  abstract add(reviewId: string, userId: string, now: Date): Promise<number | null>;
  /** Takes the member's vote back, if any; answers the helpful count after it (null: no such review). */
  abstract remove(reviewId: string, userId: string): Promise<number | null>;
  /** The published reviews of the place the member marked helpful; null when the place does not exist. */
  abstract votedOn(userId: string, place: PlaceRef): Promise<string[] | null>;
}
