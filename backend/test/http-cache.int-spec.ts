import zlib from 'node:zlib';
import request from 'supertest';
import { jest } from '@jest/globals';
import { CacheVersions } from '../src/shared/persistence/cache-versions.js';
import { HttpCacheInterceptor } from '../src/shared/http/http-cache.interceptor.js';
import { signInCatalogCallers, type CatalogCallers } from './support/catalog-auth.js';
import { rawGet } from './support/raw-get.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const PUBLIC = 'public, max-age=10, stale-while-revalidate=60';

/** HTTP caching of public reads (issue 13.4): strong ETags from the cache versions, 304, fresh after any write. */
describe('HTTP caching of public reads', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;
  let destinationId: string;
  let serviceId: string;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
    [{ id: destinationId }] = await t.dataSource.query(`SELECT id FROM destinations ORDER BY name LIMIT 1`);
    [{ id: serviceId }] = await t.dataSource.query(`SELECT id FROM services ORDER BY name LIMIT 1`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  const publicReads = () => [
    '/api/destinations',
    '/api/destinations?category=food&limit=5',
    `/api/destinations/${destinationId}`,
    '/api/services?category=gas',
    `/api/services/${serviceId}`,
    '/api/categories',
    '/api/categories?type=motorist',
  ];

  it('answers a signed-out repeat before Express and Nest, with every header a built answer has (and HEAD, and 304)', async () => {
    const intercept = jest.spyOn(HttpCacheInterceptor.prototype, 'intercept');
    try {
      for (const path of [...publicReads(), '/api/coupons?limit=12']) {
        // As is (the compressed copies: below); the first answer of this URL is built by Nest.
        const get = () => request(t.http).get(path).set('Accept-Encoding', 'identity');
        const built = await get().set('X-Request-Id', 'req-built-000001').expect(200);
        expect([path, built.headers['x-cache']]).toEqual([path, 'miss']);
        intercept.mockClear();
        const kept = await get().set('X-Request-Id', 'req-kept-0000001').expect(200);
        const head = await request(t.http).head(path).set('Accept-Encoding', 'identity').expect(200);
        const fresh = await request(t.http).get(path).set('If-None-Match', built.headers.etag).expect(304);
        // None of the three reached Nest (no interceptor ran): answered by the server's first listener.
        expect([path, intercept.mock.calls.length]).toEqual([path, 0]);
        expect([path, kept.headers['x-cache'], kept.headers['x-request-id'], kept.text]).toEqual([
          path,
          'hit',
          'req-kept-0000001',
          built.text,
        ]);
        // The same headers, by name and value, but the request's own (id, date) and whether it was kept.
        const own = new Set(['x-request-id', 'date', 'x-cache']);
        const headersOf = (res: { headers: Record<string, string> }) =>
          Object.fromEntries(Object.entries(res.headers).filter(([name]) => !own.has(name.toLowerCase())));
        expect([path, headersOf(kept)]).toEqual([path, headersOf(built)]);
        expect([path, head.headers['content-length'], head.text ?? '']).toEqual([
          path,
          kept.headers['content-length'],
          '',
        ]);
        expect([
          path,
          fresh.headers['content-security-policy'],
          fresh.headers['x-frame-options'],
          fresh.headers.etag,
        ]).toEqual([path, built.headers['content-security-policy'], 'DENY', built.headers.etag]);
      }
      // Signed in (a session cookie or a bearer token): always through the session and the guard.
      await request(t.http).get('/api/categories').set('Cookie', as.user).expect(200);
      expect(intercept).toHaveBeenCalled();
    } finally {
      intercept.mockRestore();
    }
  });

  it('answers each public read with a strong ETag, Cache-Control and Vary, and 304 to If-None-Match', async () => {
    for (const path of publicReads()) {
      const first = await request(t.http).get(path).expect(200);
      const etag = first.headers.etag as string;
      expect([path, etag]).toEqual([path, expect.stringMatching(/^"[A-Za-z0-9_-]{20,}"$/)]);
      expect([path, first.headers['cache-control']]).toEqual([path, PUBLIC]);
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      const again = await request(t.http).get(path).set('If-None-Match', etag).expect(304);
      expect([path, again.headers.etag, again.headers['cache-control'], again.text ?? '']).toEqual([
        path,
        etag,
        PUBLIC,
        '',
      ]);
      // Another resource's ETag does not match; a list of tags containing ours does.
      await request(t.http).get(path).set('If-None-Match', '"something-else"').expect(200);
      await request(t.http).get(path).set('If-None-Match', `"x", W/${etag}`).expect(304);
    }
  });

  it('answers signed-out repeats from memory: the same body, status and headers, fresh after a write', async () => {
    const artwork = '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32';
    for (const path of [...publicReads(), artwork]) {
      const first = await request(t.http).get(path).expect(200);
      const again = await request(t.http).get(path).expect(200);
      expect([path, again.headers['x-cache']]).toEqual([path, 'hit']);
      expect([path, again.text]).toEqual([path, first.text]);
      for (const header of ['content-type', 'x-total-count', 'x-total-count-capped', 'etag', 'cache-control']) {
        expect([path, header, again.headers[header]]).toEqual([path, header, first.headers[header]]);
      }
    }
    // Signed in (past the session and the guard): the same kept answers both ways, with their own Cache-Control. (With
    // the signed-in hint, as browsers send it: without it the answer sets it, and an answer setting a cookie is not kept.)
    const member = `${as.user}; tara.signedin=1`;
    const signedIn = await request(t.http).get('/api/services').set('Cookie', member).expect(200);
    expect([signedIn.headers['x-cache'], signedIn.headers['cache-control']]).toEqual(['miss', 'private, no-cache']);
    const visitor = await request(t.http).get('/api/services').expect(200);
    expect([visitor.headers['x-cache'], visitor.headers['cache-control'], visitor.text]).toEqual([
      'hit',
      PUBLIC,
      signedIn.text,
    ]);
    const theirs = await request(t.http).get('/api/destinations').set('Cookie', member).expect(200);
    expect([theirs.headers['x-cache'], theirs.headers['cache-control']]).toEqual(['hit', 'private, no-cache']);
    // A write by plain SQL: the next signed-out read is built again and shows it.
    const before = await request(t.http).get(`/api/services/${serviceId}`).expect(200);
    await t.dataSource.query(`UPDATE services SET review_count = review_count + 5 WHERE id = $1`, [serviceId]);
    let after = before;
    for (let attempt = 0; attempt < 50 && after.body.reviewCount === before.body.reviewCount; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await request(t.http).get(`/api/services/${serviceId}`).expect(200);
    }
    expect([after.body.reviewCount, after.headers['x-cache']]).toEqual([before.body.reviewCount + 5, 'miss']);
  });

  it("sends a browser's repeat the kept answer compressed once, as br, gzip or deflate as it asks, the same bytes every time", async () => {
    const raw = (path: string, acceptEncoding: string) => rawGet(t.http, path, { 'Accept-Encoding': acceptEncoding });
    const path = '/api/destinations?limit=12';
    const built = await raw(path, 'identity');
    const json = built.body.toString();
    expect(JSON.parse(json)).toHaveLength(12);
    const browser = await raw(path, 'gzip, deflate, br, zstd');
    expect([browser.headers['content-encoding'], browser.headers['x-cache'], browser.headers['content-type']]).toEqual([
      'br',
      'hit',
      'application/json; charset=utf-8',
    ]);
    expect(zlib.brotliDecompressSync(browser.body).toString()).toBe(json);
    expect(Number(browser.headers['content-length'])).toBe(browser.body.length);
    expect((await raw(path, 'br')).body.equals(browser.body)).toBe(true);
    const gzip = await raw(path, 'gzip');
    expect([gzip.headers['content-encoding'], zlib.gunzipSync(gzip.body).toString()]).toEqual(['gzip', json]);
    // Every coding the compression middleware would use: kept answers are answered before it, compressed as kept.
    const deflate = await raw(path, 'deflate');
    expect([
      deflate.headers['content-encoding'],
      deflate.headers['x-cache'],
      zlib.inflateSync(deflate.body).toString(),
    ]).toEqual(['deflate', 'hit', json]);
    const plain = await raw(path, 'identity');
    expect([plain.headers['content-encoding'], plain.headers['x-cache'], plain.body.toString()]).toEqual([
      undefined,
      'hit',
      json,
    ]);
  });

  it('gives each URL its own ETag', async () => {
    const etags = await Promise.all(
      publicReads().map(async (path) => (await request(t.http).get(path).expect(200)).headers.etag),
    );
    expect(new Set(etags).size).toBe(etags.length);
  });

  it('a write through the API makes the very next read fresh (a new ETag, 200 to the old one)', async () => {
    const list = await request(t.http).get('/api/destinations').expect(200);
    const detail = await request(t.http).get(`/api/destinations/${destinationId}`).expect(200);
    const services = await request(t.http).get('/api/services').expect(200);
    await request(t.http)
      .patch(`/api/destinations/${destinationId}`)
      .set('Cookie', as.editor)
      .send({ description: 'Changed for the cache test' })
      .expect(200);
    const listAfter = await request(t.http)
      .get('/api/destinations')
      .set('If-None-Match', list.headers.etag)
      .expect(200);
    expect(listAfter.headers.etag).not.toBe(list.headers.etag);
    const detailAfter = await request(t.http)
      .get(`/api/destinations/${destinationId}`)
      .set('If-None-Match', detail.headers.etag)
      .expect(200);
    expect(detailAfter.body.description).toBe('Changed for the cache test');
    // Services do not depend on destinations: their ETag stays.
    await request(t.http).get('/api/services').set('If-None-Match', services.headers.etag).expect(304);

    // A category write changes every answer that shows categories.
    const categories = await request(t.http).get('/api/categories').expect(200);
    const [{ id: categoryId }] = await t.dataSource.query(
      `SELECT id FROM categories WHERE type = 'motorist' ORDER BY name LIMIT 1`,
    );
    await request(t.http)
      .patch(`/api/categories/${categoryId}`)
      .set('Cookie', as.editor)
      .send({ color: '#123456' })
      .expect(200);
    await request(t.http).get('/api/categories').set('If-None-Match', categories.headers.etag).expect(200);
    await request(t.http).get('/api/services').set('If-None-Match', services.headers.etag).expect(200);
  });

  it('a write by anyone else (another process, plain SQL) reaches this process within moments', async () => {
    const before = await request(t.http).get('/api/services').expect(200);
    await t.dataSource.query(`UPDATE services SET review_count = review_count + 1 WHERE id = $1`, [serviceId]);
    let status = 304;
    for (let attempt = 0; attempt < 50 && status === 304; attempt++) {
      status = (await request(t.http).get('/api/services').set('If-None-Match', before.headers.etag)).status;
      if (status === 304) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  it('does not cache while it cannot hear of writes (listener connection lost), and caches again once it is back', async () => {
    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tara-pampanga-cache-versions'`,
    );
    let res = await request(t.http).get('/api/destinations').expect(200);
    for (let attempt = 0; attempt < 20 && res.headers.etag !== undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      res = await request(t.http).get('/api/destinations').expect(200);
    }
    expect([res.headers.etag, res.headers['cache-control']]).toEqual([undefined, undefined]);
    for (let attempt = 0; attempt < 60 && res.headers.etag === undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await request(t.http).get('/api/destinations').expect(200);
    }
    expect(res.headers.etag).toMatch(/^"/);
    expect(t.app.get(CacheVersions).current(['destinations'])).toMatch(/^a\d+-destinations\.[ln]\d+$/);
  });

  /** A write that no trigger announces (replication role: triggers off), as a lost notification or a missed column would be. */
  async function unannounced(sql: string, params: unknown[]): Promise<void> {
    await t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(sql, params);
    });
  }

  it('after a reconnection of the listener, nothing kept before is answered: no old ETag gets 304, no old body is served', async () => {
    const path = `/api/services/${serviceId}`;
    const learned = await request(t.http).get(path).expect(200);
    expect((await request(t.http).get(path).expect(200)).headers['x-cache']).toBe('hit');
    await request(t.http).get(path).set('If-None-Match', learned.headers.etag).expect(304);
    const versions = t.app.get(CacheVersions);
    const until = async (condition: () => boolean) => {
      for (let attempt = 0; attempt < 200 && !condition(); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(condition()).toBe(true);
    };
    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tara-pampanga-cache-versions'`,
    );
    await until(() => versions.current(['services']) === undefined);
    // Missed while the listener was away: no notification reaches anyone.
    await unannounced(`UPDATE services SET review_count = review_count + 7 WHERE id = $1`, [serviceId]);
    await until(() => versions.current(['services']) !== undefined);
    const again = await request(t.http).get(path).set('If-None-Match', learned.headers.etag).expect(200);
    expect([again.body.reviewCount, again.headers['x-cache'], again.headers.etag === learned.headers.etag]).toEqual([
      learned.body.reviewCount + 7,
      'miss',
      false,
    ]);
  });

  it('a write that no notification announces is still served within KEPT_ANSWER_MAX_AGE_MS (kept answers have a hard maximum age)', async () => {
    const path = '/api/categories?type=food';
    const before = await request(t.http).get(path).expect(200);
    expect((await request(t.http).get(path).expect(200)).headers['x-cache']).toBe('hit');
    const [{ id }] = await t.dataSource.query(`SELECT id FROM categories WHERE type = 'food' ORDER BY name LIMIT 1`);
    await unannounced(`UPDATE categories SET color = '#0A0B0C' WHERE id = $1`, [id]);
    const wroteAt = Date.now();
    let after = await request(t.http).get(path).expect(200);
    while (after.text === before.text && Date.now() - wroteAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await request(t.http).get(path).expect(200);
    }
    const seenAfterMs = Date.now() - wroteAt;
    expect(after.text).toContain('#0A0B0C');
    // 2,000 ms by default, plus the polling's own time on a busy machine.
    expect(seenAfterMs).toBeLessThan(t.config.keptAnswers.maxAgeMs + 1_500);
    // Its ETag is made of the answer: the old one gets the new answer.
    await request(t.http).get(path).set('If-None-Match', before.headers.etag).expect(200);
  });

  it('signed-in callers get private, no-cache (still 304), and no shared cache stores an answer sent with their cookie', async () => {
    const res = await request(t.http).get('/api/destinations').set('Cookie', as.user).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    await request(t.http)
      .get('/api/destinations')
      .set('Cookie', as.user)
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });

  it('answers that differ per user (the posts feed, likedByMe) carry no ETag and nothing public', async () => {
    for (const path of ['/api/posts', '/api/auth/user']) {
      const res = await request(t.http).get(path).set('Cookie', as.user).expect(200);
      expect([path, res.headers.etag]).toEqual([path, undefined]);
      expect([path, res.headers['cache-control'] ?? '']).toEqual([path, expect.not.stringContaining('public')]);
    }
  });

  it('errors are never cached (404 of an unknown id, 400 of a bad query)', async () => {
    for (const path of [
      '/api/destinations/6f1c1a52-3f0e-4f7a-9d55-2b1f0c9e7a10',
      '/api/destinations?limit=1000',
      '/api/artwork/nothing/x.svg',
    ]) {
      const res = await request(t.http).get(path);
      expect([path, res.status >= 400, res.headers.etag, res.headers['cache-control']]).toEqual([
        path,
        true,
        undefined,
        undefined,
      ]);
    }
  });

  it('the artwork keeps its day-long Cache-Control, with an ETag and 304', async () => {
    const path = '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32';
    const res = await request(t.http).get(path).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const again = await request(t.http).get(path).set('If-None-Match', res.headers.etag).expect(304);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });
});
