import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  SetMetadata,
  Injectable,
  Optional,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, mergeMap, of, type Observable } from 'rxjs';
import vary from 'vary';
import { AppConfig } from '../../config/app-config.js';
import { routeOf } from '../../observability/request-log.js';
import { IS_PUBLIC_KEY } from '../auth/auth.decorators.js';
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

/** A kept answer with its ETag (made of its URL, headers and body: etagOf). */
export interface Kept {
  readonly etag: string;
  readonly answer: KeptAnswer;
}

/** Headers the interceptor sets itself on every answer, or that must never be replayed to another caller. */
const NOT_KEPT = new Set([
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'content-length',
  ANSWER_CACHE_HEADER.toLowerCase(),
]);

/**
 * The answers of public reads, by key: the versions of the tables they read (CacheVersions.versionsOf), their time
 * bucket and their URL (PublicAnswers.keyOf). A write anywhere or a new time bucket gives the next request a new key
 * (the old entry is simply never asked for again and ages out), and an answer built KEPT_ANSWER_MAX_AGE_MS ago is
 * never answered again, whatever the versions say (each from when it was built: they do not all expire together). Everything is dropped when the
 * versions are loaded anew (a reconnection of the listener). Least recently used first out, bounded in entries and bytes.
 */
export class AnswerCache {
  private readonly answers = new Map<
    string,
    Kept & { bytes: number; readonly keptAt: number; readonly encoded: Map<KeptEncoding, Buffer> }
  >();
  private bytes = 0;

  /**
   * @param limits how many answers, how many bytes in all, and the largest answer kept
   * @param age how long an answer may be answered after it was built (KEPT_ANSWER_MAX_AGE_MS), and the time now (ms)
   */
  constructor(
    private readonly limits: { entries: number; bytes: number; answerBytes: number },
    private readonly age: { readonly maxAgeMs: number; readonly now: () => number } = {
      maxAgeMs: Infinity,
      now: Date.now,
    },
  ) {}

  /** Whether it keeps anything at all (ANSWER_CACHE_MB=0: no). */
  get enabled(): boolean {
    return this.limits.entries > 0 && this.limits.bytes > 0;
  }

  /** The answer kept under `key`, unless it was built KEPT_ANSWER_MAX_AGE_MS ago or more (then it is dropped). */
  get(key: string): Kept | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    if (this.age.now() - entry.keptAt >= this.age.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    this.answers.delete(key); // most recently used last
    this.answers.set(key, entry);
    return entry;
  }

  /** Keeps `answer` under `key`; `builtAt`: when its handler started (its age counts from then). */
  set(key: string, etag: string, answer: KeptAnswer, builtAt = this.age.now()): void {
    const bytes = Buffer.byteLength(answer.body);
    if (bytes > this.limits.answerBytes) return;
    this.delete(key);
    this.answers.set(key, { etag, answer, bytes, keptAt: builtAt, encoded: new Map() });
    this.bytes += bytes;
    this.evict();
  }

