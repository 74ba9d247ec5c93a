import { createHash } from 'node:crypto';
import { SetMetadata, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, of, tap, type Observable } from 'rxjs';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import { Clock } from '../time/clock.js';

export type { CacheScope } from '../persistence/cache-versions.js';

const PUBLIC_CACHE_KEY = 'http:publicCache';
const CACHE_SCOPES_KEY = 'http:cacheScopes';

/** How long a shared cache (nginx, a CDN) or a signed-out browser may keep a public read, then serve it stale while revalidating. */
export const PUBLIC_MAX_AGE_S = 10;
export const STALE_WHILE_REVALIDATE_S = 60;
/** Bumped when the JSON of a cached answer changes shape, so that old ETags stop matching. */
const FORMAT_VERSION = '1';

interface PublicCacheOptions {
  /** The tables the answer is read from; [] for an answer that depends on its URL alone (the artwork). */
  readonly scopes: readonly CacheScope[];
  /** A fixed Cache-Control for an answer that is the same for everyone and changes only with its URL (the artwork). */
  readonly cacheControl?: string;
  /**
   * For an answer that also changes with the time alone, without a write (a coupon expiring turns a place's
   * 'Coupon Available' off): the ETag changes every this many seconds, so nothing is served older than that.
   */
  readonly timeBucketS?: number;
}

/**
 * A public read that answers the same to everyone (issue 13.4): the answer gets a strong ETag made of the versions
 * of its scopes and its URL, and Cache-Control; a request whose If-None-Match has that ETag is answered 304 without
 * running the handler. Signed-out callers: `public, max-age=10, stale-while-revalidate=60` (nginx or a CDN may
 * keep it); signed-in callers (a session cookie or a bearer token): `private, no-cache` (they revalidate every
 * time, so an editor sees their write at once, and no shared cache stores an answer sent with their cookie).
 * Never on answers that differ per user (e.g. posts with likedByMe): those have no ETag at all.
 */
export const PublicCache = (options: PublicCacheOptions): MethodDecorator => SetMetadata(PUBLIC_CACHE_KEY, options);

/**
 * On a controller: its writes (POST, PATCH, PUT, DELETE) change these scopes; after one succeeds, this process
 * reads the versions again before answering, so the writer's next read is fresh even before the notification.
 */
export const CacheScopes = (...scopes: CacheScope[]): ClassDecorator => SetMetadata(CACHE_SCOPES_KEY, scopes);

const SAFE = new Set(['GET', 'HEAD']);

/** The one mechanism behind @PublicCache() and @CacheScopes() (a global interceptor, KernelModule). */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  private readonly declarations = new WeakMap<object, { cache?: PublicCacheOptions; scopes?: readonly CacheScope[] }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: CacheVersions,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { cache, scopes } = this.declarationOf(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (!SAFE.has(req.method)) {
      return scopes ? next.handle().pipe(mergeMap((body) => from(this.versions.reload().then(() => body)))) : next.handle();
    }
    if (!cache) return next.handle();
    const versions = this.versions.current(cache.scopes);
    if (versions === undefined) return next.handle();
    const version = cache.timeBucketS ? `${versions}-t${Math.floor(this.clock.now().getTime() / (cache.timeBucketS * 1000))}` : versions;
    const res = context.switchToHttp().getResponse<Response>();
    const etag = `"${createHash('sha1').update(`${FORMAT_VERSION}|${version}|${req.originalUrl}`).digest('base64url')}"`;
    const headers = () => {
      res.setHeader('ETag', etag);
      res.vary('Accept-Encoding'); // gzip, br or identity: one ETag, but caches keep each encoding apart
      res.setHeader('Cache-Control', cache.cacheControl ?? cacheControl(req));
    };
    if (matches(req.headers['if-none-match'], etag)) {
      headers();
      // No body: Express sees the request is fresh (If-None-Match = ETag) and answers 304.
      return of(undefined);
    }
    return next.handle().pipe(tap(headers));
  }

  private declarationOf(context: ExecutionContext): { cache?: PublicCacheOptions; scopes?: readonly CacheScope[] } {
    const handler = context.getHandler();
    let declaration = this.declarations.get(handler);
    if (!declaration) {
      declaration = {
        cache: this.reflector.get<PublicCacheOptions | undefined>(PUBLIC_CACHE_KEY, handler),
        scopes: this.reflector.get<CacheScope[] | undefined>(CACHE_SCOPES_KEY, context.getClass()),
      };
      this.declarations.set(handler, declaration);
    }
    return declaration;
  }
}

/** The session cookie's name (modules/auth/http/session.ts SESSION_COOKIE_NAME; the kernel cannot import a module). */
const SESSION_COOKIE = 'tara.sid=';

function cacheControl(req: Request): string {
  const signedIn = req.headers.authorization !== undefined || req.headers.cookie?.includes(SESSION_COOKIE) === true;
  return signedIn
    ? 'private, no-cache'
    : `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
}

/** If-None-Match lists this ETag (or is '*'); weak comparison, as RFC 9110 asks for If-None-Match. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
