import { DomainError } from '../domain/domain-error.js';

/** Errors of the global auth guard (who may call what); http/auth-error-status.ts maps each one to a status. */
export enum AuthErrorCode {
  /** No session or API token, or a banned user's: 401 'Unauthorized' (the spec's clients look for it). */
  Unauthenticated = 'UNAUTHENTICATED',
  /** Signed in, but the endpoint is for other roles. */
  Forbidden = 'FORBIDDEN',
  /** A suspended user tried to change something before suspendedUntil. */
  AccountSuspended = 'ACCOUNT_SUSPENDED',
  /** An unsafe request sent with the session cookie from another site (CSRF). */
  CrossSiteRequestBlocked = 'CROSS_SITE_REQUEST_BLOCKED',
}

export class AuthError extends DomainError<AuthErrorCode> {
  constructor(
    override readonly code: AuthErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static unauthenticated(): AuthError {
    return new AuthError(AuthErrorCode.Unauthenticated, 'Unauthorized');
  }

  static forbidden(): AuthError {
    return new AuthError(AuthErrorCode.Forbidden, 'You do not have permission to do this');
  }

  static suspended(until: Date): AuthError {
    return new AuthError(AuthErrorCode.AccountSuspended, `Your account is suspended until ${until.toISOString()}`, {
      suspendedUntil: until.toISOString(),
    });
  }

  static crossSite(): AuthError {
    return new AuthError(
      AuthErrorCode.CrossSiteRequestBlocked,
      'Cross-site requests cannot change anything: send the request from the Tara Pampanga app itself',
    );
  }
}
