import request from 'supertest';
import { loadAuthConfig } from '../src/modules/auth/http/auth-config.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, sessionCookie, signIn, TEST_PASSWORD } from './support/auth-helpers.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

const USER_FIELDS = [
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
];

describe('sign-in with built-in accounts (real PostgreSQL, sessions in user_sessions)', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    // Low limits keep the rate-limit tests fast; the defaults (10 / 100 / 15 min) are checked on loadAuthConfig below.
    t = await createAuthTestApp(db, {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6', LOGIN_WINDOW_MINUTES: '15' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
  });

  describe('POST /api/auth/register, GET /api/auth/user, GET /api/logout', () => {
    it('signs a new member up and in: 201 user, HttpOnly SameSite=Lax cookie, then /api/auth/user answers', async () => {
      const res = await request(t.http)
        .post('/api/auth/register')
        .send({
          email: '  Juan.DelaCruz@Example.com ',
          password: 'sisig-is-life',
          firstName: ' Juan ',
          lastName: 'Dela Cruz',
        })
        .expect(201);
      expect(Object.keys(res.body).sort()).toEqual(USER_FIELDS);
      expect(res.body).toMatchObject({
        email: 'juan.delacruz@example.com',
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        profileImageUrl: null,
        role: 'user',
        isAdmin: false,
        isBanned: false,
        isSuspended: false,
        suspendedUntil: null,
      });
      const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const setCookie = setCookies.find((line) => line.startsWith('tara.sid=')) ?? '';
      expect(setCookie).toMatch(/^tara\.sid=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/); // only when NODE_ENV=production
      const expires = new Date(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? 0).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000); // 30 days

      const cookie = sessionCookie(res) as string;
      const me = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
      expect(me.body).toEqual(res.body);
      expect(me.headers['cache-control']).toBe('no-store');

      const stored: Array<{ password_hash: string }> = await t.dataSource.query(
        `SELECT password_hash FROM users WHERE id = $1`,
        [res.body.id],
      );
      expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(stored[0].password_hash).not.toContain('sisig-is-life');
    });

    it('409 EMAIL_TAKEN for an email that has an account, whatever its case', async () => {
      await insertUser(t.dataSource, { email: 'liza@example.com' });
      const res = await request(t.http)
        .post('/api/auth/register')
        .send({ email: 'LIZA@example.com', password: 'another-password' })
        .expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    });

    it('400 for a short password, a bad email or unknown fields', async () => {
      const short = await request(t.http)
        .post('/api/auth/register')
        .send({ email: 'a@example.com', password: 'short' })
        .expect(400);
      expect(short.body).toMatchObject({ code: 'INVALID_PASSWORD', message: expect.stringContaining('password') });
      const email = await request(t.http)
        .post('/api/auth/register')
        .send({ email: 'not-an-email', password: 'long-enough' })
        .expect(400);
      expect(email.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [expect.objectContaining({ field: 'email' })] },
      });
      await request(t.http)
        .post('/api/auth/register')
        .send({ email: 'a@example.com', password: 'long-enough', role: 'admin' })
        .expect(400);
      expect(await t.dataSource.query(`SELECT id FROM users`)).toEqual([]);
    });

    it('the signed-in hint (tara.signedin=1, readable by the apps, no secret) follows the session: set, rolled, cleared', async () => {
      const hintOf = (res: { headers: Record<string, unknown> }) =>
        ([] as string[])
          .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
          .find((line) => line.startsWith('tara.signedin='));
      await insertUser(t.dataSource, { email: 'hint@example.com' });
      const login = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'hint@example.com', password: TEST_PASSWORD })
        .expect(200);
      const hint = hintOf(login) ?? '';
      expect(hint).toMatch(/^tara\.signedin=1; /);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/SameSite=Lax/);
      expect(hint).toMatch(/Path=\//);
      const expires = new Date(/Expires=([^;]+)/.exec(hint)?.[1] ?? 0).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000);
      const session = sessionCookie(login) as string;

      // A signed-in request without the hint (it expired before the session) gets it again; with it, nothing is added.
      expect(hintOf(await request(t.http).get('/api/auth/user').set('Cookie', session).expect(200))).toMatch(
        /^tara\.signedin=1; /,
      );
      expect(
        hintOf(await request(t.http).get('/api/auth/user').set('Cookie', `${session}; tara.signedin=1`).expect(200)),
      ).toBeUndefined();
      // The API's answers are as before: a visitor without a session still gets 401, and their stale hint is cleared.
      const stale = await request(t.http).get('/api/auth/user').set('Cookie', 'tara.signedin=1').expect(401);
      expect(hintOf(stale)).toMatch(/^tara\.signedin=; .*Expires=Thu, 01 Jan 1970/);
      expect(hintOf(await request(t.http).get('/api/auth/user').expect(401))).toBeUndefined();
      // Sign-out clears it with the session.
      const out = await request(t.http).get('/api/logout').set('Cookie', `${session}; tara.signedin=1`).expect(302);
      expect(hintOf(out)).toMatch(/^tara\.signedin=; .*Expires=Thu, 01 Jan 1970/);
    });

    it('rolls the session cookie at most every 10 minutes, not on every answer (a new expiry, the session saved with it)', async () => {
      const sidOf = (res: { headers: Record<string, unknown> }) =>
        ([] as string[])
          .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
          .find((line) => line.startsWith('tara.sid='));
      await insertUser(t.dataSource, { email: 'rolling@example.com' });
      const session = `${await signIn(t.http, 'rolling@example.com')}; tara.signedin=1`;
      // Right after sign-in (the cookie was just sent): no Set-Cookie, however many requests.
      for (let i = 0; i < 3; i++)
        expect(sidOf(await request(t.http).get('/api/auth/user').set('Cookie', session).expect(200))).toBeUndefined();
      // Last sent 11 minutes ago: the next answer sends it again, 30 days from now, and the session keeps when.
      const sid = decodeURIComponent(/tara\.sid=s%3A([^.;]+)/.exec(session)?.[1] ?? '');
      const elevenMinutesAgo = Date.now() - 11 * 60_000;
      await t.dataSource.query(
        `UPDATE user_sessions SET sess = jsonb_set(sess, '{rolledAt}', to_jsonb($2::bigint)) WHERE sid = $1`,
        [sid, elevenMinutesAgo],
      );
      const rolled = sidOf(await request(t.http).get('/api/auth/user').set('Cookie', session).expect(200)) ?? '';
      expect(rolled).toMatch(/^tara\.sid=s%3A/);
      expect(rolled).toContain(encodeURIComponent(sid)); // the same session, not a new one
      const expires = new Date(/Expires=([^;]+)/.exec(rolled)?.[1] ?? 0).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000);
      const [{ rolledAt }] = await t.dataSource.query(
        `SELECT (sess ->> 'rolledAt')::bigint AS "rolledAt" FROM user_sessions WHERE sid = $1`,
        [sid],
      );
      expect(Number(rolledAt)).toBeGreaterThan(elevenMinutesAgo + 10 * 60_000);
      expect(sidOf(await request(t.http).get('/api/auth/user').set('Cookie', session).expect(200))).toBeUndefined();
    });

    it('401 UNAUTHENTICATED "Unauthorized" without a session', async () => {
      const res = await request(t.http).get('/api/auth/user').expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    });

    it('logout ends the session (row deleted, cookie cleared) and redirects to /', async () => {
      await insertUser(t.dataSource, { email: 'ana@example.com' });
      const cookie = await signIn(t.http, 'ana@example.com');
      expect(await countSessions()).toBe(1);
      const res = await request(t.http).get('/api/logout').set('Cookie', cookie).expect(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).toMatch(/tara\.sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(await countSessions()).toBe(0);
      await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(401);
    });
  });

  describe('POST /api/auth/login', () => {
    beforeEach(async () => {
      await insertUser(t.dataSource, {
        email: 'maria@example.com',
        role: Role.Admin,
        firstName: 'Maria',
        lastName: 'Santos',
      });
    });

    it('200 with the user (isAdmin for an admin) and a new session id at every sign-in', async () => {
      const first = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'MARIA@example.com', password: TEST_PASSWORD })
        .expect(200);
      expect(Object.keys(first.body).sort()).toEqual(USER_FIELDS);
      expect(first.body).toMatchObject({
        email: 'maria@example.com',
        role: 'admin',
        isAdmin: true,
        firstName: 'Maria',
      });
      const before = sessionCookie(first) as string;

      // Signing in again with the old cookie (session fixation): a different session id, the old one is gone.
      const second = await request(t.http)
        .post('/api/auth/login')
        .set('Cookie', before)
        .send({ email: 'maria@example.com', password: TEST_PASSWORD })
        .expect(200);
      const after = sessionCookie(second) as string;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await request(t.http).get('/api/auth/user').set('Cookie', before).expect(401);
      await request(t.http).get('/api/auth/user').set('Cookie', after).expect(200);
    });

    it('the same 401 for a wrong password and for an unknown email', async () => {
      const wrong = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: 'wrong-password' })
        .expect(401);
      const unknown = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'wrong-password' })
        .expect(401);
      const expected = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
      expect(wrong.body).toEqual(expected);
      expect(unknown.body).toEqual(expected);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('an account without a password (invited) cannot sign in with any password', async () => {
      await insertUser(t.dataSource, { email: 'invited@example.com', password: null });
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'invited@example.com', password: TEST_PASSWORD })
        .expect(401);
    });

    it('403 ACCOUNT_BANNED for a banned account with the right password (401 with a wrong one)', async () => {
      await insertUser(t.dataSource, { email: 'dennis@example.com', isBanned: true });
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'dennis@example.com', password: TEST_PASSWORD })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'ACCOUNT_BANNED', message: 'This account has been banned' });
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'dennis@example.com', password: 'nope-nope' })
        .expect(401);
    });

    it('a suspended account signs in and reads, shows its suspension', async () => {
      const until = new Date(Date.now() + 2 * 24 * 3600_000);
      await insertUser(t.dataSource, { email: 'carmela@example.com', suspendedUntil: until });
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'carmela@example.com', password: TEST_PASSWORD })
        .expect(200);
      expect(res.body).toMatchObject({ isSuspended: true, suspendedUntil: until.toISOString() });
    });

    it('429 TOO_MANY_ATTEMPTS with Retry-After after the account limit, even with the right password; counted in PostgreSQL', async () => {
      for (let i = 0; i < 3; i++) {
        await request(t.http)
          .post('/api/auth/login')
          .send({ email: 'maria@example.com', password: `wrong-${i}` })
          .expect(401);
      }
      const blocked = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: TEST_PASSWORD })
        .expect(429);
      expect(blocked.body).toMatchObject({
        statusCode: 429,
        code: 'TOO_MANY_ATTEMPTS',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const rows: Array<{ key: string; failures: number }> = await t.dataSource.query(
        `SELECT key, failures FROM login_failures ORDER BY key`,
      );
      expect(rows).toEqual([
        { key: 'account:maria@example.com', failures: 3 },
        { key: expect.stringMatching(/^ip:/), failures: 3 },
      ]);

      // Another account from the same address still works (until the IP limit), and the window ends by itself.
      await insertUser(t.dataSource, { email: 'jose@example.com' });
      await signIn(t.http, 'jose@example.com');
      await t.dataSource.query(`UPDATE login_failures SET window_started_at = now() - interval '16 minutes'`);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: TEST_PASSWORD })
        .expect(200);
    });

    it('a success clears the account counter', async () => {
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: 'wrong-1' })
        .expect(401);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: 'wrong-2' })
        .expect(401);
      await signIn(t.http, 'maria@example.com');
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: 'wrong-3' })
        .expect(401);
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: 'wrong-4' })
        .expect(401);
      await signIn(t.http, 'maria@example.com'); // 2 failures since the success: still under the limit of 3
    });

    it('429 after the per-IP limit across many accounts', async () => {
      for (let i = 0; i < 6; i++) {
        await request(t.http)
          .post('/api/auth/login')
          .send({ email: `guess${i}@example.com`, password: 'wrong-password' })
          .expect(401);
      }
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ email: 'maria@example.com', password: TEST_PASSWORD })
        .expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    // Issue 28.1: on a busy machine this burst gave 500s (a deadlock in release(), then pool timeouts).
    itQuietAndBusy(
      'counts attempts atomically: of 50 simultaneous wrong passwords exactly the limit are checked, the rest refused',
      async () => {
        await insertUser(t.dataSource, { email: 'race@example.com' });
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            request(t.http)
              .post('/api/auth/login')
              .send({ email: 'race@example.com', password: `wrong-${i}` }),
          ),
        );
        const tally = answers.reduce<Record<string, number>>(
          (acc, res) => ({ ...acc, [res.status]: (acc[res.status] ?? 0) + 1 }),
          {},
        );
        expect(tally).toEqual({ 401: 3, 429: 47 }); // LOGIN_MAX_FAILURES_PER_ACCOUNT checked, the rest refused; no 5xx
        const rows: Array<{ key: string; failures: number }> = await t.dataSource.query(
          `SELECT key, failures FROM login_failures ORDER BY key`,
        );
        expect(rows).toEqual([
          { key: 'account:race@example.com', failures: 3 },
          { key: expect.stringMatching(/^ip:/), failures: 3 },
        ]);
        // Even the right password is refused now.
        await request(t.http)
          .post('/api/auth/login')
          .send({ email: 'race@example.com', password: TEST_PASSWORD })
          .expect(429);
      },
    );
  });

  describe('CSRF: unsafe requests with the session cookie from another site', () => {
    let cookie: string;

    beforeEach(async () => {
      await insertUser(t.dataSource, { email: 'paolo@example.com' });
      cookie = await signIn(t.http, 'paolo@example.com');
    });

    it('403 CROSS_SITE_REQUEST_BLOCKED for Origin https://evil.example', async () => {
      const res = await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .send({ name: 'stolen' })
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST_BLOCKED' });
      expect(await t.dataSource.query(`SELECT id FROM api_tokens`)).toEqual([]);
    });

    it('403 for Sec-Fetch-Site: cross-site and for Origin: null', async () => {
      await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ name: 'x' })
        .expect(403);
      await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', cookie)
        .set('Origin', 'null')
        .send({ name: 'x' })
        .expect(403);
      await request(t.http)
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .send({ email: 'paolo@example.com', password: TEST_PASSWORD })
        .expect(403);
    });

    it('same-origin requests pass (Origin = Host, Sec-Fetch-Site: same-origin), and reads are never blocked', async () => {
      const host = `127.0.0.1:${(t.http.address() as { port: number } | null)?.port ?? 0}`;
      const res = await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', cookie)
        .set('Host', host)
        .set('Origin', `http://${host}`)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ name: 'mine' })
        .expect(201);
      expect(res.body.name).toBe('mine');
      await request(t.http)
        .get('/api/auth/tokens')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
    });

    it('bearer-token requests are exempt (no ambient credential)', async () => {
      const created = await request(t.http)
        .post('/api/auth/tokens')
        .set('Cookie', cookie)
        .send({ name: 'partner' })
        .expect(201);
      await request(t.http)
        .post('/api/auth/tokens')
        .set('Authorization', `Bearer ${created.body.token}`)
        .set('Origin', 'https://partner.example')
        .send({ name: 'from a partner' })
        .expect(201);
    });
  });

  describe('GET /api/login', () => {
    it.each([
      ['/community', '/community'],
      ['/services?category=gas', '/services?category=gas'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/x', '/'],
      ['javascript:alert(1)', '/'],
      ['/\t/evil.example', '/'],
      ['/api/logout', '/'],
    ])('returnTo %j -> sign-in page with returnTo %j', async (returnTo, kept) => {
      const res = await request(t.http).get('/api/login').query({ returnTo }).expect(302);
      expect(res.headers.location).toBe(`/sign-in?returnTo=${encodeURIComponent(kept)}`);
    });

    it('without returnTo -> /sign-in?returnTo=%2F; already signed in -> straight to returnTo', async () => {
      expect((await request(t.http).get('/api/login').expect(302)).headers.location).toBe('/sign-in?returnTo=%2F');
      await insertUser(t.dataSource, { email: 'liza@example.com' });
      const cookie = await signIn(t.http, 'liza@example.com');
      const res = await request(t.http).get('/api/login?returnTo=/coupons').set('Cookie', cookie).expect(302);
      expect(res.headers.location).toBe('/coupons');
    });

    it('GET /api/auth/providers: password sign-in, no OpenID Connect provider here', async () => {
      const res = await request(t.http).get('/api/auth/providers').expect(200);
      expect(res.body).toEqual({ password: true, oidc: null });
      await request(t.http)
        .get('/api/auth/oidc/start')
        .expect(404)
        .expect((r) => expect(r.body.code).toBe('OIDC_NOT_CONFIGURED'));
    });
  });

  describe('configuration', () => {
    it('defaults: 10 failures per account, 100 per IP, 15 minutes; sessions 30 days; Secure cookies only in production', () => {
      const config = loadAuthConfig({}, { production: false });
      expect(config.login).toEqual({ maxFailuresPerAccount: 10, maxFailuresPerIp: 100, windowMinutes: 15 });
      expect(config.sessionMaxAgeMs).toBe(30 * 24 * 3600_000);
      expect(config.secureCookies).toBe(false);
      expect(config.sessionSecret).toBeUndefined();
      expect(config.oidc).toBeUndefined();
      expect(loadAuthConfig({ SESSION_SECRET: 'x'.repeat(40) }, { production: true }).secureCookies).toBe(true);
    });

    it('production (Secure cookies behind an HTTPS proxy): the session cookie is __Host-tara.sid, Secure, Path=/, no Domain', async () => {
      const secure = await createAuthTestApp(db, { auth: { secureCookies: true, trustProxy: 1 } });
      try {
        await insertUser(secure.dataSource, { email: 'host-cookie@example.com' });
        const res = await request(secure.http)
          .post('/api/auth/login')
          .set('X-Forwarded-Proto', 'https')
          .send({ email: 'host-cookie@example.com', password: TEST_PASSWORD })
          .expect(200);
        const cookie = ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .find((line) => line.startsWith('__Host-tara.sid='));
        expect(cookie).toBeDefined();
        expect(cookie).toMatch(/; Path=\/;/);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).not.toMatch(/Domain=/i);
        // The cookie signs the caller in on the next request.
        const sid = cookie!.split(';')[0];
        await request(secure.http)
          .get('/api/auth/user')
          .set('X-Forwarded-Proto', 'https')
          .set('Cookie', sid)
          .expect(200);
      } finally {
        await secure.close();
      }
    });

    it('sign-in with a commonly used password is refused at sign-up, naming the reason', async () => {
      const res = await request(t.http)
        .post('/api/auth/register')
        .send({ email: 'weak@example.com', password: 'password123' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_PASSWORD', details: { field: 'password', reason: 'common' } });
      expect(Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM users`))[0].n)).toBe(0);
    });
  });

  async function countSessions(): Promise<number> {
    return Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM user_sessions`))[0].n);
  }
});
