import { ConfigError } from './config-error.js';
import { nonEmpty, envInteger, type Env } from './env-values.js';

/**
 * The write rate limits (issue 28.2; docs/rate-limits.md is this table for operators). Each bucket names a kind of
 * write; a handler joins it with @RateLimit('<bucket>') (shared/http/rate-limit). A request over either limit of its
 * bucket is refused with 429 RATE_LIMITED and Retry-After, before anything is read or written:
 * - perAccount: hits of the signed-in caller (session or API token) per window; null where there is no account yet
 *   (sign-up);
 * - perAddress: hits of one client address (req.ip, as TRUST_PROXY resolves it; IPv6 by /64) per window, whoever
 *   calls. Members behind one carrier-grade NAT (a festival's mobile network) share an address, so each per-address
 *   limit is well above the per-account one (checked by loadRateLimits).
 * Windows are fixed: they start at a key's first hit and last windowSeconds.
 */
export const RATE_LIMIT_BUCKETS = [
  'signup',
  'posts',
  'comments',
  'likes',
  'reports',
  'uploads',
  'tokens',
  'claims',
  'reviews',
  'writes',
] as const;

export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface RateLimit {
  readonly perAccount: number | null;
  readonly perAddress: number;
  readonly windowSeconds: number;
}

export type RateLimits = Readonly<Record<RateLimitBucket, RateLimit>>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The defaults: what a member of a community site never reaches by hand, what a script reaches in seconds. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // No account yet: one address only. A festival's shared address still signs up 20 an hour.
  signup: { perAccount: null, perAddress: 20, windowSeconds: HOUR },
  posts: { perAccount: 10, perAddress: 60, windowSeconds: HOUR },
  comments: { perAccount: 30, perAddress: 300, windowSeconds: 10 * MINUTE },
  // Likes (a toggle), shares and a review's helpful vote.
  likes: { perAccount: 120, perAddress: 1_200, windowSeconds: 10 * MINUTE },
  reports: { perAccount: 20, perAddress: 200, windowSeconds: DAY },
  uploads: { perAccount: 20, perAddress: 200, windowSeconds: HOUR },
  tokens: { perAccount: 10, perAddress: 50, windowSeconds: DAY },
  // A festival's coupon: many members behind one address claim within the hour.
  claims: { perAccount: 30, perAddress: 600, windowSeconds: HOUR },
  // Writing and editing reviews: a member reviews a few places after a trip, not dozens an hour.
  reviews: { perAccount: 10, perAddress: 100, windowSeconds: HOUR },
  // Every other write a member can make: deleting their post, comment or token, setting a password by link, marking
  // a notice seen, a partner's staff marking a code used or replying to a review of their business.
  writes: { perAccount: 120, perAddress: 1_200, windowSeconds: 10 * MINUTE },
};

const MAX_COUNT = 1_000_000_000;
const MAX_WINDOW_SECONDS = 7 * DAY;
const MAX_FACTOR = 1_000_000;

/** The environment variable of one value: RATE_LIMIT_POSTS_PER_ACCOUNT, RATE_LIMIT_POSTS_PER_ADDRESS, RATE_LIMIT_POSTS_WINDOW_SECONDS. */
export function rateLimitVariable(
  bucket: RateLimitBucket,
  value: 'PER_ACCOUNT' | 'PER_ADDRESS' | 'WINDOW_SECONDS',
): string {
  return `RATE_LIMIT_${bucket.toUpperCase()}_${value}`;
}

/**
 * Reads the limits: for each bucket RATE_LIMIT_<BUCKET>_PER_ACCOUNT, _PER_ADDRESS and _WINDOW_SECONDS (defaults in
 * DEFAULT_RATE_LIMITS), then RATE_LIMIT_FACTOR [1] multiplies every count (load tests, the test suites and big events
 * raise them all at once). A per-address limit below its per-account one is refused: it would block a whole NAT
 * before any member's own limit.
 */
export function loadRateLimits(env: Env): RateLimits {
  const factor = envInteger(env, 'RATE_LIMIT_FACTOR', 1, { min: 1, max: MAX_FACTOR });
  const limits = {} as Record<RateLimitBucket, RateLimit>;
  for (const bucket of RATE_LIMIT_BUCKETS) {
    const defaults = DEFAULT_RATE_LIMITS[bucket];
    const count = (value: 'PER_ACCOUNT' | 'PER_ADDRESS', fallback: number) =>
      envInteger(env, rateLimitVariable(bucket, value), fallback, { min: 1, max: MAX_COUNT }) * factor;
    let perAccount: number | null = null;
    if (defaults.perAccount !== null) perAccount = count('PER_ACCOUNT', defaults.perAccount);
    else if (nonEmpty(env[rateLimitVariable(bucket, 'PER_ACCOUNT')]) !== undefined) {
      throw new ConfigError(
        `${rateLimitVariable(bucket, 'PER_ACCOUNT')} has no meaning: ${bucket} is limited per address only`,
      );
    }
    const perAddress = count('PER_ADDRESS', defaults.perAddress);
    if (perAccount !== null && perAddress < perAccount) {
      throw new ConfigError(
        `${rateLimitVariable(bucket, 'PER_ADDRESS')} (${perAddress / factor}) must not be below ${rateLimitVariable(bucket, 'PER_ACCOUNT')} ` +
          `(${perAccount / factor}): many members share one address`,
      );
    }
    const windowSeconds = envInteger(env, rateLimitVariable(bucket, 'WINDOW_SECONDS'), defaults.windowSeconds, {
      min: 1,
      max: MAX_WINDOW_SECONDS,
    });
    limits[bucket] = { perAccount, perAddress, windowSeconds };
  }
  return limits;
}
