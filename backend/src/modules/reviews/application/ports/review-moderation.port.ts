import type { Role } from '../../../../shared/domain/role.js';
import type { PlaceRef, ReviewStatus } from '../../domain/review.js';

/** A review as a moderator acts on it, its place's row and its own row locked. */
export interface ModeratedReview {
  readonly id: string;
  readonly place: PlaceRef;
  readonly authorId: string;
  readonly authorRole: Role;
  readonly status: ReviewStatus;
  /** The first 100 characters of its text (for the author's notice and the audit entry). */
  readonly excerpt: string;
}

/**
 * What this module offers the moderation of reviews (issue 32, item 6), so that a removal follows the rule of every
 * review write (docs/reviews.md): the place's row locked first, then the review, then the place's rating, count and
 * bars recounted, all in the caller's transaction. Exported by ReviewsModule; the moderation module reaches it
 * through a port of its own.
 */
export abstract class ReviewModerationPort {
  /** Locks the review's place, then the review, until the transaction ends; null when there is no such review. */
  abstract lock(reviewId: string): Promise<ModeratedReview | null>;
  /**
   * Takes the review down (status removed: shown to nobody, not counted, kept for the audit; its author may review
   * the place again) and recounts its place's figures at once. Nothing changes when it is removed already.
   */
  abstract remove(reviewId: string): Promise<void>;
}
