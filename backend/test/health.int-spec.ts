import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/** An app on its own throw-away database, so that each test may do what it likes to it (stop it, even). */
function onItsOwnDatabase() {
  const state = {} as { db: TestDatabase; t: TestApp };
  beforeAll(async () => {
    state.db = await startTestDatabase();
    state.t = await createTestApp(state.db, { env: { DEMO_DATA: 'false' } });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.db?.stop();
  });
  return state;
}

describe('GET /api/health', () => {
  describe('with PostgreSQL up', () => {
    const app = onItsOwnDatabase();

    it('is 200 { status: ok, database: up } while PostgreSQL answers', async () => {
      const res = await request(app.t.http).get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
    });
  });

  describe('with PostgreSQL gone', () => {
    const app = onItsOwnDatabase();

    it('is 503 { status: error, database: down } once PostgreSQL is gone, quickly', async () => {
      await app.db.server.stop();
      const started = Date.now();
      const res = await request(app.t.http).get('/api/health').expect(503).expect('Content-Type', /json/);
      expect(res.body).toEqual({ status: 'error', database: 'down' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
