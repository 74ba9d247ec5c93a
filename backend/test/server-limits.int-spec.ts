import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { createAuthTestApp } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * What the API does when it runs out of something (issue 28.1 and 28.8): no database connection in time is a 503 with
 * Retry-After and the error body, counted in /api/metrics (never a 500); connections beyond HTTP_MAX_CONNECTIONS are
 * closed while the server keeps answering the others; a client sending its headers slowly is cut off at
 * HTTP_HEADERS_TIMEOUT_MS.
 */
describe('running out: database pool, connections, slow headers (real PostgreSQL, real sockets)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    await db?.stop();
  });

  describe('no database connection in time: 503 SERVICE_UNAVAILABLE with Retry-After, counted', () => {
    const METRICS_TOKEN = 'metrics-token-for-the-pool-test';
    let t: TestApp;

    beforeAll(async () => {
      t = await createAuthTestApp(db, {
        env: { DATABASE_POOL_SIZE: '2', DATABASE_CONNECT_TIMEOUT_MS: '300', METRICS_TOKEN },
      });
    });

    afterAll(async () => {
      await t?.close();
    });

    const poolTimeouts = async (): Promise<number> => {
      const res = await request(t.http).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      const line = String(res.text)
        .split('\n')
        .find((entry) => entry.startsWith('db_unavailable_total{reason="pool_timeout"}'));
      expect(line).toBeDefined();
      return Number(line?.split(' ')[1]);
    };

    it('while every pooled connection is held, requests that need one are 503 (not 500); once freed, answered again', async () => {
      const before = await poolTimeouts();
      const held: QueryRunner[] = [t.dataSource.createQueryRunner(), t.dataSource.createQueryRunner()];
      let answers: request.Response[];
      try {
        for (const runner of held) await runner.connect(); // both connections of the pool, checked out and kept
        answers = await Promise.all([
          // A sign-in (its attempt counter), a public list, a readiness probe: three different paths to the pool.
          ...Array.from({ length: 6 }, (_, i) =>
            request(t.http)
              .post('/api/auth/login')
              .send({ email: `busy-${i}@example.com`, password: 'wrong-password' }),
          ),
          request(t.http).get('/api/categories'),
          request(t.http).get('/api/coupons'),
        ]);
      } finally {
        for (const runner of held) await runner.release();
      }
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
        expect(res.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
      }
      expect(await poolTimeouts()).toBe(before + answers.length);

      // The pool is free again: the same requests are answered as usual.
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'busy-0@example.com', password: 'wrong-password' })
        .expect(401);
      await request(t.http).get('/api/categories').expect(200);
      expect(await poolTimeouts()).toBe(before + answers.length);
    });
  });

  describe('HTTP connection cap and header timeout', () => {
    const HEADERS_TIMEOUT_MS = 1_500;
    let t: TestApp;
    let port: number;
    const sockets: net.Socket[] = [];

    beforeAll(async () => {
      t = await createAuthTestApp(db, {
        env: {
          HTTP_MAX_CONNECTIONS: '4',
          HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
          HTTP_REQUEST_TIMEOUT_MS: '5000',
        },
      });
      port = (t.http.address() as AddressInfo).port;
    });

    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.destroy();
      // The next test starts with no connection left (the server sees the closes a moment later).
      const deadline = Date.now() + 5_000;
      while ((await openConnections()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
    });

    afterAll(async () => {
      await t?.close();
    });

    function openConnections(): Promise<number> {
      return new Promise<number>((resolve, reject) =>
        t.http.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    }

    /** A raw connection; `answers` collects what the server sends, `closed` resolves with the time the server closed it. */
    const connect = async () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined); // a reset is one of the ways a refused connection ends
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      return { socket, closed, received: () => received };
    };

    const ask = async (connection: Awaited<ReturnType<typeof connect>>, answersBefore: number) => {
      connection.socket.write('GET /api/health/live HTTP/1.1\r\nHost: limits.test\r\n\r\n');
      const deadline = Date.now() + 10_000;
      while ((connection.received().match(/HTTP\/1\.1 200/g)?.length ?? 0) <= answersBefore) {
        if (Date.now() > deadline) throw new Error(`no answer; received: ${connection.received()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    it('a connection beyond HTTP_MAX_CONNECTIONS is closed unanswered, while the connections inside the cap are answered', async () => {
      // Four keep-alive connections, each answered once and kept open (the test app never closes idle ones).
      const inside = [];
      for (let i = 0; i < 4; i++) {
        const connection = await connect();
        await ask(connection, 0);
        inside.push(connection);
      }
      expect(await openConnections()).toBe(4);

      const beyond = await connect();
      beyond.socket.write('GET /api/health/live HTTP/1.1\r\nHost: limits.test\r\n\r\n');
      await beyond.closed;
      expect(beyond.received()).toBe('');

      // The server keeps answering: the four inside the cap, then a new connection once one of them has gone.
      for (const connection of inside) await ask(connection, 1);
      inside[0]!.socket.destroy();
      await inside[0]!.closed;
      const deadline = Date.now() + 5_000;
      while ((await openConnections()) > 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const replacement = await connect();
      await ask(replacement, 0);
    });

    it('headers sent slowly (a line every 100 ms, never finished) are cut off with 408 at the headers timeout', async () => {
      const slow = await connect();
      const started = Date.now();
      slow.socket.write('GET /api/health/live HTTP/1.1\r\nHost: limits.test\r\n');
      const trickle = setInterval(
        () => slow.socket.writable && slow.socket.write(`X-Slow-${Date.now()}: still typing\r\n`),
        100,
      );
      // A connection that sends nothing at all is cut off the same way.
      const silent = await connect();
      try {
        const closedAt = await slow.closed;
        expect(closedAt - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
        expect(closedAt - started).toBeLessThan(HEADERS_TIMEOUT_MS + 10_000);
        expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
        const silentClosedAt = await silent.closed;
        expect(silentClosedAt - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      } finally {
        clearInterval(trickle);
      }
      // Meanwhile and after, everyone else is answered.
      await request(t.http).get('/api/health/live').expect(200);
    }, 30_000);
  });
});
