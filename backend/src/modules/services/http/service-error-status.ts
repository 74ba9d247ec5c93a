import { HttpStatus } from '@nestjs/common';
import { ServiceErrorCode } from '../domain/service.errors.js';

/** HTTP status of each services error code. A code without an entry is a compile error. */
export const serviceErrorStatus: Record<ServiceErrorCode, HttpStatus> = {
  [ServiceErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ServiceErrorCode.NameRequired]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.TextTooLong]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidCoordinates]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.CoordinatesOutOfRange]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidWebsite]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidImageUrl]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.TooManyImages]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidPhone]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidSlug]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.SlugTaken]: HttpStatus.CONFLICT,
  [ServiceErrorCode.InvalidMainImageIndex]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidGasPrice]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.CategoryRequired]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.UnknownCategory]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.CategoryNotAllowed]: HttpStatus.BAD_REQUEST,
  [ServiceErrorCode.InvalidOpeningHours]: HttpStatus.BAD_REQUEST,
};
