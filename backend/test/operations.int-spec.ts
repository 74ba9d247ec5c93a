import { Writable } from 'node:stream';
import request from 'supertest';
import { Readiness } from '../src/health/readiness.js';
import { createJsonLogger } from '../src/observability/logger.js';
import { createAuthTestApp, insertUser, signIn, TEST_PASSWORD } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A pino destination that keeps every JSON line written to it. */
function captureLines() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, raw, stream };
}

/**
 * What a deployment behind a balancer relies on (issue 12): API-only mode, liveness and readiness (503 once draining),
 * request ids kept from the web server and written in JSON request logs that never carry a secret, and Prometheus
 * metrics for a scraper holding METRICS_TOKEN only.
 */
describe('operations: health, draining, request logs, metrics, API-only mode', () => {
  let db: TestDatabase;
  let t: TestApp;
  const log = captureLines();

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db, {
      env: { SERVE_STATIC: 'false', METRICS_TOKEN },
      requestLog: createJsonLogger(log.stream),
    });
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('GET /api/health/live and /api/health/ready answer 200 while the database answers', async () => {
    await request(t.http).get('/api/health/live').expect(200, { status: 'ok' });
    await request(t.http).get('/api/health/ready').expect(200, { status: 'ready', database: 'up' });
  });

  it('SERVE_STATIC=false serves the API only: no shell, no remotes manifest', async () => {
    const page = await request(t.http).get('/').expect(404);
    expect(page.headers['content-type']).toMatch(/json/);
    await request(t.http).get('/remotes.json').expect(404);
    await request(t.http).get('/destinations').expect(404);
    await request(t.http).get('/api/categories').expect(200);
  });

  it("keeps the web server's X-Request-Id, makes one when it is missing or malformed, and answers it", async () => {
    const kept = await request(t.http)
      .get('/api/categories')
      .set('X-Request-Id', 'f3a9c2b1d4e5f60718293a4b5c6d7e8f')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('f3a9c2b1d4e5f60718293a4b5c6d7e8f');
    const made = await request(t.http).get('/api/categories').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await request(t.http)
      .get('/api/categories')
      .set('X-Request-Id', 'x"}{"level":"fake","reqId":"forged')
      .expect(200);
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one JSON line per request with id, method, path, route, status, duration and user, and never a secret', async () => {
    const userId = await insertUser(t.dataSource, { email: 'logged@example.com' });
    const cookie = await signIn(t.http, 'logged@example.com');
    await request(t.http)
      .get('/api/auth/user?search=private-words')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'req-0000000000000001')
      .expect(200);
    await request(t.http).get('/api/no-such-endpoint').set('X-Request-Id', 'req-0000000000000002').expect(404);

    const line = log.lines.find((entry) => entry.reqId === 'req-0000000000000001');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/auth/user',
      route: '/api/auth/user',
      status: 200,
      userId,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
    expect(log.lines.find((entry) => entry.reqId === 'req-0000000000000002')).toMatchObject({
      status: 404,
      route: 'unmatched',
      userId: null,
    });
    // A signed-out repeat answered from the kept answers, before Express, writes the same line with its route.
    await request(t.http).get('/api/categories?type=camping').set('X-Request-Id', 'req-0000000000000003').expect(200);
    const kept = await request(t.http)
      .get('/api/categories?type=camping')
      .set('X-Request-Id', 'req-0000000000000004')
      .expect(200);
    expect(kept.headers['x-cache']).toBe('hit');
    for (const reqId of ['req-0000000000000003', 'req-0000000000000004']) {
      expect(log.lines.find((entry) => entry.reqId === reqId)).toMatchObject({
        method: 'GET',
        path: '/api/categories',
        route: '/api/categories',
        status: 200,
        userId: null,
      });
    }

    const everything = log.raw.join('\n');
    const sessionId = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
    for (const secret of [TEST_PASSWORD, sessionId, 'tara.sid', 'private-words', 'logged@example.com'])
      expect(everything).not.toContain(secret);
  });

  it('GET /api/metrics: Prometheus text for the token holder only, with request durations by route, the pool and event-loop lag', async () => {
    await request(t.http).get('/api/metrics').expect(401);
    await request(t.http).get('/api/metrics').set('Authorization', 'Bearer not-the-token-0123456789012345').expect(401);
    const count = async () => {
      const res = await request(t.http).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      return Number(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/destinations",status="200"\} (\d+)/.exec(
          res.text,
        )?.[1] ?? 0,
      );
    };
    await request(t.http).get('/api/destinations?limit=2').expect(200);
    const before = await count();
    // A kept answer (answered before Express) is counted under its route too.
    expect((await request(t.http).get('/api/destinations?limit=2').expect(200)).headers['x-cache']).toBe('hit');
    expect([before >= 1, await count()]).toEqual([true, before + 1]);
    const res = await request(t.http).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^db_pool_connections_in_use \d+/m);
    expect(res.text).toMatch(/^db_pool_clients_waiting \d+/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('without METRICS_TOKEN there is no metrics endpoint', async () => {
    const plain = await createAuthTestApp(db);
    try {
      await request(plain.http).get('/api/metrics').expect(404);
    } finally {
      await plain.close();
    }
  });

  it('once draining (SIGTERM), ready answers 503 and every response closes its connection; live stays 200', async () => {
    t.app.get(Readiness).startDraining();
    const ready = await request(t.http).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ status: 'draining', database: 'up' });
    expect(ready.headers.connection).toBe('close');
    const live = await request(t.http).get('/api/health/live').expect(200);
    expect(live.headers.connection).toBe('close');
    // Reads are refused unprocessed (nginx retries them on another replica and stops sending here); writes are served.
    const list = await request(t.http).get('/api/categories').expect(503);
    expect(list.body).toMatchObject({ statusCode: 503, code: 'DRAINING' });
    expect(list.headers.connection).toBe('close');
    expect(list.headers['retry-after']).toBe('1');
    const write = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong password' })
      .expect(401);
    expect(write.headers.connection).toBe('close');
  });
});
