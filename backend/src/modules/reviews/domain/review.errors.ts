import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every error code of the reviews module; http/review-error-status.ts maps each one to a status. */
export enum ReviewErrorCode {
  NotFound = 'REVIEW_NOT_FOUND',
  PlaceNotFound = 'REVIEW_PLACE_NOT_FOUND',
  /** Neither or both of destinationId and serviceId. */
  PlaceRequired = 'REVIEW_PLACE_REQUIRED',
  /** The member has a review of this place already (edit it instead). */
  AlreadyReviewed = 'REVIEW_ALREADY_REVIEWED',
  /** Partner staff of the business reviewing it. */
  OwnBusiness = 'REVIEW_OWN_BUSINESS',
  /** An edit or a delete of someone else's review. */
  NotAuthor = 'REVIEW_NOT_AUTHOR',
  StarsRequired = 'REVIEW_STARS_REQUIRED',
  InvalidStars = 'REVIEW_INVALID_STARS',
  TextRequired = 'REVIEW_TEXT_REQUIRED',
  TextTooShort = 'REVIEW_TEXT_TOO_SHORT',
  TextTooLong = 'REVIEW_TEXT_TOO_LONG',
  VisitMonthRequired = 'REVIEW_VISIT_MONTH_REQUIRED',
  InvalidVisitMonth = 'REVIEW_INVALID_VISIT_MONTH',
  /** A helpful vote on one's own review. */
  OwnVote = 'REVIEW_OWN_VOTE',
  /** A reply by someone who is not partner staff of the reviewed business. */
  NotBusinessStaff = 'REVIEW_NOT_BUSINESS_STAFF',
  ReplyTextRequired = 'REVIEW_REPLY_TEXT_REQUIRED',
  ReplyTextTooLong = 'REVIEW_REPLY_TEXT_TOO_LONG',
  /** A delete of a reply the review does not have. */
  ReplyNotFound = 'REVIEW_REPLY_NOT_FOUND',
  /** More than 3 photos. */
  TooManyPhotos = 'REVIEW_TOO_MANY_PHOTOS',
  /** The same photo twice in photoIds. */
  DuplicatePhoto = 'REVIEW_DUPLICATE_PHOTO',
  /** A photoId that is not an unused upload of the author's (or one already on another review or post). */
  PhotoNotAvailable = 'REVIEW_PHOTO_NOT_AVAILABLE',
  /** A review photo the caller may not see, or none. */
  PhotoNotFound = 'REVIEW_PHOTO_NOT_FOUND',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    reviews: ReviewErrorCode;
  }
}

export class ReviewError extends DomainError<ReviewErrorCode> {
  constructor(
    override readonly code: ReviewErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static notFound(id: string): ReviewError {
    return new ReviewError(ReviewErrorCode.NotFound, 'Review not found', { id });
  }
}
