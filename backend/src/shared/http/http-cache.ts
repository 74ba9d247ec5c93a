import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SetMetadata, Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, mergeMap, of, tap, type Observable } from 'rxjs';
import vary from 'vary';
import { AppConfig } from '../../config/app-config.js';
import { routeOf } from '../../observability/request-log.js';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import { Clock } from '../time/clock.js';
import { encodeBody, keptEncodingFor, type KeptEncoding } from './content-encoding.js';

export type { CacheScope } from '../persistence/cache-versions.js';

const PUBLIC_CACHE_KEY = 'http:publicCache';
const CACHE_SCOPES_KEY = 'http:cacheScopes';

/** How long a shared cache (nginx, a CDN) or a signed-out browser may keep a public read, then serve it stale while revalidating. */
export const PUBLIC_MAX_AGE_S = 10;
export const STALE_WHILE_REVALIDATE_S = 60;
/** Bumped when the JSON of a cached answer changes shape, so that old ETags stop matching. */
const FORMAT_VERSION = '1';
/** The answers kept in memory for signed-out callers: how many at most, and the largest one kept (the bytes in all: AppConfig). */
export const ANSWER_CACHE_LIMITS = { entries: 2_000, answerBytes: 512 * 1024 } as const;
/** Says whether a signed-out answer came from the in-memory cache (`hit`) or was built and kept (`miss`). */
export const ANSWER_CACHE_HEADER = 'X-Cache';

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
  /**
   * For an answer that is the same for every signed-out caller but carries something of the member's when signed in
   * (a coupon's claimedByMe): only signed-out callers get the ETag and the kept answer; a signed-in caller's answer
   * is built for them, with neither (nor is it kept for anyone).
   */
  readonly signedOutOnly?: boolean;
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

const SAFE = new Set(['GET', 'HEAD']);

/** An answer kept for signed-out callers: its body as sent and the headers its handler set (X-Total-Count, Content-Type). */
interface KeptAnswer {
  readonly body: string;
  readonly headers: readonly (readonly [string, number | string | string[]])[];
}

/** Headers the interceptor sets itself on every answer, or that must never be replayed to another caller. */
const NOT_KEPT = new Set(['etag', 'cache-control', 'vary', 'set-cookie', 'content-length', ANSWER_CACHE_HEADER.toLowerCase()]);

/**
 * The answers of public reads for signed-out callers, by ETag (issue 13.3): the ETag already names everything the
 * answer depends on (its URL, the versions of the tables it reads, its time bucket), so a kept answer can never be
 * stale: a write anywhere gives the next request a new ETag, and the old entry is simply never asked for again and
 * ages out. Least recently used first out, bounded in entries and bytes.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { readonly answer: KeptAnswer; bytes: number; readonly encoded: Map<KeptEncoding, Buffer> }>();
  private bytes = 0;

  constructor(private readonly limits: { entries: number; bytes: number; answerBytes: number }) {}

  /** Whether it keeps anything at all (ANSWER_CACHE_MB=0: no). */
  get enabled(): boolean {
    return this.limits.entries > 0 && this.limits.bytes > 0;
  }

  get(etag: string): KeptAnswer | undefined {
    const entry = this.answers.get(etag);
    if (!entry) return undefined;
    this.answers.delete(etag); // most recently used last
    this.answers.set(etag, entry);
    return entry.answer;
  }

  set(etag: string, answer: KeptAnswer): void {
    const bytes = Buffer.byteLength(answer.body);
    if (bytes > this.limits.answerBytes) return;
    this.delete(etag);
    this.answers.set(etag, { answer, bytes, encoded: new Map() });
    this.bytes += bytes;
    this.evict();
  }

  /**
   * The kept answer of `etag` compressed in `encoding`: compressed on its first request in that encoding, then kept
   * with it (its bytes count towards the limits), so that a browser's request (Accept-Encoding: gzip, deflate, br)
   * costs what an uncompressed one does instead of a compression each time.
   */
  encoded(etag: string, answer: KeptAnswer, encoding: KeptEncoding): Buffer {
    const entry = this.answers.get(etag);
    const known = entry?.answer === answer ? entry.encoded.get(encoding) : undefined;
    if (known) return known;
    const encoded = encodeBody(answer.body, encoding);
    if (entry?.answer === answer) {
      entry.encoded.set(encoding, encoded);
      entry.bytes += encoded.length;
      this.bytes += encoded.length;
      this.evict();
    }
    return encoded;
  }

  private evict(): void {
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.delete(oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.bytes };
  }

  private delete(etag: string): void {
    const entry = this.answers.get(etag);
    if (!entry) return;
    this.answers.delete(etag);
    this.bytes -= entry.bytes;
  }
}

