import zlib from 'node:zlib';
import request from 'supertest';
import { jest } from '@jest/globals';
import { BuiltReads } from '../src/shared/http/built-first.js';
import { HttpCacheInterceptor } from '../src/shared/http/http-cache.interceptor.js';
import { rawGet } from './support/raw-get.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Built answers before Express (issue 34.4, shared/http/built-first.ts), on an API keeping no answers (every answer
 * built): once Nest has answered a path, its next signed-out GETs are built without Express and Nest, and must be the
 * same answers (status, headers, body, compression, 304), with errors and everything else still Nest's.
 */
describe('built answers before Express', () => {
  let db: TestDatabase;
  let t: TestApp;
  let destinationId: string;
  let serviceId: string;
  const intercept = jest.spyOn(HttpCacheInterceptor.prototype, 'intercept');

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db, { env: { ANSWER_CACHE_MB: '0' } });
    [{ id: destinationId }] = await t.dataSource.query(`SELECT id FROM destinations ORDER BY name LIMIT 1`);
    [{ id: serviceId }] = await t.dataSource.query(`SELECT id FROM services ORDER BY name LIMIT 1`);
  }, 120_000);

  afterAll(async () => {
    intercept.mockRestore();
    await t?.close();
    await db?.stop();
  });

  /** The headers of an answer but the request's own (its id, the date). */
  const headersOf = (res: { headers: Record<string, unknown> }) =>
    Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['x-request-id', 'date'].includes(name)));

  const reads = () => [
    '/api/destinations?limit=20',
    '/api/destinations?search=sisig',
    '/api/destinations?offset=1&limit=2',
    `/api/destinations/${destinationId}`,
    '/api/services',
    `/api/services/${serviceId}`,
    '/api/categories',
    '/api/categories?type=motorist',
    '/api/coupons?limit=12',
    '/api/coupons/stats',
  ];

  it('answers a learned path without Nest: the same status, headers and body as Nest built', async () => {
    for (const path of reads()) {
      const get = () => request(t.http).get(path).set('Accept-Encoding', 'identity');
      t.app.get(BuiltReads).forget();
      intercept.mockClear();
      const byNest = await get().set('X-Request-Id', 'req-nest-0000001').expect(200);
      expect([path, intercept.mock.calls.length]).toEqual([path, 1]);
      intercept.mockClear();
      const built = await get().set('X-Request-Id', 'req-built-000001').expect(200);
      expect([path, intercept.mock.calls.length]).toEqual([path, 0]);
      expect([path, built.headers['x-request-id'], built.text]).toEqual([path, 'req-built-000001', byNest.text]);
      expect([path, headersOf(built)]).toEqual([path, headersOf(byNest)]);
      expect(built.headers['x-cache']).toBeUndefined(); // nothing kept (ANSWER_CACHE_MB=0)
      // 304 to its ETag, built too.
      const fresh = await request(t.http).get(path).set('If-None-Match', built.headers.etag).expect(304);
      expect([path, intercept.mock.calls.length, fresh.headers.etag, fresh.headers['x-frame-options']]).toEqual([
        path,
        0,
        built.headers.etag,
        'DENY',
      ]);
      // Cache-Control: no-cache asks for the answer again, as Express's req.fresh says.
      await request(t.http)
        .get(path)
        .set('If-None-Match', built.headers.etag)
        .set('Cache-Control', 'no-cache')
        .expect(200);
    }
  });

  it('compresses a built answer as the compression middleware would (br, gzip, deflate; small answers as they are)', async () => {
    const path = '/api/destinations?limit=20';
    await request(t.http).get(path).expect(200);
    const plain = await rawGet(t.http, path, { 'Accept-Encoding': 'identity' });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
      ['deflate', zlib.inflateSync],
    ] as const) {
      intercept.mockClear();
      const sent = await rawGet(t.http, path, { 'Accept-Encoding': encoding });
      expect([encoding, intercept.mock.calls.length, sent.headers['content-encoding']]).toEqual([
        encoding,
        0,
        encoding,
      ]);
      expect(decode(sent.body).toString()).toBe(plain.body.toString());
      expect(Number(sent.headers['content-length'])).toBe(sent.body.length);
      expect(sent.headers.vary).toBe('Accept-Encoding');
      expect(sent.headers.etag).toBe(plain.headers.etag);
    }
    const small = await rawGet(t.http, '/api/destinations?search=zzqqxxnothing', { 'Accept-Encoding': 'identity' });
    expect(small.body.length).toBeLessThan(1024);
    intercept.mockClear();
    const smallAgain = await rawGet(t.http, '/api/destinations?search=zzqqxxnothing', { 'Accept-Encoding': 'br' });
    expect(intercept.mock.calls.length).toBe(0);
    expect([small.headers['content-encoding'], smallAgain.headers['content-encoding']]).toEqual([undefined, undefined]);
  });

  it('leaves bad queries, unknown records, signed-in callers, HEAD and bodies to Nest, with its answers', async () => {
    await request(t.http).get('/api/destinations').expect(200);
    for (const [query, status] of [
      ['?limit=abc', 400],
      ['?limit=0', 400],
      ['?unknown=1', 400],
      ['?search=%00', 400],
      ['?limit=3', 200],
    ] as const) {
      intercept.mockClear();
      const res = await request(t.http).get(`/api/destinations${query}`).set('X-Request-Id', 'req-bad-00000001');
      expect([query, res.status]).toEqual([query, status]);
      if (status === 400)
        expect([query, res.body.code, intercept.mock.calls.length]).toEqual([query, 'VALIDATION_FAILED', 1]);
      // The prelude ran once: one request id, the security headers.
      expect([query, res.headers['x-request-id'], res.headers['x-frame-options']]).toEqual([
        query,
        'req-bad-00000001',
        'DENY',
      ]);
    }
    // Admins only: all=true signed out is Nest's 401.
    await request(t.http).get('/api/coupons').expect(200);
    intercept.mockClear();
    await request(t.http).get('/api/coupons?all=true').expect(401);
    expect(intercept.mock.calls.length).toBe(1);
    // A record gone since its path was learned: Nest's 404.
    const [{ id }] = await t.dataSource.query(`SELECT id FROM destinations ORDER BY name OFFSET 1 LIMIT 1`);
    await request(t.http).get(`/api/destinations/${id}`).expect(200);
    await t.dataSource.query(`DELETE FROM destinations WHERE id = $1`, [id]);
    intercept.mockClear();
    const gone = await request(t.http).get(`/api/destinations/${id}`).expect(404);
    expect([gone.body.code, intercept.mock.calls.length]).toEqual(['DESTINATION_NOT_FOUND', 1]);
    // Signed in (a session cookie), HEAD, a body: Nest.
    intercept.mockClear();
    await request(t.http).get('/api/categories').set('Cookie', 'tara.sid=s%3Anobody.x').expect(200);
    await request(t.http).head('/api/categories').expect(200);
    await request(t.http).get('/api/categories').set('Content-Type', 'application/json').send('{}');
    expect(intercept.mock.calls.length).toBe(3);
  });

  it('answers a near query on a learned path as Nest does: Cache-Control, no ETag', async () => {
    const path = '/api/destinations?near=15.0286,120.6898&limit=5';
    await request(t.http).get('/api/destinations').expect(200);
    intercept.mockClear();
    const built = await request(t.http).get(path).expect(200);
    expect(intercept.mock.calls.length).toBe(0);
    expect(built.headers.etag).toBeUndefined();
    expect(built.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const byNest = await request(t.http).get(path).set('Cookie', 'tara.sid=s%3Anobody.x').expect(200);
    expect(built.text).toBe(byNest.text);
  });
});
