import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { RateLimitBucket, RateLimits } from '../../../config/rate-limits.js';
import type { AuthenticatedUser } from '../../auth/authenticated-user.js';
import { clientAddressOf } from './client-address.js';
import { rateLimitBucketOf } from './rate-limit.decorator.js';
import { RateLimitError } from './rate-limit.errors.js';

export type RateLimitScope = 'account' | 'address';

type RequestWithCaller = Request & { user?: AuthenticatedUser };

/** The named throttler of one bucket and scope: `<bucket>:<scope>` (e.g. posts:account, signup:address). */
export function rateLimitThrottlerName(bucket: RateLimitBucket, scope: RateLimitScope): string {
  return `${bucket}:${scope}`;
}

/** A counter's key: `<bucket>:<scope>:<caller>` (e.g. posts:account:<user id>, signup:address:203.0.113.7). */
export function rateLimitKey(bucket: RateLimitBucket, scope: RateLimitScope, caller: string): string {
  return `${rateLimitThrottlerName(bucket, scope)}:${caller}`;
}

/**
 * The bucket table (AppConfig.rateLimits) as @nestjs/throttler's named throttlers, two per bucket: `<bucket>:account`
 * (tracked by the signed-in caller's id; none where the bucket has no per-account limit) and `<bucket>:address`
 * (tracked by RateLimitGuard.getTracker: the client address). ttl and blockDuration are the bucket's window in ms.
 */
export function rateLimitThrottlers(limits: RateLimits): ThrottlerOptions[] {
  const throttlers: ThrottlerOptions[] = [];
  for (const [bucket, { perAccount, perAddress, windowSeconds }] of Object.entries(limits) as Array<
    [RateLimitBucket, RateLimits[RateLimitBucket]]
  >) {
    const ttl = windowSeconds * 1000;
    if (perAccount !== null) {
      throttlers.push({
        name: rateLimitThrottlerName(bucket, 'account'),
        limit: perAccount,
        ttl,
        blockDuration: ttl,
        getTracker: (req) => (req as RequestWithCaller).user!.id,
      });
    }
    throttlers.push({ name: rateLimitThrottlerName(bucket, 'address'), limit: perAddress, ttl, blockDuration: ttl });
  }
  return throttlers;
}

/** What a handler counts against: its bucket's throttlers, in the order they are counted. */
interface HandlerLimits {
  readonly bucket: RateLimitBucket;
  readonly account: ThrottlerOptions | undefined;
  readonly address: ThrottlerOptions;
}

/**
 * The write rate limits: @nestjs/throttler's ThrottlerGuard over PgThrottlerStorage (the counters in PostgreSQL, so
 * that every replica shares them), with the named throttlers of rateLimitThrottlers (RateLimitModule). APP_GUARD;
 * RateLimitModule is imported after AuthModule, so this guard runs after the auth guard and knows the caller.
 * A handler with @RateLimit(bucket) counts one hit per request through ThrottlerGuard.handleRequest:
 * - per account: `<bucket>:account`, when there is a signed-in caller (session or API token) and the bucket has that limit;
 * - per address: `<bucket>:address`, tracked by req.ip (the client as TRUST_PROXY resolves it; an IPv6 address by its /64).
 * The account is counted first: a member over their own limit is refused without using up their address's share.
 * Over either: 429 RATE_LIMITED with Retry-After (throwThrottlingException), before the handler runs (nothing is
 * written). A handler without a bucket is not limited and costs no query.
 *
 * canActivate is ours: ThrottlerGuard's reads six metadata keys per named throttler on every request and counts every
 * named throttler (here 17, for 9 buckets); this one reads a handler's bucket once, keeps that bucket's throttlers, and
 * counts only those: one upsert per scope. The rest (tracking, keys, counting, refusing) is ThrottlerGuard's.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly limitsByHandler = new WeakMap<object, HandlerLimits | null>();
  private throttlersByName = new Map<string, ThrottlerOptions>();

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.throttlersByName = new Map(this.throttlers.map((throttler) => [throttler.name!, throttler]));
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const limits = this.limitsOf(context.getHandler());
    if (limits === null) return true;
    const req = context.switchToHttp().getRequest<RequestWithCaller>();
    if (req.user && limits.account) await this.count(context, limits.account);
    await this.count(context, limits.address);
    return true;
  }

  /** The client address (clientAddressOf): the tracker of every `<bucket>:address` throttler. */
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return clientAddressOf(req as unknown as Request);
  }

  /** The counter's key, readable in rate_limit_hits: `<throttler name>:<tracker>`, i.e. rateLimitKey(bucket, scope, caller). */
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }

  /** Over a limit: Retry-After and RateLimitError (429 RATE_LIMITED, details { bucket, scope, retryAfterSeconds }). */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const { bucket } = this.limitsOf(context.getHandler())!;
    const scope: RateLimitScope = detail.key.startsWith(`${rateLimitThrottlerName(bucket, 'account')}:`)
      ? 'account'
      : 'address';
    const retryAfterSeconds = Math.max(1, detail.timeToBlockExpire);
    this.setResponseHeader(this.getRequestResponse(context).res, 'Retry-After', String(retryAfterSeconds));
    throw new RateLimitError(bucket, scope, retryAfterSeconds);
  }

  private count(context: ExecutionContext, throttler: ThrottlerOptions): Promise<boolean> {
    const ttl = throttler.ttl as number;
    return this.handleRequest({
      context,
      limit: throttler.limit as number,
      ttl,
      blockDuration: (throttler.blockDuration as number | undefined) ?? ttl,
      throttler,
      getTracker: throttler.getTracker ?? this.commonOptions.getTracker!,
      generateKey: this.commonOptions.generateKey!,
    });
  }

  /** The handler's bucket and throttlers, read once per handler (null: not limited). */
  private limitsOf(handler: object): HandlerLimits | null {
    let limits = this.limitsByHandler.get(handler);
    if (limits === undefined) {
      const bucket = rateLimitBucketOf(handler);
      limits = null;
      if (bucket !== undefined) {
        const address = this.throttlersByName.get(rateLimitThrottlerName(bucket, 'address'));
        if (address === undefined)
          throw new Error(`Rate limit bucket '${bucket}' has no throttler: is it in AppConfig.rateLimits?`);
        limits = { bucket, account: this.throttlersByName.get(rateLimitThrottlerName(bucket, 'account')), address };
      }
      this.limitsByHandler.set(handler, limits);
    }
    return limits;
  }
}
