import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every error code of the users module (accounts, sign-in, tokens); http/user-error-status.ts maps each to a status. */
export enum UserErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  AccountBanned = 'ACCOUNT_BANNED',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  EmailTaken = 'EMAIL_TAKEN',
  InvalidEmail = 'INVALID_EMAIL',
  InvalidPassword = 'INVALID_PASSWORD',
  InvalidName = 'INVALID_NAME',
  InvalidProfileImageUrl = 'INVALID_PROFILE_IMAGE_URL',
  InvalidRole = 'INVALID_ROLE',
  NotFound = 'USER_NOT_FOUND',
  CannotChangeOwnRole = 'CANNOT_CHANGE_OWN_ROLE',
  LastAdmin = 'LAST_ADMIN',
  CannotModerateSelf = 'CANNOT_MODERATE_SELF',
  InvalidModerationRequest = 'INVALID_MODERATION_REQUEST',
  InvalidPasswordToken = 'INVALID_PASSWORD_TOKEN',
  PasswordTokenExpired = 'PASSWORD_TOKEN_EXPIRED',
  InvalidApiTokenName = 'INVALID_API_TOKEN_NAME',
  ApiTokenNotFound = 'API_TOKEN_NOT_FOUND',
  OidcNotConfigured = 'OIDC_NOT_CONFIGURED',
  OidcSignInFailed = 'OIDC_SIGN_IN_FAILED',
  OidcEmailNotVerified = 'OIDC_EMAIL_NOT_VERIFIED',
}

export class UserError extends DomainError<UserErrorCode> {
  constructor(
    override readonly code: UserErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static invalidCredentials(): UserError {
    return new UserError(UserErrorCode.InvalidCredentials, 'Invalid email or password');
  }

  static banned(): UserError {
    return new UserError(UserErrorCode.AccountBanned, 'This account has been banned');
  }

  static notFound(id: string): UserError {
    return new UserError(UserErrorCode.NotFound, 'User not found', { id });
  }

  static emailTaken(): UserError {
    return new UserError(UserErrorCode.EmailTaken, 'An account with this email already exists', { field: 'email' });
  }

  static tooManyAttempts(retryAfterSeconds: number): UserError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new UserError(
      UserErrorCode.TooManyAttempts,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}
