import { HttpStatus } from '@nestjs/common';
import { CategoryErrorCode } from '../domain/category.errors.js';

/** HTTP status of each categories error code. A code without an entry is a compile error. */
export const categoryErrorStatus: Record<CategoryErrorCode, HttpStatus> = {
  [CategoryErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [CategoryErrorCode.NameTaken]: HttpStatus.CONFLICT,
  [CategoryErrorCode.InvalidName]: HttpStatus.BAD_REQUEST,
  [CategoryErrorCode.InvalidType]: HttpStatus.BAD_REQUEST,
  [CategoryErrorCode.InvalidIcon]: HttpStatus.BAD_REQUEST,
  [CategoryErrorCode.InvalidColor]: HttpStatus.BAD_REQUEST,
  [CategoryErrorCode.InUse]: HttpStatus.CONFLICT,
};
