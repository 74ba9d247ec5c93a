import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, StreamableFile } from '@nestjs/common';
import vary from 'vary';
import { AppConfig } from '../../config/app-config.js';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import { Clock } from '../time/clock.js';
import { AnswerCache, type Kept, type KeptAnswer } from './answer-cache.js';
import { keptEncodingFor } from './content-encoding.js';
import { ANSWER_CACHE_HEADER, ANSWER_CACHE_LIMITS, cacheControl, type PublicCacheOptions } from './http-cache.js';

/** Headers set on every answer by PublicAnswers.setHeaders, or that must never be replayed to another caller. */
const NOT_KEPT = new Set([
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'content-length',
  ANSWER_CACHE_HEADER.toLowerCase(),
]);

/** Bumped when the JSON of a cached answer changes shape, so that old ETags stop matching. */
const FORMAT_VERSION = '1';
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

  /**
   * A public read's answer just built by its handler (`body`, with the headers the handler set since `before`): the
   * body serialized once, as Express's res.json would (no replacer, no spaces), given its ETag, Vary and
   * Cache-Control, and kept (unless a cookie is set) and its URL learned for a signed-out caller; the text to send.
   * The one way both the interceptor (answers built by Nest) and answerBuiltFirst (built before Express) finish one.
   */
  finishBuilt(
    read: {
      res: ServerResponse;
      cache: PublicCacheOptions;
      signedIn: boolean;
      url: string;
      key: string;
      route: string;
    },
    body: object | string,
    before: ReadonlySet<string>,
    builtAt: number,
  ): string {
    const { res, cache, signedIn, url, key } = read;
    if (typeof body !== 'string') res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const set = res.getHeaderNames().filter((name) => !NOT_KEPT.has(name) && !before.has(name));
    const answer = { body: text, headers: set.map((name) => [name, res.getHeader(name)!] as const) };
    const etag = PublicAnswers.etagOf(url, answer);
    PublicAnswers.setHeaders(res, etag, cache, signedIn);
    if (this.answers.enabled && !res.hasHeader('Set-Cookie')) {
      this.keep(key, { etag, answer }, builtAt);
      if (!signedIn) this.learn(url, cache, read.route);
      res.setHeader(ANSWER_CACHE_HEADER, 'miss');
    }
    return text;
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

/** The session cookie's name (modules/auth/http/session-cookies.ts SESSION_COOKIE_NAME; the kernel cannot import a module). */
const SESSION_COOKIE = 'tara.sid=';

/** A request with a session cookie or a bearer token. */
export function isSignedIn(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || req.headers.cookie?.includes(SESSION_COOKIE) === true;
}

/** If-None-Match lists this ETag (or is '*'); weak comparison, as RFC 9110 asks for If-None-Match. */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A body Nest would send as JSON or text: not nothing, not bytes or a stream (those are never kept); the interceptor keeps and
 * built-first.ts answers only these.
 */
export function serializable(body: unknown): body is object | string {
  if (typeof body === 'string') return true;
  if (typeof body !== 'object' || body === null) return false;
  return (
    !(body instanceof StreamableFile) &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  );
}
