import { jest } from '@jest/globals';
import request from 'supertest';
import { AccountDirectory } from '../src/modules/auth/application/ports/account-directory.js';
import { Role } from '../src/shared/domain/role.js';
import { SESSION_SECRET_KEY } from '../src/modules/auth/infrastructure/pg-session.store.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/** Sessions live in PostgreSQL: replicas share them, restarts keep them, a ban ends them. */
describe('server-side sessions (two app instances on one real PostgreSQL)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    a = await createAuthTestApp(db);
    b = await createAuthTestApp(db);
    await insertUser(a.dataSource, { email: 'admin@example.com', role: Role.Admin });
    await insertUser(a.dataSource, { email: 'liza@example.com', firstName: 'Liza' });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.stop();
  });

  it('a cookie from instance A works on instance B, and signing out on B ends it on A', async () => {
    const cookie = await signIn(a.http, 'liza@example.com');
    const onB = await request(b.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(onB.body).toMatchObject({ email: 'liza@example.com', firstName: 'Liza' });
    await request(b.http).get('/api/logout').set('Cookie', cookie).expect(302);
    await request(a.http).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('without SESSION_SECRET both use the one random secret kept in app_meta', async () => {
    const rows: Array<{ value: string }> = await a.dataSource.query(`SELECT value FROM app_meta WHERE key = $1`, [
      SESSION_SECRET_KEY,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].value.length).toBeGreaterThanOrEqual(48);
  });

  it('a session survives a backend restart (new app, same database, same cookie)', async () => {
    const cookie = await signIn(a.http, 'liza@example.com');
    await a.close();
    a = await createAuthTestApp(db);
    const res = await request(a.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(res.body.email).toBe('liza@example.com');
  });

  it('stores the session with a 30-day expiry and only the user id', async () => {
    const cookie = await signIn(a.http, 'liza@example.com');
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    const [row]: Array<{ sess: Record<string, unknown>; days: number }> = await a.dataSource.query(
      `SELECT sess, (extract(epoch FROM expire - now()) / 86400)::float8 AS days FROM user_sessions WHERE sid = $1`,
      [sid],
    );
    expect(row.days).toBeGreaterThan(29.9);
    expect(row.days).toBeLessThan(30.01);
    expect(Object.keys(row.sess).sort()).toEqual(['cookie', 'signedInAt', 'userId']);
  });

  it('a ban (on instance B) ends the user’s sessions at once: 401 on A, rows gone, sign-in refused', async () => {
    const victim = await insertUser(a.dataSource, { email: 'dennis@example.com' });
    const phone = await signIn(a.http, 'dennis@example.com');
    const laptop = await signIn(b.http, 'dennis@example.com');
    await request(a.http).get('/api/auth/user').set('Cookie', phone).expect(200);

    const admin = await signIn(b.http, 'admin@example.com');
    const banned = await request(b.http)
      .patch(`/api/admin/users/${victim}`)
      .set('Cookie', admin)
      .send({ action: 'ban' })
      .expect(200);
    expect(banned.body).toMatchObject({ isBanned: true });

    await request(a.http).get('/api/auth/user').set('Cookie', phone).expect(401);
    await request(b.http).get('/api/auth/user').set('Cookie', laptop).expect(401);
    const left: unknown[] = await a.dataSource.query(`SELECT sid FROM user_sessions WHERE sess ->> 'userId' = $1`, [
      victim,
    ]);
    expect(left).toEqual([]);
    await request(a.http)
      .post('/api/auth/login')
      .send({ email: 'dennis@example.com', password: 'correct horse battery' })
      .expect(403);
  });

  it('a banned user’s session that is still stored (banned straight in the table) is ended on its next request', async () => {
    const id = await insertUser(a.dataSource, { email: 'rowena@example.com' });
    const cookie = await signIn(a.http, 'rowena@example.com');
    await a.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [id]);
    await request(a.http).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(await a.dataSource.query(`SELECT sid FROM user_sessions WHERE sess ->> 'userId' = $1`, [id])).toEqual([]);
  });

  it('reads the member with the session, in one statement, fresh on every request: a role change applies at once', async () => {
    const id = await insertUser(a.dataSource, { email: 'carmela@example.com', firstName: 'Carmela' });
    const cookie = await signIn(a.http, 'carmela@example.com');
    const accounts = a.app.get(AccountDirectory);
    const findById = jest.spyOn(accounts, 'findById');
    try {
      await request(a.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
      await a.dataSource.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [id]);
      await request(a.http).get('/api/reports/stats').set('Cookie', cookie).expect(200);
      await a.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [id]);
      await request(a.http).get('/api/reports/stats').set('Cookie', cookie).expect(403);
      // The guard never read the member on its own: each time it came with the session.
      expect(findById).not.toHaveBeenCalled();
    } finally {
      findById.mockRestore();
    }
  });

  it('closing an app closes its session pool', async () => {
    const sessionConnections = async (): Promise<number> =>
      Number(
        (
          await a.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'tara-pampanga-sessions' AND datname = current_database()`,
          )
        )[0].n,
      );
    const before = await sessionConnections();
    const extra = await createAuthTestApp(db);
    const cookie = await signIn(extra.http, 'liza@example.com');
    await request(extra.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(await sessionConnections()).toBeGreaterThan(before);
    await extra.close();
    const deadline = Date.now() + 3_000;
    while ((await sessionConnections()) > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sessionConnections()).toBeLessThanOrEqual(before);
  });
});
