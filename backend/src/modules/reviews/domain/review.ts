import { ReviewError, ReviewErrorCode } from './review.errors.js';

/** The two kinds of place a member reviews. */
export enum PlaceType {
  Destination = 'destination',
  Service = 'service',
}

export interface PlaceRef {
  readonly type: PlaceType;
  readonly id: string;
}

/**
 * published: counted in the place's rating and shown; pending: waits for a moderator (not counted, not shown);
 * removed: taken down by a moderator (kept for the audit, frees the member's one review of the place).
 */
export enum ReviewStatus {
  Published = 'published',
  Pending = 'pending',
  Removed = 'removed',
}

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const TEXT_MIN_LENGTH = 20;
export const TEXT_MAX_LENGTH = 2000;
/** The earliest month of a visit a review may name. */
export const EARLIEST_VISIT_MONTH = '1950-01';
/** Months are those of the Philippines (UTC+8, no daylight saving): a visit 'this month' is this month in Pampanga. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** What a member writes: stars, text, the month of the visit ('YYYY-MM'). */
export interface ReviewContent {
  readonly stars: number;
  readonly text: string;
  readonly visitMonth: string;
}

/** A photo of a review (an upload of the community's pipeline: WebP, metadata stripped), in the author's order. */
export interface ReviewPhoto {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

/** The business's one public reply to a review (review-reply.ts). */
export interface ReviewReply {
  readonly text: string;
  /** The partner staff member who wrote its current text (null once their account is gone). */
  readonly authorId: string | null;
  readonly repliedAt: Date;
  /** When it was last edited; null when never. */
  readonly editedAt: Date | null;
}

export interface ReviewProps extends ReviewContent {
  readonly id: string;
  readonly place: PlaceRef;
  readonly authorId: string;
  readonly status: ReviewStatus;
  readonly helpfulCount: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Up to 3, in order (review-photos.ts). */
  readonly photos: readonly ReviewPhoto[];
  readonly reply: ReviewReply | null;
}

/** A review as the public reads it: with its author's display name, and its place's name (who replies). */
export interface ReviewView extends ReviewProps {
  readonly authorName: string;
  readonly placeName: string;
}

/** 'YYYY-MM' of the current month in the Philippines. */
export function currentMonth(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 7);
}

export function checkStars(stars: number): number {
  if (!Number.isInteger(stars) || stars < MIN_STARS || stars > MAX_STARS)
    throw new ReviewError(
      ReviewErrorCode.InvalidStars,
      `stars must be a whole number from ${MIN_STARS} to ${MAX_STARS}`,
      {
        field: 'stars',
      },
    );
  return stars;
}

/** The text trimmed, 20 to 2,000 characters (counted as people count them: code points). */
export function checkText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new ReviewError(ReviewErrorCode.TextRequired, 'text is required', { field: 'text' });
  const length = [...trimmed].length;
  if (length < TEXT_MIN_LENGTH)
    throw new ReviewError(ReviewErrorCode.TextTooShort, `text must be at least ${TEXT_MIN_LENGTH} characters`, {
      field: 'text',
    });
  if (length > TEXT_MAX_LENGTH)
    throw new ReviewError(ReviewErrorCode.TextTooLong, `text must be at most ${TEXT_MAX_LENGTH} characters`, {
      field: 'text',
    });
  return trimmed;
}

/** 'YYYY-MM', from January 1950 to the current month in the Philippines. */
export function checkVisitMonth(visitMonth: string, now: Date): string {
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(visitMonth);
  if (!valid || visitMonth < EARLIEST_VISIT_MONTH || visitMonth > currentMonth(now))
    throw new ReviewError(
      ReviewErrorCode.InvalidVisitMonth,
      'visitMonth must be a month (YYYY-MM) from 1950-01 to this month',
      { field: 'visitMonth' },
    );
  return visitMonth;
}

/** The content of a new review, or the whole content of an edit, checked. */
export function checkContent(content: ReviewContent, now: Date): ReviewContent {
  return {
    stars: checkStars(content.stars),
    text: checkText(content.text),
    visitMonth: checkVisitMonth(content.visitMonth, now),
  };
}

/**
 * The rule for new accounts (docs/reviews.md): a review is published at once, whatever the account's age; the
 * `reviews` rate limit bounds what a throwaway account can write, and moderation removes what is reported.
 */
export function initialStatus(): ReviewStatus {
  return ReviewStatus.Published;
}

/** Only the author edits or deletes their review; someone else's is 403 REVIEW_NOT_AUTHOR. */
export function checkIsAuthor(review: Pick<ReviewProps, 'id' | 'authorId'>, userId: string): void {
  if (review.authorId !== userId)
    throw new ReviewError(ReviewErrorCode.NotAuthor, 'Only its author can change or delete a review', {
      id: review.id,
    });
}

/** A helpful vote (given or taken back): on a published review (else 404), never on one's own (403 REVIEW_OWN_VOTE). */
export function checkMayVote(review: Pick<ReviewProps, 'id' | 'authorId' | 'status'>, userId: string): void {
  if (review.status !== ReviewStatus.Published) throw ReviewError.notFound(review.id);
  if (review.authorId === userId)
    throw new ReviewError(ReviewErrorCode.OwnVote, 'You cannot mark your own review helpful', { id: review.id });
}

/** A place's rating: the mean of its published reviews' stars to one decimal; null without any ('New'). */
export function ratingOf(starCounts: readonly number[]): { rating: number | null; reviewCount: number } {
  let count = 0;
  let sum = 0;
  starCounts.forEach((n, index) => {
    count += n;
    sum += n * (index + 1);
  });
  // Half up in whole numbers (tenths = round(10 * sum / count)), as PostgreSQL's round(avg(stars), 1) does.
  const tenths = Math.floor((20 * sum + count) / (2 * count));
  return { rating: count === 0 ? null : tenths / 10, reviewCount: count };
}

/** The display name of a review's author: first name and the initial of the last ('Maria S.'), else 'Member'. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = [...(lastName?.trim() ?? '')][0];
  const name = [first, initial ? `${initial}.` : ''].filter((part) => part !== '').join(' ');
  return name === '' ? 'Member' : name;
}

/** The place of a request: exactly one of destinationId and serviceId (400 REVIEW_PLACE_REQUIRED otherwise). */
export function placeOf(ids: { destinationId?: string; serviceId?: string }): PlaceRef {
  const { destinationId, serviceId } = ids;
  if (destinationId !== undefined && serviceId === undefined) return { type: PlaceType.Destination, id: destinationId };
  if (serviceId !== undefined && destinationId === undefined) return { type: PlaceType.Service, id: serviceId };
  throw new ReviewError(ReviewErrorCode.PlaceRequired, 'Give either destinationId or serviceId (one of them)', {
    field: 'destinationId',
  });
}