/** How many URLs' declarations are remembered for answering before routing (then forgotten all at once, relearned). */
const MAX_LEARNED_URLS = 10_000;

/**
 * The ETags and kept answers of public reads, for the interceptor (which builds and keeps them) and for the middleware
 * that answers a signed-out repeat before routing (issue 13.3: a kept answer then costs no router, guard, pipe or
 * interceptor). The middleware knows a URL's declaration (its scopes, time bucket and Cache-Control) from the first
 * signed-out answer built for it: a URL is only ever learned after its handler answered an anonymous caller with 200
 * (so after the guard let one in: a public route) and its validation passed.
 */
@Injectable()
export class PublicAnswers {
  readonly answers: AnswerCache;
  /** Each learned URL's declaration, and the route that answered it (for request logs and metrics). */
  private readonly learned = new Map<string, { readonly cache: PublicCacheOptions; readonly route: string }>();
  /** ETags by version and URL (etagOf). */
  private readonly etags = new Map<string, string>();

  constructor(
    private readonly versions: CacheVersions,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.answers = new AnswerCache({ ...ANSWER_CACHE_LIMITS, bytes: config.answerCacheMb * 1024 * 1024 });
  }

  /** The strong ETag of `url` answered by a handler so declared; undefined while the versions are unknown (no caching). */
  etagOf(cache: PublicCacheOptions, url: string): string | undefined {
    const versions = this.versions.current(cache.scopes);
    if (versions === undefined) return undefined;
    const version = cache.timeBucketS ? `${versions}-t${Math.floor(this.clock.now().getTime() / (cache.timeBucketS * 1000))}` : versions;
    const key = `${version}|${url}`;
    let etag = this.etags.get(key);
    if (etag === undefined) {
      // A hash per distinct URL and version, not per request (a kept answer's request was mostly this hash).
      etag = `"${createHash('sha1').update(`${FORMAT_VERSION}|${key}`).digest('base64url')}"`;
      if (this.etags.size >= MAX_LEARNED_URLS) this.etags.clear();
      this.etags.set(key, etag);
    }
    return etag;
  }

  /** Keeps a signed-out answer of `url` (answered by `route`, e.g. '/api/categories') and remembers its declaration. */
  keep(url: string, cache: PublicCacheOptions, etag: string, answer: KeptAnswer, route: string): void {
    this.answers.set(etag, answer);
    if (this.learned.size >= MAX_LEARNED_URLS) this.learned.clear();
    this.learned.set(url, { cache, route });
  }

  /** Sets ETag, Vary and Cache-Control (every public read's answer, 200 or 304). */
  static setHeaders(res: ServerResponse, etag: string, cache: PublicCacheOptions, signedIn: boolean): void {
    res.setHeader('ETag', etag);
    vary(res, 'Accept-Encoding'); // gzip, br or identity: one ETag, but caches keep each encoding apart
    // A member's answer differs: a shared cache (or the browser, once signed in) must not give them a visitor's.
    if (cache.signedOutOnly) vary(res, 'Cookie, Authorization');
    res.setHeader('Cache-Control', cache.cacheControl ?? cacheControl(signedIn));
  }

  /** Answers a kept answer: its handler's headers, then ours, then the body as sent the first time. */
  static replay(res: ServerResponse, etag: string, cache: PublicCacheOptions, kept: KeptAnswer, signedIn = false): void {
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    PublicAnswers.setHeaders(res, etag, cache, signedIn);
    res.setHeader(ANSWER_CACHE_HEADER, 'hit');
  }

