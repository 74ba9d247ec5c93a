import { HttpStatus } from '@nestjs/common';
import { DestinationErrorCode } from '../domain/destination.errors.js';

/** HTTP status of each destinations error code. A code without an entry is a compile error. */
export const destinationErrorStatus: Record<DestinationErrorCode, HttpStatus> = {
  [DestinationErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [DestinationErrorCode.NameRequired]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.TextTooLong]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.InvalidCoordinates]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.CoordinatesOutOfRange]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.InvalidWebsite]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.InvalidImageUrl]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.TooManyImages]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.InvalidPhone]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.UnknownCategory]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.CategoryNotAllowed]: HttpStatus.BAD_REQUEST,
  [DestinationErrorCode.InvalidOpeningHours]: HttpStatus.BAD_REQUEST,
};
