import { HttpStatus } from '@nestjs/common';
import { UserErrorCode } from '../domain/user.errors.js';

/** HTTP status of each users error code. A code without an entry is a compile error. */
export const userErrorStatus: Record<UserErrorCode, HttpStatus> = {
  [UserErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [UserErrorCode.AccountBanned]: HttpStatus.FORBIDDEN,
  [UserErrorCode.TooManyAttempts]: HttpStatus.TOO_MANY_REQUESTS,
  [UserErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [UserErrorCode.InvalidEmail]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidPassword]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidName]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidProfileImageUrl]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidRole]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [UserErrorCode.CannotChangeOwnRole]: HttpStatus.FORBIDDEN,
  [UserErrorCode.LastAdmin]: HttpStatus.CONFLICT,
  [UserErrorCode.CannotModerateSelf]: HttpStatus.FORBIDDEN,
  [UserErrorCode.InvalidModerationRequest]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidPasswordToken]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.PasswordTokenExpired]: HttpStatus.GONE,
  [UserErrorCode.InvalidApiTokenName]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.ApiTokenNotFound]: HttpStatus.NOT_FOUND,
  [UserErrorCode.OidcNotConfigured]: HttpStatus.NOT_FOUND,
  [UserErrorCode.OidcSignInFailed]: HttpStatus.BAD_GATEWAY,
  [UserErrorCode.OidcEmailNotVerified]: HttpStatus.FORBIDDEN,
};
