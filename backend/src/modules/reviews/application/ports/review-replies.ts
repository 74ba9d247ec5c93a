import type { PlaceRef, ReviewProps, ReviewReply } from '../../domain/review.js';

/** What a reply needs to know about its review, the review's row locked until the transaction ends. */
export interface ReplyTarget {
  readonly review: ReviewProps;
  /** The reviewed place's name (the business that replies) and, for a service, its slug. */
  readonly placeName: string;
  readonly placeSlug: string | null;
}

/** The business's reply on a review (columns reply_* of reviews). Every method joins the caller's UnitOfWork. */
export abstract class ReviewReplies {
  /** Locks the review's row (FOR NO KEY UPDATE: helpful votes go on) and reads it; null when there is none. */
  abstract lock(reviewId: string): Promise<ReplyTarget | null>;
  /** True when the member is partner staff of this business (coupons' counter staff). */
  abstract isStaffOf(userId: string, place: PlaceRef): Promise<boolean>;
  abstract save(reviewId: string, reply: ReviewReply): Promise<void>;
  abstract clear(reviewId: string): Promise<void>;
}

/** What the reviewer is told in the app (the moderation module's member_notices, kind 'review_reply'). */
export interface ReplyNotice {
  readonly reviewId: string;
  readonly place: PlaceRef;
  readonly placeName: string;
  readonly placeSlug: string | null;
}

/** Notices to members about their reviews, written in the caller's transaction. */
export abstract class ReviewNotices {
  abstract replied(id: string, reviewerId: string, notice: ReplyNotice, now: Date): Promise<void>;
}
