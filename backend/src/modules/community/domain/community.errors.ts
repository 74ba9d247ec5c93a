import { DomainError } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/uuid.js';

/** Every error code of the community module; http/community-error-status.ts maps each one to a status. */
export enum CommunityErrorCode {
  PostNotFound = 'POST_NOT_FOUND',
  PostContentRequired = 'POST_CONTENT_REQUIRED',
  PostTooLong = 'POST_TOO_LONG',
  LocationTooLong = 'POST_LOCATION_TOO_LONG',
  PostingNotAllowed = 'POSTING_NOT_ALLOWED',
  NotYourPost = 'NOT_YOUR_POST',
  CommentNotFound = 'COMMENT_NOT_FOUND',
  CommentContentRequired = 'COMMENT_CONTENT_REQUIRED',
  CommentTooLong = 'COMMENT_TOO_LONG',
  NotYourComment = 'NOT_YOUR_COMMENT',
  AlreadyReported = 'POST_ALREADY_REPORTED',
  CannotReportOwnPost = 'CANNOT_REPORT_OWN_POST',
  ReportDescriptionTooLong = 'REPORT_DESCRIPTION_TOO_LONG',
  /** A report names exactly one of postId and reviewId. */
  ReportSubjectRequired = 'REPORT_SUBJECT_REQUIRED',
  /** No published review with this id (a removed or pending one is not reportable). */
  ReportedReviewNotFound = 'REPORTED_REVIEW_NOT_FOUND',
  ReviewAlreadyReported = 'REVIEW_ALREADY_REPORTED',
  CannotReportOwnReview = 'CANNOT_REPORT_OWN_REVIEW',
  ImageNotFound = 'IMAGE_NOT_FOUND',
  ImageRequired = 'IMAGE_REQUIRED',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  ImageTypeNotAllowed = 'IMAGE_TYPE_NOT_ALLOWED',
  ImageUnreadable = 'IMAGE_UNREADABLE',
  ImageTooManyPixels = 'IMAGE_TOO_MANY_PIXELS',
  ImageAlreadyUsed = 'IMAGE_ALREADY_USED',
  /** Every image worker is busy and the queue is full (503 with Retry-After). */
  ImageProcessingBusy = 'IMAGE_PROCESSING_BUSY',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    community: CommunityErrorCode;
  }
}

export class CommunityError extends DomainError<CommunityErrorCode> {
  constructor(
    override readonly code: CommunityErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static postNotFound(id: string): CommunityError {
    return new CommunityError(CommunityErrorCode.PostNotFound, 'Post not found', { id });
  }

  static commentNotFound(id: string): CommunityError {
    return new CommunityError(CommunityErrorCode.CommentNotFound, 'Comment not found', { id });
  }

  static imageNotFound(id: string): CommunityError {
    return new CommunityError(CommunityErrorCode.ImageNotFound, 'Image not found', { id });
  }
}

/** A post id from a path: anything that is not a UUID names no post (404, never a database error). */
export function postIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw CommunityError.postNotFound(id);
  return id;
}

export function commentIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw CommunityError.commentNotFound(id);
  return id;
}
