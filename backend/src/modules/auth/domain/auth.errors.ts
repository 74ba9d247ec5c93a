import { DomainError } from '../../../shared/domain/domain-error.js';

/**
 * Errors of identity: the global guard (who may call what), sign-in, sessions, set-password links, API tokens and
 * OpenID Connect; http/auth-error-status.ts maps each one to a status. The guard's UNAUTHENTICATED and FORBIDDEN and
 * the password rule's INVALID_PASSWORD are shared codes (shared/domain/kernel.errors.ts).
 */
export enum AuthErrorCode {
  /** A suspended user tried to change something before suspendedUntil. */
  AccountSuspended = 'ACCOUNT_SUSPENDED',
  /** An unsafe request sent with the session cookie from another site (CSRF). */
  CrossSiteRequestBlocked = 'CROSS_SITE_REQUEST_BLOCKED',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  AccountBanned = 'ACCOUNT_BANNED',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  InvalidPasswordToken = 'INVALID_PASSWORD_TOKEN',
  PasswordTokenExpired = 'PASSWORD_TOKEN_EXPIRED',
  InvalidApiTokenName = 'INVALID_API_TOKEN_NAME',
  ApiTokenNotFound = 'API_TOKEN_NOT_FOUND',
  OidcNotConfigured = 'OIDC_NOT_CONFIGURED',
  OidcSignInFailed = 'OIDC_SIGN_IN_FAILED',
  OidcEmailNotVerified = 'OIDC_EMAIL_NOT_VERIFIED',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    auth: AuthErrorCode;
  }
}

export class AuthError extends DomainError<AuthErrorCode> {
  constructor(
    override readonly code: AuthErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static suspended(until: Date): AuthError {
    return new AuthError(AuthErrorCode.AccountSuspended, `Your account is suspended until ${until.toISOString()}`, {
      suspendedUntil: until.toISOString(),
    });
  }

  static invalidCredentials(): AuthError {
    return new AuthError(AuthErrorCode.InvalidCredentials, 'Invalid email or password');
  }

  static banned(): AuthError {
    return new AuthError(AuthErrorCode.AccountBanned, 'This account has been banned');
  }

  static tooManyAttempts(retryAfterSeconds: number): AuthError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AuthError(
      AuthErrorCode.TooManyAttempts,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }

  static crossSite(): AuthError {
    return new AuthError(
      AuthErrorCode.CrossSiteRequestBlocked,
      'Cross-site requests cannot change anything: send the request from the Tara Pampanga app itself',
    );
  }
}
