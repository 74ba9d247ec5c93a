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
