import zlib from 'node:zlib';
import { Controller, Get, type CallHandler, type ExecutionContext, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, of } from 'rxjs';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import { loadConfig } from '../../config/app-config.js';
import { FixedClock } from '../testing/kernel-fakes.js';
import { Public } from '../auth/auth.decorators.js';
import { AnswerCache } from './answer-cache.js';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';
import { PublicCache, publicCacheRoutesNotPublic } from './http-cache.js';
import { PublicAnswers } from './public-answers.js';

class KnownVersions extends CacheVersions {
  version = 'v1';

  override current(scopes: readonly CacheScope[]): string {
    return scopes.map((scope) => `${scope}.${this.version}`).join('-');
  }

  override async reload(): Promise<void> {}

  /** The listener reconnected: the versions are loaded anew (here: to `version`, maybe the same as before). */
  reconnect(version: string): void {
    this.version = version;
    this.announceReload();
  }
}

function interceptorWith(
  versions: CacheVersions,
  clock: FixedClock,
  env: Record<string, string> = {},
): HttpCacheInterceptor {
  return new HttpCacheInterceptor(new Reflector(), versions, new PublicAnswers(versions, clock, loadConfig(env)));
}

/** Versions that a test can change, the kept answers and the interceptor over them, at a fixed time. */
function cacheUnderTest(): {
  versions: KnownVersions;
  publicAnswers: PublicAnswers;
  interceptor: HttpCacheInterceptor;
} {
  const versions = new KnownVersions();
  const publicAnswers = new PublicAnswers(versions, new FixedClock(new Date('2026-11-23T10:00:00Z')), loadConfig({}));
  return { versions, publicAnswers, interceptor: new HttpCacheInterceptor(new Reflector(), versions, publicAnswers) };
}

class Reads {
  @PublicCache({ scopes: ['destinations', 'coupons'], timeBucketS: 60 })
  bucketed(): void {}

  @PublicCache({ scopes: ['destinations'] })
  plain(): void {}

  @PublicCache({ scopes: ['coupons'], signedOutOnly: true })
  perMember(): void {}
}

/** The execution context of an HTTP request answered by `handler` of Reads. */
function contextOf(handler: () => void, req: unknown, res: unknown): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Reads,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
}

/** A GET of /api/destinations answered by `handler` with `body`: the ETag it got, and whether the handler ran. */
async function etagOf(
  interceptor: HttpCacheInterceptor,
  handler: () => void,
  body: unknown = [],
): Promise<{ etag: string; ran: boolean }> {
  const { req, res, set } = fakeExchange();
  const context = contextOf(handler, req, res);
  let ran = false;
  const next: CallHandler = { handle: () => ((ran = true), of(body)) };
  await firstValueFrom(interceptor.intercept(context, next));
  return { etag: (set.get('etag') as string | undefined) ?? '', ran };
}

describe('HttpCacheInterceptor: answers that also change with time alone (a coupon expiring)', () => {
  const start = new Date('2026-11-23T10:00:05Z');

  it('keeps the answer within a time bucket and builds it again in the next one (the same answer keeps its ETag)', async () => {
    const clock = new FixedClock(start);
    const interceptor = interceptorWith(new KnownVersions(), clock, { KEPT_ANSWER_MAX_AGE_MS: '60000' });
    const first = await etagOf(interceptor, Reads.prototype.bucketed);
    clock.advance(50_000);
    expect(await etagOf(interceptor, Reads.prototype.bucketed)).toEqual({ etag: first.etag, ran: false });
    clock.advance(6_000); // 10:01:01, within the maximum age
    expect(await etagOf(interceptor, Reads.prototype.bucketed)).toEqual({ etag: first.etag, ran: true });
    const changed = await etagOf(interceptor, Reads.prototype.bucketed, [{ hasActiveCoupon: false }]);
    expect(changed.ran).toBe(false); // kept for this bucket already
    clock.advance(60_000);
    const next = await etagOf(interceptor, Reads.prototype.bucketed, [{ hasActiveCoupon: false }]);
    expect([next.ran, next.etag === first.etag]).toEqual([true, false]);
  });

  it('an answer without a time bucket is kept until a write; its ETag is made of the answer itself', async () => {
    const clock = new FixedClock(start);
    const versions = new KnownVersions();
    const interceptor = interceptorWith(versions, clock, { KEPT_ANSWER_MAX_AGE_MS: '60000' });
    const first = await etagOf(interceptor, Reads.prototype.plain);
    clock.advance(59_999);
    expect(await etagOf(interceptor, Reads.prototype.plain)).toEqual({ etag: first.etag, ran: false });
    versions.version = 'v2';
    expect(await etagOf(interceptor, Reads.prototype.plain)).toEqual({ etag: first.etag, ran: true });
    versions.version = 'v3';
    const changed = await etagOf(interceptor, Reads.prototype.plain, [{ name: 'New' }]);
    expect([changed.ran, changed.etag === first.etag]).toEqual([true, false]);
  });
});

