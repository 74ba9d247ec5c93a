import { HttpStatus } from '@nestjs/common';
import { OpeningHoursErrorCode } from '../domain/opening-hours.errors.js';

/** HTTP status of each error code of the opening hours' preview. A code without an entry is a compile error. */
export const openingHoursErrorStatus: Record<OpeningHoursErrorCode, HttpStatus> = {
  [OpeningHoursErrorCode.Invalid]: HttpStatus.BAD_REQUEST,
};
