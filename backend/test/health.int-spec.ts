import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

describe('GET /api/health', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db, { env: { DEMO_DATA: 'false' } });
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('is 200 { status: ok, database: up } while PostgreSQL answers', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('is 503 { status: error, database: down } once PostgreSQL is gone, quickly', async () => {
    await db.server.stop();
    const started = Date.now();
    const res = await request(t.http).get('/api/health').expect(503).expect('Content-Type', /json/);
    expect(res.body).toEqual({ status: 'error', database: 'down' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