  /** Drops everything (the versions were loaded anew: nothing kept before may be answered again). */
  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  /**
   * The kept answer of `key` compressed in `encoding`: compressed on its first request in that encoding, then kept
   * with it (its bytes count towards the limits), so that a browser's request (Accept-Encoding: gzip, deflate, br)
   * costs what an uncompressed one does instead of a compression each time.
   */
  encoded(key: string, kept: Kept, encoding: KeptEncoding): Buffer {
    const entry = this.answers.get(key);
    const same = entry !== undefined && entry.answer === kept.answer;
    const known = same ? entry.encoded.get(encoding) : undefined;
    if (known) return known;
    const encoded = encodeBody(kept.answer.body, encoding);
    if (same) {
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

  private delete(key: string): void {
    const entry = this.answers.get(key);
    if (!entry) return;
    this.answers.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** How many URLs' declarations are remembered for answering before routing (then forgotten all at once, relearned). */
const MAX_LEARNED_URLS = 10_000;

/**
 * The kept answers of public reads, for the interceptor (which builds and keeps them) and for the middleware that
 * answers a signed-out repeat before routing (issue 13.3: a kept answer then costs no router, guard, pipe or
 * interceptor). The middleware knows a URL's declaration (its scopes, time bucket and Cache-Control) from a signed-out
 * request that Nest answered: a URL is only ever learned after the guard let an anonymous caller in (a public route;
 * every @PublicCache route is @Public: checked at start, publicCacheRoutesNotPublic) and its validation passed.
 *
 * An ETag is made of the answer itself (its URL, headers and body), so it changes exactly when the answer does, the
 * same on every replica; a request is answered 304 without running the handler only from a kept answer (so never
 * older than a kept answer may be), else the handler runs and Express answers 304 when the new ETag matches.
 */
@Injectable()
export class PublicAnswers {
  readonly answers: AnswerCache;
  /** Each learned URL's declaration, and the route that answered it (for request logs and metrics). */
  private readonly learned = new Map<string, { readonly cache: PublicCacheOptions; readonly route: string }>();

  constructor(
    private readonly versions: CacheVersions,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.answers = new AnswerCache(
      { ...ANSWER_CACHE_LIMITS, bytes: config.answerCacheMb * 1024 * 1024 },
      { maxAgeMs: config.keptAnswers.maxAgeMs, now: () => clock.now().getTime() },
    );
    versions.onReload(() => this.answers.clear());
  }

  /** The key of `url` answered by a handler so declared; undefined while the versions are unknown (no caching). */
  keyOf(cache: PublicCacheOptions, url: string): string | undefined {
    const versions = this.versions.versionsOf(cache.scopes);
    if (versions === undefined) return undefined;
    return cache.timeBucketS
      ? `${versions}-t${Math.floor(this.clock.now().getTime() / (cache.timeBucketS * 1000))}|${url}`
      : `${versions}|${url}`;
  }

  /** The strong ETag of an answer of `url`: a hash of the answer itself, computed once per answer built. */
  static etagOf(url: string, answer: KeptAnswer): string {
    const hash = createHash('sha1')
      .update(`${FORMAT_VERSION}|${url}|${JSON.stringify(answer.headers)}|`)
      .update(answer.body);
    return `"${hash.digest('base64url')}"`;
  }

  /** Keeps an answer under `key` (PublicAnswers.keyOf), built from `builtAt` (ms). */
  keep(key: string, kept: Kept, builtAt: number): void {
    this.answers.set(key, kept.etag, kept.answer, builtAt);
  }

  /** The time now (ms), as the kept answers count their age. */
  now(): number {
    return this.clock.now().getTime();
  }

  /** Remembers the declaration of `url`, answered by `route` (e.g. '/api/categories') to a signed-out caller. */
  learn(url: string, cache: PublicCacheOptions, route: string): void {
    if (this.learned.get(url)?.cache === cache) return;
    if (this.learned.size >= MAX_LEARNED_URLS) this.learned.clear();
    this.learned.set(url, { cache, route });
  }

  /** The scopes of a learned URL (tests: what a kept answer of it depends on). */
  learnedScopes(url: string): readonly CacheScope[] | undefined {
    return this.learned.get(url)?.cache.scopes;
  }

  /** Sets ETag, Vary and Cache-Control (every public read's answer, 200 or 304). */
  static setHeaders(res: ServerResponse, etag: string | undefined, cache: PublicCacheOptions, signedIn: boolean): void {
    if (etag !== undefined) res.setHeader('ETag', etag);
    vary(res, 'Accept-Encoding'); // gzip, br or identity: one ETag, but caches keep each encoding apart
    // A member's answer differs: a shared cache (or the browser, once signed in) must not give them a visitor's.
    if (cache.signedOutOnly) vary(res, 'Cookie, Authorization');
    res.setHeader('Cache-Control', cache.cacheControl ?? cacheControl(signedIn));
  }

  /** Answers a kept answer: its handler's headers, then ours, then the body as sent the first time. */
  static replay(res: ServerResponse, kept: Kept, cache: PublicCacheOptions, signedIn = false): void {
    for (const [name, value] of kept.answer.headers) res.setHeader(name, value);
    PublicAnswers.setHeaders(res, kept.etag, cache, signedIn);
    res.setHeader(ANSWER_CACHE_HEADER, 'hit');
  }

  /**
   * Answers a signed-out repeat of a public read on its own, before Express (the node:http request listener,
   * installed by answerKeptFirst): a GET or HEAD of a learned URL with a kept answer gets 304 when its If-None-Match
   * has that answer's ETag, else the kept answer (compressed as kept when asked for); true when it answered. Nothing is
   * written unless it answers, and then `prelude` runs first: the app's own first middlewares (security headers,
   * request id, request log and metrics), so the answer carries what every answer carries. Anything else (false) goes
   * on to Express and Nest. Its cost per request: two map lookups, the versions' key and a timestamp comparison.
   */
  answerFirst(
    req: IncomingMessage,
    res: ServerResponse,
    prelude: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isSignedIn(req) || req.url === undefined) return false;
    const learned = this.learned.get(req.url);
    const key = learned && this.keyOf(learned.cache, req.url);
    const kept = key === undefined ? undefined : this.answers.get(key);
    if (!learned || !key || !kept) return false;
    // What Express would have given the request, for the prelude's log line and metrics (routeOf, as when it was kept).
    Object.assign(req, { originalUrl: req.url, baseUrl: '', route: { path: learned.route } });
    prelude(req, res);
    if (matches(req.headers['if-none-match'], kept.etag)) {
      PublicAnswers.setHeaders(res, kept.etag, learned.cache, false);
      res.statusCode = 304;
      res.end();
      return true;
    }
    PublicAnswers.replay(res, kept, learned.cache);
    const encoding = keptEncodingFor(req.headers['accept-encoding'], kept.answer.body);
    const body = encoding ? this.answers.encoded(key, kept, encoding) : kept.answer.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/** The one mechanism behind @PublicCache() and @CacheScopes() (a global interceptor, KernelModule). */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor, OnApplicationBootstrap {
  private readonly declarations = new WeakMap<object, { cache?: PublicCacheOptions; scopes?: readonly CacheScope[] }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: CacheVersions,
    private readonly publicAnswers: PublicAnswers,
    @Optional() private readonly modules?: ModulesContainer,
  ) {}

  /**
   * Refuses to start when a @PublicCache route is not @Public: its kept answer would be answered to anyone before the
   * guard (answerFirst), whoever it was built for.
   */
  onApplicationBootstrap(): void {
    if (!this.modules) return;
    const controllers = [...this.modules.values()].flatMap((module) =>
      [...module.controllers.values()].map((wrapper) => wrapper.metatype),
    );
    const wrong = publicCacheRoutesNotPublic(controllers.filter((type): type is Type => typeof type === 'function'));
    if (wrong.length > 0) {
      throw new Error(
        `@PublicCache routes must be @Public (their kept answers are answered before the guard): ${wrong.join(', ')}`,
      );
    }
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { cache, scopes } = this.declarationOf(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (!SAFE.has(req.method)) {
      return scopes
        ? next.handle().pipe(mergeMap((body) => from(this.versions.reload().then(() => body))))
        : next.handle();
    }
    if (!cache) return next.handle();
    const signedIn = isSignedIn(req);
    const res = context.switchToHttp().getResponse<Response>();
    if (cache.signedOutOnly && signedIn) {
      // Theirs alone: no shared cache keeps it, and their browser asks again each time.
      res.setHeader('Cache-Control', 'private, no-cache');
      return next.handle();
    }
    const url = req.originalUrl;
    const key = this.publicAnswers.keyOf(cache, url);
    if (key === undefined) return next.handle();
    // A public read answers the same to everyone (what @PublicCache declares, and @Public with it), so signed-in
    // callers, past the session and the guard (both ran for them), get kept answers and keep theirs, with their own
    // Cache-Control: members browsing refill the cache after a write or a new bucket as visitors do. Only a signed-out
    // request (let in by the guard as anonymous) teaches answerFirst a URL.
    const kept = this.publicAnswers.answers.get(key);
    if (kept) {
      if (!signedIn) this.publicAnswers.learn(url, cache, routeOf(req));
      if (matches(req.headers['if-none-match'], kept.etag)) {
        PublicAnswers.setHeaders(res, kept.etag, cache, signedIn);
        // No body: Express sees the request is fresh (If-None-Match = ETag) and answers 304.
        return of(undefined);
      }
      PublicAnswers.replay(res, kept, cache, signedIn);
      return of(kept.answer.body);
    }
    const before = new Set(res.getHeaderNames());
    const builtAt = this.publicAnswers.now();
    return next.handle().pipe(
      map((body: unknown) => {
        if (res.statusCode !== 200 || !serializable(body)) {
          PublicAnswers.setHeaders(res, undefined, cache, signedIn);
          return body;
        }
        // The body is serialized here, once, as Express's res.json would (no replacer, no spaces), and sent as is;
        // Express answers 304 instead when the request's If-None-Match has its ETag.
        if (typeof body !== 'string') res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        const set = res.getHeaderNames().filter((name) => !NOT_KEPT.has(name) && !before.has(name));
        const answer = { body: text, headers: set.map((name) => [name, res.getHeader(name)!] as const) };
        const etag = PublicAnswers.etagOf(url, answer);
        PublicAnswers.setHeaders(res, etag, cache, signedIn);
        if (this.publicAnswers.answers.enabled && !res.hasHeader('Set-Cookie')) {
          this.publicAnswers.keep(key, { etag, answer }, builtAt);
          if (!signedIn) this.publicAnswers.learn(url, cache, routeOf(req));
          res.setHeader(ANSWER_CACHE_HEADER, 'miss');
        }
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

/**
 * The routes of `controllers` ('Controller.method') declared @PublicCache but not @Public (on the method or its
 * class): none may be, since a kept answer is answered before the guard.
 */
export function publicCacheRoutesNotPublic(controllers: readonly Type[]): string[] {
  const wrong: string[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = name === 'constructor' ? undefined : Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (typeof handler !== 'function' || Reflect.getMetadata(PUBLIC_CACHE_KEY, handler) === undefined) continue;
      const isPublic = Reflect.getMetadata(IS_PUBLIC_KEY, handler) ?? Reflect.getMetadata(IS_PUBLIC_KEY, controller);
      if (isPublic !== true) wrong.push(`${controller.name}.${name}`);
    }
  }
  return wrong;
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
  return (
    !(body instanceof StreamableFile) &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  );
}

/** If-None-Match lists this ETag (or is '*'); weak comparison, as RFC 9110 asks for If-None-Match. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
