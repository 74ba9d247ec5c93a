import request from 'supertest';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.8: a page on another site that navigates to GET /api/logout must not sign the member out. The apps sign out
 * with POST /api/logout (refused from another site like every write); the spec's GET still works for navigations
 * from this site (Sec-Fetch-Site same-origin or none).
 */
describe('signing out (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let cookie: string;

  const signedIn = (c: string) => request(t.http).get('/api/auth/user').set('Cookie', c);
  const sessions = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM user_sessions`))[0].n);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  }, 120_000);

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    await insertUser(t.dataSource, { email: 'ana@logout.test' });
    cookie = await signIn(t.http, 'ana@logout.test');
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('POST /api/logout ends the session (row deleted, cookie and hint cleared) and answers 303 to /', async () => {
    const res = await request(t.http)
      .post('/api/logout')
      .set('Cookie', `${cookie}; tara.signedin=1`)
      .set('Origin', `http://127.0.0.1:${(t.http.address() as { port: number }).port}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/tara\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(res.headers['set-cookie'])).toMatch(/tara\.signedin=;/);
    expect(await sessions()).toBe(0);
    await signedIn(cookie).expect(401);
  });

  it('POST /api/logout from another site is refused (403) and the member stays signed in', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]) {
      const res = await request(t.http).post('/api/logout').set('Cookie', cookie).set(headers).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST_BLOCKED' });
    }
    expect(await sessions()).toBe(1);
    await signedIn(cookie).expect(200);
  });

  it('POST /api/logout without a session is a harmless 303', async () => {
    await request(t.http).post('/api/logout').expect(303);
    await signedIn(cookie).expect(200);
  });

  it('GET /api/logout from another site (cross-site or same-site) redirects to / without signing out', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await request(t.http)
        .get('/api/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', site)
        .redirects(0)
        .expect(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/tara\.sid=;/);
    }
    expect(await sessions()).toBe(1);
    await signedIn(cookie).expect(200);
  });

  it.each(['same-origin', 'none'])(
    'GET /api/logout navigated from this site (Sec-Fetch-Site %s) signs out',
    async (site) => {
      const res = await request(t.http)
        .get('/api/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', site)
        .redirects(0)
        .expect(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).toMatch(/tara\.sid=;/);
      expect(await sessions()).toBe(0);
      await signedIn(cookie).expect(401);
    },
  );
});
