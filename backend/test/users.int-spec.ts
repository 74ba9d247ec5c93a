import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertApiToken, insertUser, sessionCookie, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

const DAY = 24 * 3600_000;

describe('users API, moderation and API tokens (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let adminId: string;
  let admin: string;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    adminId = await insertUser(t.dataSource, {
      email: 'maria@example.com',
      role: Role.Admin,
      firstName: 'Maria',
      lastName: 'Santos',
      createdAt: new Date(Date.now() - 400 * DAY),
    });
    admin = await signIn(t.http, 'maria@example.com');
  });

  const auditRows = (): Promise<
    Array<{ actor_id: string | null; action: string; target_user_id: string; details: Record<string, unknown> }>
  > => t.dataSource.query(`SELECT actor_id, action, target_user_id, details FROM audit_log ORDER BY created_at`);

  describe('GET /api/users', () => {
    beforeEach(async () => {
      const members = [
        ['Ramon', 'Lacson'],
        ['Teresita', 'Pangilinan'],
        ['Miguel', 'Tayag'],
        ['Carmela', 'Sicat'],
        ['Dennis', 'Lising'],
        ['Rowena', 'Dayrit'],
        ['Noel', 'Manansala'],
        ['Aileen', 'Canlas'],
      ];
      for (const [index, [first, last]] of members.entries()) {
        await insertUser(t.dataSource, {
          email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
          firstName: first,
          lastName: last,
          createdAt: new Date(Date.now() - (members.length - index) * DAY),
        });
      }
    });

    it('pages newest first with X-Total-Count', async () => {
      const first = await request(t.http).get('/api/users?limit=4').set('Cookie', admin).expect(200);
      expect(first.headers['x-total-count']).toBe('9');
      expect(first.body.map((u: { lastName: string }) => u.lastName)).toEqual([
        'Canlas',
        'Manansala',
        'Dayrit',
        'Lising',
      ]);
      const last = await request(t.http).get('/api/users?limit=4&offset=8').set('Cookie', admin).expect(200);
      expect(last.body.map((u: { email: string }) => u.email)).toEqual(['maria@example.com']);
      expect(last.headers['x-total-count']).toBe('9');
      const beyond = await request(t.http).get('/api/users?offset=50').set('Cookie', admin).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('9');
      const all = await request(t.http).get('/api/users').set('Cookie', admin).expect(200);
      expect(all.body).toHaveLength(9);
      expect(Object.keys(all.body[0]).sort()).toEqual([
        'createdAt',
        'email',
        'firstName',
        'id',
        'isAdmin',
        'isBanned',
        'isSuspended',
        'lastName',
        'profileImageUrl',
        'role',
        'suspendedUntil',
      ]);
    });

    it('searches first name, last name, full name and email, ignoring case; % and _ are literal', async () => {
      const names = async (search: string) =>
        (await request(t.http).get('/api/users').query({ search }).set('Cookie', admin).expect(200)).body.map(
          (u: { firstName: string }) => u.firstName,
        );
      expect(await names('SICAT')).toEqual(['Carmela']);
      expect(await names('miguel t')).toEqual(['Miguel']);
      expect(await names('rowena.dayrit@')).toEqual(['Rowena']);
      expect(await names('an')).toEqual(['Aileen', 'Noel', 'Teresita', 'Maria']); // Canlas, Manansala, Pangilinan, Santos
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
      const res = await request(t.http).get('/api/users?search=lacson&limit=1').set('Cookie', admin).expect(200);
      expect(res.headers['x-total-count']).toBe('1');
    });

    it('the search is served by the pg_trgm index expression', async () => {
      await t.dataSource.query(`SET enable_seqscan = off`);
      try {
        const plan: Array<{ 'QUERY PLAN': string }> = await t.dataSource.query(
          `EXPLAIN SELECT id FROM users u WHERE lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email) LIKE '%sicat%'`,
        );
        expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_search_trgm_idx');
      } finally {
        await t.dataSource.query(`SET enable_seqscan = on`);
      }
    });

    it('400 for limit above 100, a negative offset or an unknown parameter', async () => {
      await request(t.http).get('/api/users?limit=101').set('Cookie', admin).expect(400);
      await request(t.http).get('/api/users?offset=-1').set('Cookie', admin).expect(400);
      await request(t.http).get('/api/users?sort=email').set('Cookie', admin).expect(400);
    });
  });

  describe('POST /api/users and POST /api/auth/set-password', () => {
    it('creates an account with a one-time link; the person sets a password and is signed in; the link works once', async () => {
      const res = await request(t.http)
        .post('/api/users')
        .set('Cookie', admin)
        .send({ email: 'Carlo.Lansang@example.com', firstName: 'Carlo', lastName: 'Lansang', role: 'editor' })
        .expect(201);
      expect(res.body.user).toMatchObject({ email: 'carlo.lansang@example.com', role: 'editor', isAdmin: false });
      expect(res.body.setPasswordUrl).toMatch(/^\/set-password\?token=[A-Za-z0-9_-]{40,}$/);
      const token = new URL(res.body.setPasswordUrl, 'http://x').searchParams.get('token') as string;
      const stored: Array<{ token_hash: string }> = await t.dataSource.query(`SELECT token_hash FROM password_tokens`);
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(token);
      expect(await auditRows()).toEqual([
        {
          actor_id: adminId,
          action: 'user.created',
          target_user_id: res.body.user.id,
          details: { email: 'carlo.lansang@example.com', role: 'editor' },
        },
      ]);

      // No password yet: sign-in fails.
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'carlo.lansang@example.com', password: 'pampanga-2025' })
        .expect(401);

      const set = await request(t.http)
        .post('/api/auth/set-password')
        .send({ token, password: 'pampanga-2025' })
        .expect(200);
      expect(set.body).toMatchObject({ id: res.body.user.id, role: 'editor' });
      const cookie = sessionCookie(set) as string;
      await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
      await signIn(t.http, 'carlo.lansang@example.com', 'pampanga-2025');

      const again = await request(t.http)
        .post('/api/auth/set-password')
        .send({ token, password: 'another-one-1' })
        .expect(410);
      expect(again.body.code).toBe('PASSWORD_TOKEN_EXPIRED');
    });

    it('400 INVALID_PASSWORD_TOKEN for an unknown token, 410 for an expired one', async () => {
      const bad = await request(t.http)
        .post('/api/auth/set-password')
        .send({ token: 'nope', password: 'pampanga-2025' })
        .expect(400);
      expect(bad.body.code).toBe('INVALID_PASSWORD_TOKEN');
      const res = await request(t.http)
        .post('/api/users')
        .set('Cookie', admin)
        .send({ email: 'late@example.com' })
        .expect(201);
      expect(res.body.user.role).toBe('user');
      await t.dataSource.query(`UPDATE password_tokens SET expires_at = now() - interval '1 minute'`);
      const token = new URL(res.body.setPasswordUrl, 'http://x').searchParams.get('token');
      const expired = await request(t.http)
        .post('/api/auth/set-password')
        .send({ token, password: 'pampanga-2025' })
        .expect(410);
      expect(expired.body.code).toBe('PASSWORD_TOKEN_EXPIRED');
    });

    it('a link works once even when used twice at the same moment', async () => {
      const res = await request(t.http)
        .post('/api/users')
        .set('Cookie', admin)
        .send({ email: 'twice@example.com' })
        .expect(201);
      const token = new URL(res.body.setPasswordUrl, 'http://x').searchParams.get('token');
      const results = await Promise.all(
        ['first-password', 'second-password'].map((password) =>
          request(t.http).post('/api/auth/set-password').send({ token, password }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    });

    it('409 EMAIL_TAKEN; 400 for a bad email or role', async () => {
      await request(t.http).post('/api/users').set('Cookie', admin).send({ email: 'MARIA@example.com' }).expect(409);
      await request(t.http).post('/api/users').set('Cookie', admin).send({ email: 'x' }).expect(400);
      const role = await request(t.http)
        .post('/api/users')
        .set('Cookie', admin)
        .send({ email: 'y@example.com', role: 'owner' })
        .expect(400);
      expect(role.body.message).toContain('role must be one of');
    });
  });

  describe('PATCH /api/users/{id}/role', () => {
    it('changes a role (audited); the new role applies to the user’s next request', async () => {
      const id = await insertUser(t.dataSource, { email: 'ana@example.com' });
      const ana = await signIn(t.http, 'ana@example.com');
      await request(t.http).get('/api/users').set('Cookie', ana).expect(403);
      const res = await request(t.http)
        .patch(`/api/users/${id}/role`)
        .set('Cookie', admin)
        .send({ role: 'admin' })
        .expect(200);
      expect(res.body).toMatchObject({ role: 'admin', isAdmin: true });
      await request(t.http).get('/api/users').set('Cookie', ana).expect(200);
      expect((await auditRows()).at(-1)).toEqual({
        actor_id: adminId,
        action: 'user.role_changed',
        target_user_id: id,
        details: { from: 'user', to: 'admin' },
      });
    });

    it('403 CANNOT_CHANGE_OWN_ROLE, 400 for a bad role, 404 for an unknown id', async () => {
      const own = await request(t.http)
        .patch(`/api/users/${adminId}/role`)
        .set('Cookie', admin)
        .send({ role: 'user' })
        .expect(403);
      expect(own.body.code).toBe('CANNOT_CHANGE_OWN_ROLE');
      await request(t.http)
        .patch(`/api/users/${adminId}/role`)
        .set('Cookie', admin)
        .send({ role: 'superuser' })
        .expect(400);
      const missing = await request(t.http)
        .patch(`/api/users/${randomUUID()}/role`)
        .set('Cookie', admin)
        .send({ role: 'user' })
        .expect(404);
      expect(missing.body.code).toBe('USER_NOT_FOUND');
      await request(t.http).patch(`/api/users/not-a-uuid/role`).set('Cookie', admin).send({ role: 'user' }).expect(400);
    });

    it('409 LAST_ADMIN: two admins demoting each other at once leave one admin', async () => {
      const otherId = await insertUser(t.dataSource, { email: 'jose@example.com', role: Role.Admin });
      const other = await signIn(t.http, 'jose@example.com');
      const [one, two] = await Promise.all([
        request(t.http).patch(`/api/users/${otherId}/role`).set('Cookie', admin).send({ role: 'user' }),
        request(t.http).patch(`/api/users/${adminId}/role`).set('Cookie', other).send({ role: 'user' }),
      ]);
      const statuses = [one.status, two.status].sort();
      // Either the second one waits for the lock and is refused (409), or it sees its caller demoted already (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins: unknown[] = await t.dataSource.query(`SELECT id FROM users WHERE role = 'admin'`);
      expect(admins).toHaveLength(1);
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    let id: string;
    let liza: string;

    beforeEach(async () => {
      id = await insertUser(t.dataSource, { email: 'liza@example.com', firstName: 'Liza' });
      liza = await signIn(t.http, 'liza@example.com');
    });

    it('suspend (7 days): the user can read but not write; unsuspend lifts it; both audited', async () => {
      const before = Date.now();
      const res = await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ action: 'suspend', reason: 'spam' })
        .expect(200);
      expect(res.body.isSuspended).toBe(true);
      const until = new Date(res.body.suspendedUntil).getTime();
      expect(until).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
      expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY);

      await request(t.http).get('/api/auth/user').set('Cookie', liza).expect(200);
      await request(t.http).get('/api/auth/tokens').set('Cookie', liza).expect(200);
      const refused = await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', liza)
        .send({ name: 'x' })
        .expect(403);
      expect(refused.body).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: `Your account is suspended until ${res.body.suspendedUntil}`,
      });

      await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ isBanned: false, isSuspended: false })
        .expect(200);
      await request(t.http).post('/api/auth/tokens').set('Cookie', liza).send({ name: 'x' }).expect(201);
      expect((await auditRows()).map((row) => [row.action, row.details.reason ?? null])).toEqual([
        ['user.suspended', 'spam'],
        ['user.unsuspended', null],
      ]);
    });

    it("the spec's field form: { isSuspended, suspendedUntil } honoured within 7 days, capped beyond", async () => {
      const tomorrow = new Date(Date.now() + DAY).toISOString();
      const near = await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ isSuspended: true, suspendedUntil: tomorrow })
        .expect(200);
      expect(near.body.suspendedUntil).toBe(tomorrow);
      const far = new Date(Date.now() + 30 * DAY).toISOString();
      const capped = await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ isSuspended: true, suspendedUntil: far })
        .expect(200);
      expect(new Date(capped.body.suspendedUntil).getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    });

    it('a suspension lifts by itself once suspendedUntil passes', async () => {
      await t.dataSource.query(
        `UPDATE users SET is_suspended = true, suspended_until = now() + interval '1 hour' WHERE id = $1`,
        [id],
      );
      await request(t.http).post('/api/auth/tokens').set('Cookie', liza).send({ name: 'x' }).expect(403);
      await t.dataSource.query(`UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = $1`, [id]);
      await request(t.http).post('/api/auth/tokens').set('Cookie', liza).send({ name: 'x' }).expect(201);
      const me = await request(t.http).get('/api/auth/user').set('Cookie', liza).expect(200);
      expect(me.body).toMatchObject({ isSuspended: false, suspendedUntil: null });
      const [row]: Array<{ is_suspended: boolean }> = await t.dataSource.query(
        `SELECT is_suspended FROM users WHERE id = $1`,
        [id],
      );
      expect(row.is_suspended).toBe(false); // cleared in the table too
    });

    it('ban: sessions end and tokens are revoked at once; unsuspend (the unban control) lifts the ban', async () => {
      const token = (
        await request(t.http).post('/api/auth/tokens').set('Cookie', liza).send({ name: 'app' }).expect(201)
      ).body.token;
      await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);

      const res = await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ isBanned: true })
        .expect(200);
      expect(res.body).toMatchObject({ isBanned: true });
      await request(t.http).get('/api/auth/user').set('Cookie', liza).expect(401);
      await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
      expect(await t.dataSource.query(`SELECT id FROM api_tokens`)).toEqual([]);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'liza@example.com', password: 'correct horse battery' })
        .expect(403);
      const banRow = (await auditRows()).at(-1);
      expect(banRow).toMatchObject({
        action: 'user.banned',
        actor_id: adminId,
        target_user_id: id,
        details: { before: 'active', after: 'banned', sessionsEnded: 1 },
      });

      const lifted = await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ action: 'unsuspend' })
        .expect(200);
      expect(lifted.body).toMatchObject({ isBanned: false, isSuspended: false, suspendedUntil: null });
      await signIn(t.http, 'liza@example.com');
    });

    it('403 CANNOT_MODERATE_SELF, 404 for an unknown id, 400 for an empty or bad body', async () => {
      const self = await request(t.http)
        .patch(`/api/admin/users/${adminId}`)
        .set('Cookie', admin)
        .send({ action: 'ban' })
        .expect(403);
      expect(self.body.code).toBe('CANNOT_MODERATE_SELF');
      await request(t.http)
        .patch(`/api/admin/users/${randomUUID()}`)
        .set('Cookie', admin)
        .send({ action: 'ban' })
        .expect(404);
      const empty = await request(t.http).patch(`/api/admin/users/${id}`).set('Cookie', admin).send({}).expect(400);
      expect(empty.body.code).toBe('INVALID_MODERATION_REQUEST');
      await request(t.http).patch(`/api/admin/users/${id}`).set('Cookie', admin).send({ action: 'delete' }).expect(400);
      await request(t.http)
        .patch(`/api/admin/users/${id}`)
        .set('Cookie', admin)
        .send({ isSuspended: true, suspendedUntil: 'soon' })
        .expect(400);
      expect(await auditRows()).toEqual([]);
    });
  });

  describe('GET /api/admin/stats', () => {
    it('live counts; an expired suspension counts as active', async () => {
      await insertUser(t.dataSource, { email: 'a@example.com', isBanned: true });
      await insertUser(t.dataSource, { email: 'b@example.com', suspendedUntil: new Date(Date.now() + DAY) });
      await insertUser(t.dataSource, { email: 'c@example.com', suspendedUntil: new Date(Date.now() - 1000) });
      await insertUser(t.dataSource, { email: 'mod@example.com', role: Role.Moderator });
      const moderator = await signIn(t.http, 'mod@example.com');
      const res = await request(t.http).get('/api/admin/stats').set('Cookie', moderator).expect(200);
      expect(res.body).toEqual({ activeUsers: 3, bannedUsers: 1, suspendedUsers: 1, totalUsers: 5 });
    });
  });

  describe('API tokens', () => {
    it('created once (tp_...), stored as SHA-256, listed without the secret, authenticate as the owner, revoked -> 401', async () => {
      const created = await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', admin)
        .send({ name: '  Partner   app ' })
        .expect(201);
      expect(Object.keys(created.body).sort()).toEqual(['createdAt', 'id', 'name', 'token']);
      expect(created.body.name).toBe('Partner app');
      const token: string = created.body.token;
      expect(token).toMatch(/^tp_[A-Za-z0-9_-]{43}$/);

      const stored: Array<{ token_hash: string }> = await t.dataSource.query(`SELECT token_hash FROM api_tokens`);
      expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM api_tokens`))).not.toContain(token.slice(3));

      const me = await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body.email).toBe('maria@example.com');
      await request(t.http).get('/api/users').set('Authorization', `Bearer ${token}`).expect(200); // the owner's role
      expect(me.headers['set-cookie']).toBeUndefined(); // no session for token calls

      const list = await request(t.http).get('/api/auth/tokens').set('Cookie', admin).expect(200);
      expect(list.body).toEqual([
        { id: created.body.id, name: 'Partner app', createdAt: created.body.createdAt, lastUsedAt: expect.any(String) },
      ]);

      await request(t.http).delete(`/api/auth/tokens/${created.body.id}`).set('Cookie', admin).expect(204);
      const revoked = await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
      expect(revoked.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      await request(t.http).get('/api/categories').set('Authorization', `Bearer ${token}`).expect(200); // public stays public
    });

    it("404 for someone else's token or an unknown id; a token cannot be used by the cookie of another user", async () => {
      const otherId = await insertUser(t.dataSource, { email: 'other@example.com' });
      const theirs = await insertApiToken(t.dataSource, otherId);
      const [row]: Array<{ id: string }> = await t.dataSource.query(`SELECT id FROM api_tokens`);
      const res = await request(t.http).delete(`/api/auth/tokens/${row.id}`).set('Cookie', admin).expect(404);
      expect(res.body.code).toBe('API_TOKEN_NOT_FOUND');
      await request(t.http).delete(`/api/auth/tokens/${randomUUID()}`).set('Cookie', admin).expect(404);
      const me = await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${theirs}`).expect(200);
      expect(me.body.email).toBe('other@example.com');
    });

    it('400 for an empty name', async () => {
      await request(t.http).post('/api/auth/tokens').set('Cookie', admin).send({ name: '   ' }).expect(400);
      await request(t.http).post('/api/auth/tokens').set('Cookie', admin).send({}).expect(400);
    });
  });
});
