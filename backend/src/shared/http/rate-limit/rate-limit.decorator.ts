import { SetMetadata, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { RateLimitBucket } from '../../../config/rate-limits.js';

export const RATE_LIMIT_BUCKET_KEY = 'rateLimit:bucket';
/** OpenAPI extension naming the operation's bucket (docs/rate-limits.md has its values). */
export const RATE_LIMIT_EXTENSION = 'x-rate-limit-bucket';

/**
 * This write counts against `bucket`'s limits, per signed-in account and per client address (config/rate-limits.ts):
 * over either, RateLimitGuard refuses it with 429 RATE_LIMITED and Retry-After before the handler runs (the OpenAPI
 * document lists that 429 from the x-rate-limit-bucket extension: openapi/error-responses.ts). Every
 * POST, PUT, PATCH and DELETE a member (or a visitor) can call carries one (rate-limit.spec.ts checks it).
 */
export const RateLimit = (bucket: RateLimitBucket) =>
  applyDecorators(SetMetadata(RATE_LIMIT_BUCKET_KEY, bucket), ApiExtension(RATE_LIMIT_EXTENSION, bucket));

/** The bucket a handler declares with @RateLimit(), if any. */
export function rateLimitBucketOf(handler: object): RateLimitBucket | undefined {
  return Reflect.getMetadata(RATE_LIMIT_BUCKET_KEY, handler) as RateLimitBucket | undefined;
}

export function rateLimitBucketOfContext(context: ExecutionContext): RateLimitBucket | undefined {
  return rateLimitBucketOf(context.getHandler());
}
