import { PASSWORD_MESSAGES, type PasswordProblem } from './credentials.js';
import { DomainError } from './domain-error.js';

/**
 * The error codes shared by the whole API, defined here once: those of the HTTP layer itself (validation, unknown
 * route, body too large, busy database...), those of the global guards (sign-in, roles, rate limits) and those that
 * several modules throw with the same meaning (INVALID_PASSWORD). A module's own enum holds only its own codes: no
 * code string is defined twice (kernel-errors.spec.ts). shared/http/kernel-error-status.ts gives each its status.
 */
export enum KernelErrorCode {
  /** A body or query that breaks its DTO's rules (the global ValidationPipe); details.fields names them. */
  ValidationFailed = 'VALIDATION_FAILED',
  MalformedJson = 'MALFORMED_JSON',
  BadRequest = 'BAD_REQUEST',
  /** No session or API token, or a banned user's: 401 'Unauthorized' (the global guard). */
  Unauthenticated = 'UNAUTHENTICATED',
  /** A 401 raised by the framework rather than by the guard. */
  Unauthorized = 'UNAUTHORIZED',
  /** Signed in, but the endpoint (or this use of it) is for other roles. */
  Forbidden = 'FORBIDDEN',
  /** A new password outside the rule of shared/domain/credentials.ts; details { field, reason }. */
  InvalidPassword = 'INVALID_PASSWORD',
  NotFound = 'NOT_FOUND',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  /** Over a write rate limit per account or per address (RateLimitGuard): 429 with Retry-After. */
  RateLimited = 'RATE_LIMITED',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  /** The database cannot serve the request now: 503 with Retry-After. */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  /** A read sent to a replica that is shutting down (SIGTERM): send it again, another replica answers. */
  Draining = 'DRAINING',
  Internal = 'INTERNAL',
}

declare module './domain-error.js' {
  interface ErrorCodeRegistry {
    kernel: KernelErrorCode;
  }
}

/** An error with a shared code, thrown by a guard or by any module's domain or application layer. */
export class KernelError extends DomainError<KernelErrorCode> {
  constructor(
    override readonly code: KernelErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static unauthenticated(): KernelError {
    return new KernelError(KernelErrorCode.Unauthenticated, 'Unauthorized');
  }

  /** `message`: the sentence an endpoint gives the roles it refuses (@ForbiddenMessage), else a generic one. */
  static forbidden(message = 'You do not have permission to do this'): KernelError {
    return new KernelError(KernelErrorCode.Forbidden, message);
  }

  static invalidPassword(problem: PasswordProblem): KernelError {
    return new KernelError(KernelErrorCode.InvalidPassword, PASSWORD_MESSAGES[problem], {
      field: 'password',
      reason: problem,
    });
  }
}