/** A GET of `url` through the interceptor, with a response that records what is set and a handler that counts its runs. */
function fakeExchange(headersIn: Record<string, string> = {}) {
  const set = new Map<string, unknown>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), value),
    getHeader: (name: string) => set.get(name.toLowerCase()),
    hasHeader: (name: string) => set.has(name.toLowerCase()),
    getHeaderNames: () => [...set.keys()],
  };
  const req = {
    method: 'GET',
    originalUrl: '/api/destinations?limit=2',
    baseUrl: '',
    route: { path: '/api/destinations' },
    headers: headersIn,
  };
  return { req, res, set };
}

describe('HttpCacheInterceptor: answers kept for signed-out callers', () => {
  let versions: KnownVersions;
  let publicAnswers: PublicAnswers;
  let interceptor: HttpCacheInterceptor;
  let runs: number;

  beforeEach(() => {
    ({ versions, publicAnswers, interceptor } = cacheUnderTest());
    runs = 0;
  });

  /** One request: the handler sets X-Total-Count and answers `body` (or throws); returns what was sent. */
  async function get(
    options: {
      cookie?: string;
      body?: unknown;
      setCookie?: boolean;
      middlewareHeader?: boolean;
      handler?: () => void;
    } = {},
  ) {
    const { req, res, set } = fakeExchange(options.cookie ? { cookie: options.cookie } : {});
    if (options.middlewareHeader) res.setHeader('X-Request-Id', 'abc');
    const context = contextOf(options.handler ?? Reads.prototype.plain, req, res);
    const next: CallHandler = {
      handle: () => {
        runs++;
        res.setHeader('X-Total-Count', '2');
        if (options.setCookie) res.setHeader('Set-Cookie', 'a=b');
        return of(options.body ?? [{ name: 'Mount Arayat' }, { name: 'Bale Pare' }]);
      },
    };
    const sent = await firstValueFrom(interceptor.intercept(context, next));
    return { sent, headers: Object.fromEntries(set) };
  }

  it('runs the handler once for many signed-out requests and answers the same body and headers from memory', async () => {
    const first = await get();
    const second = await get();
    const third = await get();
    expect(runs).toBe(1);
    expect(first.sent).toBe('[{"name":"Mount Arayat"},{"name":"Bale Pare"}]');
    expect(second.sent).toBe(first.sent);
    expect(third.headers).toEqual({ ...first.headers, 'x-cache': 'hit' });
    expect(first.headers).toMatchObject({
      'x-cache': 'miss',
      'x-total-count': '2',
      'content-type': 'application/json; charset=utf-8',
      etag: expect.stringMatching(/^"/),
    });
  });

  it('never answers a kept answer KEPT_ANSWER_MAX_AGE_MS after it was built, whatever the versions say', async () => {
    const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
    publicAnswers = new PublicAnswers(versions, clock, loadConfig({ KEPT_ANSWER_MAX_AGE_MS: '1500' }));
    interceptor = new HttpCacheInterceptor(new Reflector(), versions, publicAnswers);
    const first = await get();
    clock.advance(1_499);
    const kept = await get();
    expect([runs, kept.headers['x-cache']]).toEqual([1, 'hit']);
    clock.advance(1); // 1,500 ms after it was built: built again, though no version changed
    const rebuilt = await get({ body: [{ name: 'Changed without a notification' }] });
    expect([runs, rebuilt.headers['x-cache'], rebuilt.sent, rebuilt.headers.etag === first.headers.etag]).toEqual([
      2,
      'miss',
      '[{"name":"Changed without a notification"}]',
      false,
    ]);
    // Its own age counts from its own build (answers do not all expire together).
    clock.advance(1_000);
    expect([(await get()).headers['x-cache'], runs]).toEqual(['hit', 2]);
  });

  it('a write (new versions) makes the next request run the handler again', async () => {
    await get();
    versions.version = 'v2';
    const after = await get({ body: [{ name: 'Changed' }] });
    expect(runs).toBe(2);
    expect(after.sent).toBe('[{"name":"Changed"}]');
    expect(after.headers['x-cache']).toBe('miss');
  });

  it('signed-in callers (past the guard) share the kept answers both ways, each with their own Cache-Control', async () => {
    const member = await get({ cookie: 'tara.sid=s%3Aabc' });
    expect([runs, member.headers['x-cache'], member.headers['cache-control']]).toEqual([
      1,
      'miss',
      'private, no-cache',
    ]);
    expect(publicAnswers.answers.size.entries).toBe(1);
    const signedOut = await get();
    expect([runs, signedOut.headers['x-cache'], signedOut.headers['cache-control']]).toEqual([
      1,
      'hit',
      'public, max-age=10, stale-while-revalidate=60',
    ]);
    expect(signedOut.sent).toBe(member.sent);
    versions.version = 'v2'; // a write: the next answer is built again, for whoever asks first
    const visitor = await get();
    const again = await get({ cookie: 'tara.sid=s%3Aabc' });
    expect([runs, visitor.headers['x-cache'], again.headers['x-cache']]).toEqual([2, 'miss', 'hit']);
    expect(again.headers).toEqual({ ...visitor.headers, 'x-cache': 'hit', 'cache-control': 'private, no-cache' });
  });

  it("signedOutOnly: a member's answer is built for them, without an ETag, and never kept or given a kept one", async () => {
    const handler = Reads.prototype.perMember;
    const visitor = await get({ handler, body: [{ claimedByMe: false }] });
    expect([runs, visitor.headers['x-cache'], visitor.headers.etag]).toEqual([1, 'miss', expect.stringMatching(/^"/)]);
    const member = await get({ handler, cookie: 'tara.sid=s%3Aabc', body: [{ claimedByMe: true }] });
    expect([
      runs,
      member.sent,
      member.headers.etag,
      member.headers['x-cache'],
      member.headers['cache-control'],
    ]).toEqual([2, [{ claimedByMe: true }], undefined, undefined, 'private, no-cache']);
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie, Authorization');
    // The next visitor gets the first visitor's answer, never the member's.
    const next = await get({ handler, body: [{ claimedByMe: true }] });
    expect([runs, next.sent, next.headers['x-cache']]).toEqual([2, '[{"claimedByMe":false}]', 'hit']);
    expect(publicAnswers.answers.size.entries).toBe(1);
  });

  it('keeps nothing with ANSWER_CACHE_MB=0', async () => {
    interceptor = interceptorWith(versions, new FixedClock(new Date()), { ANSWER_CACHE_MB: '0' });
    const first = await get();
    await get();
    expect([runs, first.headers['x-cache'], first.headers.etag]).toEqual([2, undefined, expect.stringMatching(/^"/)]);
  });

  it('never keeps an answer that sets a cookie, and never replays headers set before the handler (middleware)', async () => {
    await get({ setCookie: true });
    await get({ setCookie: true });
    expect(runs).toBe(2);
    await get({ middlewareHeader: true });
    const hit = await get();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['x-request-id']).toBeUndefined();
    expect(hit.headers['set-cookie']).toBeUndefined();
  });
});

describe('PublicAnswers.answerFirst: signed-out repeats answered before Express', () => {
  let versions: KnownVersions;
  let publicAnswers: PublicAnswers;
  let interceptor: HttpCacheInterceptor;

  beforeEach(() => {
    ({ versions, publicAnswers, interceptor } = cacheUnderTest());
  });

  /** A first signed-out request through the interceptor: the handler answers and the answer is kept. */
  async function built(body: object[] = [{ name: 'Mount Arayat' }]): Promise<string> {
    const { req, res, set } = fakeExchange();
    const context = contextOf(Reads.prototype.plain, req, res);
    const next: CallHandler = { handle: () => (res.setHeader('X-Total-Count', '1'), of(body)) };
    await firstValueFrom(interceptor.intercept(context, next));
    return set.get('etag') as string;
  }

  /** answerFirst on a request: what it sent, or 'next' when it left the request to Express; whether the prelude ran. */
  function through(request: { method?: string; headers?: Record<string, string>; url?: string } = {}) {
    const { res, set } = fakeExchange();
    let sent: { status: number; body?: string | Buffer } | undefined;
    const response = Object.assign(res, {
      end: (body?: string | Buffer) =>
        (sent = body === undefined ? { status: response.statusCode } : { status: response.statusCode, body }),
    });
    const req = {
      method: request.method ?? 'GET',
      url: request.url ?? '/api/destinations?limit=2',
      headers: request.headers ?? {},
    };
    let preludes = 0;
    const answered = publicAnswers.answerFirst(req as never, response as never, () => void preludes++);
    expect(preludes).toBe(answered ? 1 : 0); // the prelude runs once for an answer, never for a request passed on
    return { sent: answered ? sent : ('next' as const), headers: Object.fromEntries(set), req };
  }

  it('answers a kept answer with its body and headers, and 304 to its ETag, without going on to Nest', async () => {
    expect(through().sent).toBe('next'); // nothing learned yet
    const etag = await built();
    const hit = through();
    expect(hit.sent).toEqual({ status: 200, body: '[{"name":"Mount Arayat"}]' });
    expect(hit.headers).toMatchObject({
      etag,
      'x-total-count': '1',
      'x-cache': 'hit',
      'content-type': 'application/json; charset=utf-8',
      'content-length': 25,
    });
    // The route that answered it first, for the request log and metrics (routeOf).
    expect(hit.req).toMatchObject({
      originalUrl: '/api/destinations?limit=2',
      baseUrl: '',
      route: { path: '/api/destinations' },
    });
    const head = through({ method: 'HEAD' });
    expect([head.sent, head.headers['content-length']]).toEqual([{ status: 200 }, 25]);
    expect(through({ headers: { 'if-none-match': etag } })).toMatchObject({ sent: { status: 304 }, headers: { etag } });
  });

  it("sends a browser's request the kept answer compressed once, as br, gzip or deflate as it asks; a small answer as it is", async () => {
    const places = Array.from({ length: 60 }, (_, i) => ({
      name: `Place ${i}`,
      description: 'Sisig, halo-halo and the view of Mount Arayat',
    }));
    const json = JSON.stringify(places);
    await built(places);
    const before = publicAnswers.answers.size.bytes;
    const br = through({ headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'x-cache': 'hit',
      'content-type': 'application/json; charset=utf-8',
    });
    const brBody = (br.sent as { body: Buffer }).body;
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(json);
    expect(brBody.length).toBeLessThan(json.length / 4);
    const kept = publicAnswers.answers.size.bytes;
    expect(kept).toBe(before + brBody.length);
    // The second time it is the same bytes, compressed before: nothing more kept.
    expect((through({ headers: { 'accept-encoding': 'br' } }).sent as { body: Buffer }).body).toBe(brBody);
    expect(publicAnswers.answers.size.bytes).toBe(kept);
    const gzip = through({ headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync((gzip.sent as { body: Buffer }).body).toString()).toBe(json);
    const deflate = through({ headers: { 'accept-encoding': 'deflate' } });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync((deflate.sent as { body: Buffer }).body).toString()).toBe(json);
    // No Accept-Encoding, or none of the codings: the text (the middleware runs before compression: nothing else would).
    for (const headers of [
      {},
      { 'accept-encoding': 'br;q=0, gzip;q=0, deflate;q=0' },
      { 'accept-encoding': 'zstd' },
    ] as Record<string, string>[]) {
      const plain = through({ headers });
      expect([plain.sent, plain.headers['content-encoding']]).toEqual([{ status: 200, body: json }, undefined]);
    }
    // Under the compression threshold an answer goes as it is, whatever is accepted.
    versions.version = 'v2';
    await built();
    const small = through({ headers: { 'accept-encoding': 'br' } });
    expect([small.sent, small.headers['content-encoding']]).toEqual([
      { status: 200, body: '[{"name":"Mount Arayat"}]' },
      undefined,
    ]);
  });

  it('answers neither the kept answer nor 304 once it is KEPT_ANSWER_MAX_AGE_MS old', async () => {
    const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));
    publicAnswers = new PublicAnswers(versions, clock, loadConfig({ KEPT_ANSWER_MAX_AGE_MS: '2000' }));
    interceptor = new HttpCacheInterceptor(new Reflector(), versions, publicAnswers);
    const etag = await built();
    clock.advance(1_999);
    expect(through({ headers: { 'if-none-match': etag } }).sent).toEqual({ status: 304 });
    clock.advance(1);
    expect(through({ headers: { 'if-none-match': etag } }).sent).toBe('next');
    expect(through().sent).toBe('next');
  });

  it('drops every kept answer when the versions are loaded anew (a reconnection), even to the same versions', async () => {
    const etag = await built([{ name: 'Before the reconnection' }]);
    expect(through().sent).toEqual({ status: 200, body: '[{"name":"Before the reconnection"}]' });
    // The listener reconnected: a write may have been missed meanwhile, whatever the versions now say.
    versions.reconnect(versions.version);
    expect(publicAnswers.answers.size.entries).toBe(0);
    expect(through().sent).toBe('next');
    expect(through({ headers: { 'if-none-match': etag } }).sent).toBe('next');
    // Nest builds it again; the old ETag gets the new answer, not 304.
    const { req, res, set } = fakeExchange({ 'if-none-match': etag });
    const answer = await firstValueFrom(
      interceptor.intercept(contextOf(Reads.prototype.plain, req, res), {
        handle: () => of([{ name: 'After the reconnection' }]),
      }),
    );
    expect([answer, set.get('etag') === etag]).toEqual(['[{"name":"After the reconnection"}]', false]);
    expect(through().sent).toEqual({ status: 200, body: '[{"name":"After the reconnection"}]' });
    expect(through({ headers: { 'if-none-match': etag } }).sent).toEqual({
      status: 200,
      body: '[{"name":"After the reconnection"}]',
    });
  });

  it('learns a URL only from a signed-out request (one the guard let in as anonymous)', async () => {
    const { req, res } = fakeExchange({ cookie: 'tara.sid=s%3Aabc' });
    await firstValueFrom(
      interceptor.intercept(contextOf(Reads.prototype.plain, req, res), { handle: () => of([{ name: 'Kept' }]) }),
    );
    expect(publicAnswers.answers.size.entries).toBe(1);
    expect(through().sent).toBe('next'); // kept, but not learned: the first visitor goes through Nest (and the guard)
    await built();
    expect(through().sent).toEqual({ status: 200, body: '[{"name":"Kept"}]' });
  });

  it('passes on signed-in callers, writes, other URLs, and anything after a write (a new ETag)', async () => {
    await built();
    expect(through({ headers: { cookie: 'tara.sid=s%3Aabc' } }).sent).toBe('next');
    expect(through({ headers: { authorization: 'Bearer tp_x' } }).sent).toBe('next');
    expect(through({ method: 'POST' }).sent).toBe('next');
    expect(through({ url: '/api/destinations?limit=3' }).sent).toBe('next');
    versions.version = 'v2';
    expect(through().sent).toBe('next');
  });
});

describe('AnswerCache', () => {
  const answer = (body: string) => ({ body, headers: [] });

  it('drops the least recently used answer past its entry limit', () => {
    const cache = new AnswerCache({ entries: 2, bytes: 1_000, answerBytes: 100 });
    cache.set('a', '"1"', answer('1'));
    cache.set('b', '"2"', answer('2'));
    cache.get('a'); // a is now the most recently used
    cache.set('c', '"3"', answer('3'));
    expect([cache.get('a')?.answer.body, cache.get('b'), cache.get('c')?.answer.body, cache.get('c')?.etag]).toEqual([
      '1',
      undefined,
      '3',
      '"3"',
    ]);
  });

  it('keeps its bytes (UTF-8) under the limit, and never keeps one answer larger than its own limit', () => {
    const cache = new AnswerCache({ entries: 100, bytes: 10, answerBytes: 6 });
    cache.set('big', '"x"', answer('1234567'));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    cache.set('a', '"x"', answer('ñññ')); // 6 bytes
    cache.set('b', '"x"', answer('1234'));
    expect(cache.size).toEqual({ entries: 2, bytes: 10 });
    cache.set('c', '"x"', answer('1'));
    expect([cache.get('a'), cache.size]).toEqual([undefined, { entries: 2, bytes: 5 }]);
    cache.set('b', '"x"', answer('12')); // replacing counts the new size only
    expect(cache.size).toEqual({ entries: 2, bytes: 3 });
    cache.clear();
    expect([cache.get('b'), cache.size]).toEqual([undefined, { entries: 0, bytes: 0 }]);
  });

  it('counts an answer kept compressed towards its bytes, and drops the oldest to stay under the limit', () => {
    const text = 'sisig '.repeat(200); // 1,200 bytes, a few dozen compressed
    const cache = new AnswerCache({ entries: 100, bytes: 2_500, answerBytes: 2_000 });
    cache.set('a', '"a"', answer(text));
    cache.set('b', '"b"', answer(text));
    const a = cache.get('a')!;
    const brotli = cache.encoded('a', a, 'br');
    expect(cache.size).toEqual({ entries: 2, bytes: 2_400 + brotli.length });
    const gzip = cache.encoded('a', a, 'gzip');
    expect(cache.size.bytes).toBe(2_400 + brotli.length + gzip.length);
    // Over 2,500: b, the least recently used, goes.
    cache.set('c', '"c"', answer('x'.repeat(100)));
    expect([cache.get('b'), cache.size]).toEqual([
      undefined,
      { entries: 2, bytes: 1_300 + brotli.length + gzip.length },
    ]);
    // An answer no longer kept is still compressed for its request, and nothing is kept for it.
    expect(zlib.gunzipSync(cache.encoded('b', { etag: '"b"', answer: answer(text) }, 'gzip')).toString()).toBe(text);
    expect(cache.size.bytes).toBe(1_300 + brotli.length + gzip.length);
  });
});

class PublicRead {
  @PublicCache({ scopes: ['categories'] })
  @Public()
  list(): void {}

  @Get('open')
  notCached(): void {}
}

@Public()
class PublicController {
  @PublicCache({ scopes: ['categories'] })
  list(): void {}
}

class ForgotPublic {
  @Public()
  fine(): void {}

  @PublicCache({ scopes: ['destinations'] })
  leaks(): void {}
}

describe('publicCacheRoutesNotPublic: every @PublicCache route is @Public (answerFirst answers it before the guard)', () => {
  it('names the @PublicCache routes that are not @Public, on the method or its class', () => {
    expect(publicCacheRoutesNotPublic([PublicRead, PublicController, ForgotPublic])).toEqual(['ForgotPublic.leaks']);
  });

  it('refuses to start an app with one (the interceptor checks every controller at bootstrap)', async () => {
    @Controller('leaky')
    class LeakyController {
      @Get()
      @PublicCache({ scopes: ['posts'] })
      list(): string[] {
        return [];
      }
    }
    const versions = new KnownVersions();
    const build = async (controller: Type) => {
      const moduleRef = await Test.createTestingModule({
        controllers: [controller],
        providers: [
          { provide: CacheVersions, useValue: versions },
          { provide: PublicAnswers, useValue: new PublicAnswers(versions, new FixedClock(new Date()), loadConfig({})) },
          HttpCacheInterceptor,
        ],
      }).compile();
      const app = moduleRef.createNestApplication();
      try {
        await app.init();
      } finally {
        await app.close();
      }
    };
    await expect(build(LeakyController)).rejects.toThrow(
      '@PublicCache routes must be @Public (their kept answers are answered before the guard): LeakyController.list',
    );
    @Controller('fine')
    class FineController {
      @Get()
      @Public()
      @PublicCache({ scopes: ['posts'] })
      list(): string[] {
        return [];
      }
    }
    await expect(build(FineController)).resolves.toBeUndefined();
  });
});
