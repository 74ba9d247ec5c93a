import { DomainError } from '../../domain/domain-error.js';
import { KernelErrorCode } from '../../domain/kernel.errors.js';

/**
 * The error of the write rate limits (RateLimitGuard), with the one shared code every limited write may answer:
 * RATE_LIMITED (429 with Retry-After); details { bucket, scope, retryAfterSeconds }.
 */
export class RateLimitError extends DomainError<KernelErrorCode.RateLimited> {
  readonly code = KernelErrorCode.RateLimited;

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
