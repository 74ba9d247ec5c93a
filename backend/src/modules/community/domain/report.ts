import { CommunityError, CommunityErrorCode } from './community.errors.js';

/** Spec section 3: why a post (or a review) is reported. */
export enum ReportReason {
  Harassment = 'harassment',
  Spam = 'spam',
  Inappropriate = 'inappropriate',
  Misinformation = 'misinformation',
}

export const REPORT_DESCRIPTION_MAX_LENGTH = 1_000;

/** What a report is about: a community post or a place's review (issue 32: one mechanism for both). */
export type ReportSubject =
  { readonly type: 'post'; readonly id: string } | { readonly type: 'review'; readonly id: string };

export interface ReportDraft {
  /** Exactly one of postId and reviewId is set. */
  readonly postId: string | null;
  readonly reviewId: string | null;
  readonly reason: ReportReason;
  readonly description: string | null;
  readonly reporterId: string;
  /** The author of the post or review, derived by the server (DESIGN.md 5), never taken from the request. */
  readonly reportedUserId: string;
}

/** The subject of POST /api/reports: exactly one of postId and reviewId (400 REPORT_SUBJECT_REQUIRED otherwise). */
export function reportSubjectOf(ids: { postId?: string; reviewId?: string }): ReportSubject {
  const { postId, reviewId } = ids;
  if (postId !== undefined && reviewId === undefined) return { type: 'post', id: postId };
  if (reviewId !== undefined && postId === undefined) return { type: 'review', id: reviewId };
  throw new CommunityError(CommunityErrorCode.ReportSubjectRequired, 'Give either postId or reviewId (one of them)', {
    field: 'postId',
  });
}

/** The description trimmed, at most REPORT_DESCRIPTION_MAX_LENGTH characters; null when blank. */
function checkedDescription(description: string | null | undefined): string | null {
  const text = description?.trim() ?? '';
  if ([...text].length > REPORT_DESCRIPTION_MAX_LENGTH) {
    throw new CommunityError(
      CommunityErrorCode.ReportDescriptionTooLong,
      `A report description has at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
      { field: 'description', max: REPORT_DESCRIPTION_MAX_LENGTH },
    );
  }
  return text === '' ? null : text;
}

/** A member reports someone else's post, once (the database keeps it once per member and post). */
export function draftReport(input: {
  postId: string;
  postAuthorId: string;
  reporterId: string;
  reason: ReportReason;
  description?: string | null;
}): ReportDraft {
  if (input.postAuthorId === input.reporterId) {
    throw new CommunityError(CommunityErrorCode.CannotReportOwnPost, 'You cannot report your own post', {
      postId: input.postId,
    });
  }
  return {
    postId: input.postId,
    reviewId: null,
    reason: input.reason,
    description: checkedDescription(input.description),
    reporterId: input.reporterId,
    reportedUserId: input.postAuthorId,
  };
}

/** A member reports someone else's review, by the same rules as a post (once, not one's own, the same fields). */
export function draftReviewReport(input: {
  reviewId: string;
  reviewAuthorId: string;
  reporterId: string;
  reason: ReportReason;
  description?: string | null;
}): ReportDraft {
  if (input.reviewAuthorId === input.reporterId) {
    throw new CommunityError(CommunityErrorCode.CannotReportOwnReview, 'You cannot report your own review', {
      reviewId: input.reviewId,
    });
  }
  return {
    postId: null,
    reviewId: input.reviewId,
    reason: input.reason,
    description: checkedDescription(input.description),
    reporterId: input.reporterId,
    reportedUserId: input.reviewAuthorId,
  };
}
