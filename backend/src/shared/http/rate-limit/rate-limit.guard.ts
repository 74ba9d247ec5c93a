import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/app-config.js';
import type { RateLimitBucket } from '../../../config/rate-limits.js';
import type { AuthenticatedUser } from '../../auth/authenticated-user.js';
import { clientAddressOf } from './client-address.js';
import { PgThrottlerStorage } from './pg-throttler-storage.js';
import { rateLimitBucketOf } from './rate-limit.decorator.js';
import { RateLimitError } from './rate-limit.errors.js';

export type RateLimitScope = 'account' | 'address';

/** A counter's key: `<bucket>:<scope>:<caller>` (e.g. posts:account:<user id>, signup:address:203.0.113.7). */
export function rateLimitKey(bucket: RateLimitBucket, scope: RateLimitScope, caller: string): string {
  return `${bucket}:${scope}:${caller}`;
}

/**
 * The write rate limits (APP_GUARD; RateLimitModule is imported after AuthModule, so this guard runs after the auth
 * guard and knows the caller). A handler with @RateLimit(bucket) counts one hit per request against the bucket's
 * limits (AppConfig.rateLimits), in PostgreSQL so that every replica shares the counts:
 * - per account: the signed-in caller (session or API token), when there is one and the bucket has that limit;
 * - per address: req.ip (the client as TRUST_PROXY resolves it; an IPv6 address by its /64).
 * The account is counted first: a member over their own limit is refused without using up their address's share.
 * Over either: 429 RATE_LIMITED with Retry-After, before the body is read into the handler (nothing is written).
 * A handler without a bucket is not limited.
 *
 * Why not @nestjs/throttler's ThrottlerGuard: its 6.x is CommonJS and require()s @nestjs/common, which is ESM-only from
 * Nest 12. Node (20.19 and later) loads that, but Jest's module loader only from Node 24.9, and the test suites run on
 * Node 20.19 too; every integration test would fail to load the app. The storage implements the throttler's
 * ThrottlerStorage interface, so ThrottlerGuard can replace this guard once that is no longer so (docs/rate-limits.md).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly storage: PgThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const bucket = rateLimitBucketOf(context.getHandler());
    if (bucket === undefined) return true;
    const limits = this.config.rateLimits[bucket];
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const res = context.switchToHttp().getResponse<Response>();
    const windowMs = limits.windowSeconds * 1000;
    if (req.user && limits.perAccount !== null) {
      await this.hit(res, bucket, 'account', req.user.id, limits.perAccount, windowMs);
    }
    await this.hit(res, bucket, 'address', clientAddressOf(req), limits.perAddress, windowMs);
    return true;
  }

  private async hit(res: Response, bucket: RateLimitBucket, scope: RateLimitScope, caller: string, limit: number, windowMs: number): Promise<void> {
    const record = await this.storage.increment(rateLimitKey(bucket, scope, caller), windowMs, limit);
    if (!record.isBlocked) return;
    const retryAfterSeconds = Math.max(1, record.timeToBlockExpire);
    res.setHeader('Retry-After', String(retryAfterSeconds));
    throw new RateLimitError(bucket, scope, retryAfterSeconds);
  }
}
