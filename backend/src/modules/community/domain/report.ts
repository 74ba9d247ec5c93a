import { CommunityError, CommunityErrorCode } from './community.errors.js';

/** Spec section 3: why a post is reported. */
export enum ReportReason {
  Harassment = 'harassment',
  Spam = 'spam',
  Inappropriate = 'inappropriate',
  Misinformation = 'misinformation',
}

export const REPORT_DESCRIPTION_MAX_LENGTH = 1_000;

export interface ReportDraft {
  readonly postId: string;
  readonly reason: ReportReason;
  readonly description: string | null;
  readonly reporterId: string;
  /** The post's author, derived by the server (DESIGN.md 5), never taken from the request. */
  readonly reportedUserId: string;
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
  const description = input.description?.trim() ?? '';
  if ([...description].length > REPORT_DESCRIPTION_MAX_LENGTH) {
    throw new CommunityError(
      CommunityErrorCode.ReportDescriptionTooLong,
      `A report description has at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
      { field: 'description', max: REPORT_DESCRIPTION_MAX_LENGTH },
    );
  }
  return {
    postId: input.postId,
    reason: input.reason,
    description: description === '' ? null : description,
    reporterId: input.reporterId,
    reportedUserId: input.postAuthorId,
  };
}
