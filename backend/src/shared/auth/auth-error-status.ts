import { HttpStatus } from '@nestjs/common';
import { AuthErrorCode } from './auth.errors.js';

/** HTTP status of each auth guard error code. A code without an entry is a compile error. */
export const authErrorStatus: Record<AuthErrorCode, HttpStatus> = {
  [AuthErrorCode.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.AccountSuspended]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.CrossSiteRequestBlocked]: HttpStatus.FORBIDDEN,
};
