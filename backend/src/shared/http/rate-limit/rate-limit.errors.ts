import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../domain/domain-error.js';

/** The error of the write rate limits (RateLimitGuard): the one code every limited write may answer. */
export enum RateLimitErrorCode {
  /** Over a bucket's limit per account or per address: 429 with Retry-After; details { bucket, scope, retryAfterSeconds }. */
  RateLimited = 'RATE_LIMITED',
}

declare module '../../domain/domain-error.js' {
  interface ErrorCodeRegistry {
    rateLimit: RateLimitErrorCode;
  }
}

/** HTTP status of the rate limit's code (spread into ERROR_STATUS_BY_CODE). */
export const RATE_LIMIT_ERROR_STATUS: Record<RateLimitErrorCode, HttpStatus> = {
  [RateLimitErrorCode.RateLimited]: HttpStatus.TOO_MANY_REQUESTS,
};

export class RateLimitError extends DomainError<RateLimitErrorCode> {
  readonly code = RateLimitErrorCode.RateLimited;

  constructor(
    readonly bucket: string,
    readonly scope: 'account' | 'address',
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many requests: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
      bucket,
      scope,
      retryAfterSeconds,
    });
  }
}
