import { SetMetadata, type Type } from '@nestjs/common';
import { IS_PUBLIC_KEY } from '../auth/auth.decorators.js';
import type { CacheScope } from '../persistence/cache-versions.js';

export type { CacheScope } from '../persistence/cache-versions.js';

/**
 * How a route declares what of its answers is kept (@PublicCache on a read, @CacheScopes on a controller that writes).
 * The mechanism behind them: http-cache.interceptor.ts (answers built by Nest), public-answers.ts (kept answers and
 * their headers), answer-cache.ts (the kept answers' store) and answer-kept-first.ts (repeats answered before Express).
 */
export const PUBLIC_CACHE_KEY = 'http:publicCache';
export const CACHE_SCOPES_KEY = 'http:cacheScopes';

/** How long a shared cache (nginx, a CDN) or a signed-out browser may keep a public read, then serve it stale while revalidating. */
export const PUBLIC_MAX_AGE_S = 10;
export const STALE_WHILE_REVALIDATE_S = 60;
/** The answers kept in memory for signed-out callers: how many at most, and the largest one kept (the bytes in all: AppConfig). */
export const ANSWER_CACHE_LIMITS = { entries: 2_000, answerBytes: 512 * 1024 } as const;
/** Says whether a signed-out answer came from the in-memory cache (`hit`) or was built and kept (`miss`). */
export const ANSWER_CACHE_HEADER = 'X-Cache';

export interface PublicCacheOptions {
  /** The tables the answer is read from; [] for an answer that depends on its URL alone (the artwork). */
  readonly scopes: readonly CacheScope[];
  /** A fixed Cache-Control for an answer that is the same for everyone and changes only with its URL (the artwork). */
  readonly cacheControl?: string;
  /**
   * For an answer that also changes with the time alone, without a write (a coupon expiring turns a place's
   * 'Coupon Available' off): the ETag changes every this many seconds, so nothing is served older than that.
   */
  readonly timeBucketS?: number;
  /**
   * For an answer that is the same for every signed-out caller but carries something of the member's when signed in
   * (a coupon's claimedByMe): only signed-out callers get the ETag and the kept answer; a signed-in caller's answer
   * is built for them, with neither (nor is it kept for anyone).
   */
  readonly signedOutOnly?: boolean;
  /**
   * Query keys whose values have no useful bound (a `near` point: every visitor's own): an answer asked with one of
   * them gets Cache-Control but is never kept nor learned (no ETag), so they cannot flood the kept answers.
   */
  readonly notKeptWith?: readonly string[];
}

/**
 * A public read that answers the same to everyone (issue 13.4): the answer gets a strong ETag made of the versions
 * of its scopes and its URL, and Cache-Control; a request whose If-None-Match has that ETag is answered 304 without
 * running the handler. Signed-out callers: `public, max-age=10, stale-while-revalidate=60` (nginx or a CDN may
 * keep it); signed-in callers (a session cookie or a bearer token): `private, no-cache` (they revalidate every
 * time, so an editor sees their write at once, and no shared cache stores an answer sent with their cookie).
 * Never on answers that differ per user (e.g. posts with likedByMe): those have no ETag at all; an answer that
 * differs per member only (coupons with claimedByMe) is cached for signed-out callers alone (`signedOutOnly`).
 */
export const PublicCache = (options: PublicCacheOptions): MethodDecorator => SetMetadata(PUBLIC_CACHE_KEY, options);

/**
 * On a controller: its writes (POST, PATCH, PUT, DELETE) change these scopes; after one succeeds, this process
 * reads the versions again before answering, so the writer's next read is fresh even before the notification.
 */
export const CacheScopes = (...scopes: CacheScope[]): ClassDecorator => SetMetadata(CACHE_SCOPES_KEY, scopes);

/**
 * The routes of `controllers` ('Controller.method') declared @PublicCache but not @Public (on the method or its
 * class): none may be, since a kept answer is answered before the guard.
 */
export function publicCacheRoutesNotPublic(controllers: readonly Type[]): string[] {
  const wrong: string[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler: unknown =
        name === 'constructor' ? undefined : Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (typeof handler !== 'function' || Reflect.getMetadata(PUBLIC_CACHE_KEY, handler) === undefined) continue;
      const onMethod: unknown = Reflect.getMetadata(IS_PUBLIC_KEY, handler);
      const onClass: unknown = Reflect.getMetadata(IS_PUBLIC_KEY, controller);
      if ((onMethod ?? onClass) !== true) wrong.push(`${controller.name}.${name}`);
    }
  }
  return wrong;
}

/** The Cache-Control of a public read's answer (unless it declares its own). */
export function cacheControl(signedIn: boolean): string {
  return signedIn
    ? 'private, no-cache'
    : `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
}