  /**
   * Answers a signed-out repeat of a public read on its own, before Express (the node:http request listener,
   * installed by answerKeptFirst): a GET or HEAD of a learned URL gets 304 when its If-None-Match has the ETag, or the
   * kept answer (compressed as kept when asked for); true when it answered. Nothing is written unless it answers, and
   * then `prelude` runs first: the app's own first middlewares (security headers, request id, request log and
   * metrics), so the answer carries what every answer carries. Anything else (false) goes on to Express and Nest.
   */
  answerFirst(req: IncomingMessage, res: ServerResponse, prelude: (req: IncomingMessage, res: ServerResponse) => void): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isSignedIn(req) || req.url === undefined) return false;
    const learned = this.learned.get(req.url);
    const etag = learned && this.etagOf(learned.cache, req.url);
    if (!learned || !etag) return false;
    const notModified = matches(req.headers['if-none-match'], etag);
    const kept = notModified ? undefined : this.answers.get(etag);
    if (!notModified && !kept) return false;
    // What Express would have given the request, for the prelude's log line and metrics (routeOf, as when it was kept).
    Object.assign(req, { originalUrl: req.url, baseUrl: '', route: { path: learned.route } });
    prelude(req, res);
    if (!kept) {
      PublicAnswers.setHeaders(res, etag, learned.cache, false);
      res.statusCode = 304;
      res.end();
      return true;
    }
    PublicAnswers.replay(res, etag, learned.cache, kept);
    const encoding = keptEncodingFor(req.headers['accept-encoding'], kept.body);
    const body = encoding ? this.answers.encoded(etag, kept, encoding) : kept.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/** The one mechanism behind @PublicCache() and @CacheScopes() (a global interceptor, KernelModule). */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  private readonly declarations = new WeakMap<object, { cache?: PublicCacheOptions; scopes?: readonly CacheScope[] }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: CacheVersions,
    private readonly publicAnswers: PublicAnswers,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { cache, scopes } = this.declarationOf(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (!SAFE.has(req.method)) {
      return scopes ? next.handle().pipe(mergeMap((body) => from(this.versions.reload().then(() => body)))) : next.handle();
    }
    if (!cache) return next.handle();
    const signedIn = isSignedIn(req);
    if (cache.signedOutOnly && signedIn) {
      // Theirs alone: no shared cache keeps it, and their browser asks again each time.
      context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-cache');
      return next.handle();
    }
    const etag = this.publicAnswers.etagOf(cache, req.originalUrl);
    if (etag === undefined) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    const headers = () => PublicAnswers.setHeaders(res, etag, cache, signedIn);
    if (matches(req.headers['if-none-match'], etag)) {
      headers();
      // No body: Express sees the request is fresh (If-None-Match = ETag) and answers 304.
      return of(undefined);
    }
    const answers = this.publicAnswers.answers;
    if (!answers.enabled) return next.handle().pipe(tap(headers));
    // A public read answers the same to everyone (what @PublicCache declares, and what its shared ETag already relies on:
    // a signed-in caller's 304 is the signed-out answer's), so signed-in callers, past the session and the guard (both
    // ran for them), get kept answers and keep theirs, with their own Cache-Control: members browsing refill the cache
    // after a write or a new time bucket as visitors do.
    const kept = answers.get(etag);
    if (kept) {
      PublicAnswers.replay(res, etag, cache, kept, signedIn);
      return of(kept.body);
    }
    const before = new Set(res.getHeaderNames());
    return next.handle().pipe(
      map((body: unknown) => {
        headers();
        if (res.statusCode !== 200 || res.hasHeader('Set-Cookie') || !serializable(body)) return body;
        // The body is serialized here, once, as Express's res.json would (no replacer, no spaces), and sent as is.
        if (typeof body !== 'string') res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        const set = res.getHeaderNames().filter((name) => !NOT_KEPT.has(name) && !before.has(name));
        const answer = { body: text, headers: set.map((name) => [name, res.getHeader(name)!] as const) };
        this.publicAnswers.keep(req.originalUrl, cache, etag, answer, routeOf(req));
        res.setHeader(ANSWER_CACHE_HEADER, 'miss');
        return text;
      }),
    );
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

function isSignedIn(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || req.headers.cookie?.includes(SESSION_COOKIE) === true;
}

/**
 * Installs PublicAnswers.answerFirst on an HTTP server ahead of its request listener (the Express app): a signed-out
 * repeat of a public read is answered without Express's request and response set-up, router or middleware chain
 * (about 26 µs of work instead of about 100 here: 39,056 against 9,558 req/s for the categories list; a kept answer
 * costs about what nginx's cache would, one layer in), and
 * anything else reaches Express as before. `answering()` false (draining after SIGTERM) sends everything to Express.
 */
export function answerKeptFirst(
  server: Server,
  answers: PublicAnswers,
  options: { prelude: Array<(req: Request, res: Response, next: () => void) => void>; answering: () => boolean },
): void {
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  const next = () => undefined;
  const prelude = (req: IncomingMessage, res: ServerResponse) => {
    for (const middleware of options.prelude) middleware(req as Request, res as Response, next);
  };
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (options.answering() && answers.answerFirst(req, res, prelude)) return;
    for (const listener of listeners) listener(req, res);
  });
}

function cacheControl(signedIn: boolean): string {
  return signedIn
    ? 'private, no-cache'
    : `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
}

/** A body Nest would send as JSON or text: not nothing, not bytes or a stream (those are never kept). */
function serializable(body: unknown): body is object | string {
  if (typeof body === 'string') return true;
  if (typeof body !== 'object' || body === null) return false;
  return !(body instanceof StreamableFile) && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** If-None-Match lists this ETag (or is '*'); weak comparison, as RFC 9110 asks for If-None-Match. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
