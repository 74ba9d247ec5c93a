import { HttpStatus } from '@nestjs/common';
import { AuthErrorCode } from '../domain/auth.errors.js';

/** HTTP status of each auth error code. A code without an entry is a compile error. */
export const authErrorStatus: Record<AuthErrorCode, HttpStatus> = {
  [AuthErrorCode.AccountSuspended]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.CrossSiteRequestBlocked]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.AccountBanned]: HttpStatus.FORBIDDEN,
  [AuthErrorCode.TooManyAttempts]: HttpStatus.TOO_MANY_REQUESTS,
  [AuthErrorCode.InvalidPasswordToken]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.PasswordTokenExpired]: HttpStatus.GONE,
  [AuthErrorCode.InvalidApiTokenName]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.ApiTokenNotFound]: HttpStatus.NOT_FOUND,
  [AuthErrorCode.OidcNotConfigured]: HttpStatus.NOT_FOUND,
  // The callback turns it into a redirect to /sign-in?error=...; as an answer it is the sign-in attempt that failed.
  [AuthErrorCode.OidcSignInFailed]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.OidcEmailNotVerified]: HttpStatus.FORBIDDEN,
};
