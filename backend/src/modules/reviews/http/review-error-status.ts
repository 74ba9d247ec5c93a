import { HttpStatus } from '@nestjs/common';
import { ReviewErrorCode } from '../domain/review.errors.js';

/** HTTP status of each reviews error code. A code without an entry is a compile error. */
export const reviewErrorStatus: Record<ReviewErrorCode, HttpStatus> = {
  [ReviewErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ReviewErrorCode.PlaceNotFound]: HttpStatus.NOT_FOUND,
  [ReviewErrorCode.PlaceRequired]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.AlreadyReviewed]: HttpStatus.CONFLICT,
  [ReviewErrorCode.OwnBusiness]: HttpStatus.FORBIDDEN,
  [ReviewErrorCode.NotAuthor]: HttpStatus.FORBIDDEN,
  [ReviewErrorCode.StarsRequired]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.InvalidStars]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.TextRequired]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.TextTooShort]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.TextTooLong]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.VisitMonthRequired]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.InvalidVisitMonth]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.OwnVote]: HttpStatus.FORBIDDEN,
  [ReviewErrorCode.NotBusinessStaff]: HttpStatus.FORBIDDEN,
  [ReviewErrorCode.ReplyTextRequired]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.ReplyTextTooLong]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.ReplyNotFound]: HttpStatus.NOT_FOUND,
  [ReviewErrorCode.TooManyPhotos]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.DuplicatePhoto]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.PhotoNotAvailable]: HttpStatus.BAD_REQUEST,
  [ReviewErrorCode.PhotoNotFound]: HttpStatus.NOT_FOUND,
};
