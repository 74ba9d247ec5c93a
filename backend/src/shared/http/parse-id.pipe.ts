import { ParseUUIDPipe } from '@nestjs/common';
import { RequestValidationError } from './request-validation.js';

/** A path id that must be a UUID: otherwise 400 VALIDATION_FAILED naming the field (not a database error). */
export function parseId(field = 'id'): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new RequestValidationError([{ field, messages: [`${field} must be a UUID`] }]),
  });
}
