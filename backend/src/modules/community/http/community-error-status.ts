import { HttpStatus } from '@nestjs/common';
import { CommunityErrorCode } from '../domain/community.errors.js';

/** Every community error code's HTTP status (a code without one does not compile). */
export const COMMUNITY_ERROR_STATUS: Record<CommunityErrorCode, HttpStatus> = {
  [CommunityErrorCode.PostNotFound]: HttpStatus.NOT_FOUND,
  [CommunityErrorCode.PostContentRequired]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.PostTooLong]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.LocationTooLong]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.PostingNotAllowed]: HttpStatus.FORBIDDEN,
  [CommunityErrorCode.NotYourPost]: HttpStatus.FORBIDDEN,
  [CommunityErrorCode.CommentNotFound]: HttpStatus.NOT_FOUND,
  [CommunityErrorCode.CommentContentRequired]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.CommentTooLong]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.NotYourComment]: HttpStatus.FORBIDDEN,
  [CommunityErrorCode.AlreadyReported]: HttpStatus.CONFLICT,
  [CommunityErrorCode.CannotReportOwnPost]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ReportDescriptionTooLong]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ReportSubjectRequired]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ReportedReviewNotFound]: HttpStatus.NOT_FOUND,
  [CommunityErrorCode.ReviewAlreadyReported]: HttpStatus.CONFLICT,
  [CommunityErrorCode.CannotReportOwnReview]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageNotFound]: HttpStatus.NOT_FOUND,
  [CommunityErrorCode.ImageRequired]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [CommunityErrorCode.ImageTypeNotAllowed]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageUnreadable]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageTooManyPixels]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageAlreadyUsed]: HttpStatus.BAD_REQUEST,
  [CommunityErrorCode.ImageProcessingBusy]: HttpStatus.SERVICE_UNAVAILABLE,
};
