import request from 'supertest';
import { runCreateAdmin } from '../src/cli/create-admin.command.js';
import { hashSecretToken, newSecretToken } from '../src/shared/domain/secret-token.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertApiToken, insertUser, sessionCookie, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.7: a credential change ends every other way in. Whatever path changes a password (a set-password link,
 * admin:create --password on an existing account, SQL by hand), the account's sessions and API tokens end with it, in
 * the same transaction (the database's rule: migration PasswordChangeEndsAccess).
 */
describe('a password change ends every session and API token of the account (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let userId: string;
  let otherId: string;
  let phone: string;
  let laptop: string;
  let token: string;
  let othersCookie: string;
  let othersToken: string;

  const asCookie = (cookie: string) => request(t.http).get('/api/auth/user').set('Cookie', cookie);
  const asToken = (bearer: string) => request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${bearer}`);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  }, 120_000);

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    userId = await insertUser(t.dataSource, { email: 'nena@credentials.test', role: Role.Editor });
    otherId = await insertUser(t.dataSource, { email: 'other@credentials.test', role: Role.Editor });
    phone = await signIn(t.http, 'nena@credentials.test');
    laptop = await signIn(t.http, 'nena@credentials.test');
    token = await insertApiToken(t.dataSource, userId, 'script');
    othersCookie = await signIn(t.http, 'other@credentials.test');
    othersToken = await insertApiToken(t.dataSource, otherId, 'script');
    for (const cookie of [phone, laptop, othersCookie]) await asCookie(cookie).expect(200);
    for (const bearer of [token, othersToken]) await asToken(bearer).expect(200);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  /** Another account's session and token are untouched. */
  async function othersStillIn(): Promise<void> {
    await asCookie(othersCookie).expect(200);
    await asToken(othersToken).expect(200);
  }

  it('a set-password link ends the other sessions and every API token; the new session works', async () => {
    const link = newSecretToken();
    await t.dataSource.query(
      `INSERT INTO password_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [userId, hashSecretToken(link)],
    );
    // Set from the phone's browser: its session is replaced by a fresh one, signed in with the new password.
    const res = await request(t.http)
      .post('/api/auth/set-password')
      .set('Cookie', phone)
      .send({ token: link, password: 'a-brand-new-password' })
      .expect(200);
    const fresh = sessionCookie(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(phone);
    await asCookie(fresh!).expect(200);
    await asCookie(phone).expect(401);
    await asCookie(laptop).expect(401);
    await asToken(token).expect(401);
    expect(await tokensOf(userId)).toBe(0);
    await othersStillIn();
    await signIn(t.http, 'nena@credentials.test', 'a-brand-new-password');
  });

  it('admin:create --password on an existing account ends all of its sessions and API tokens', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCreateAdmin(
      ['--email', 'nena@credentials.test', '--password', 'operator-chosen-password'],
      { DATABASE_URL: db.url },
      {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    expect({ code, err }).toEqual({ code: 0, err: [] });
    await asCookie(phone).expect(401);
    await asCookie(laptop).expect(401);
    await asToken(token).expect(401);
    await othersStillIn();
    const admin = await signIn(t.http, 'nena@credentials.test', 'operator-chosen-password');
    expect((await asCookie(admin).expect(200)).body).toMatchObject({ role: 'admin' });
  });

  it('admin:create without --password (a promotion, no credential change) keeps the sessions and tokens', async () => {
    const code = await runCreateAdmin(
      ['--email', 'nena@credentials.test'],
      { DATABASE_URL: db.url },
      { out: () => {}, err: () => {} },
    );
    expect(code).toBe(0);
    await asCookie(phone).expect(200);
    await asToken(token).expect(200);
  });

  it('any change of the password hash does it, SQL by hand included, in the same transaction; other updates do not', async () => {
    await t.dataSource.query(`UPDATE users SET first_name = 'Nena', updated_at = now() WHERE id = $1`, [userId]);
    await asCookie(phone).expect(200);
    await asToken(token).expect(200);

    // Rolled back: nothing ends.
    await t.dataSource
      .transaction(async (manager) => {
        await manager.query(`UPDATE users SET password_hash = 'x' WHERE id = $1`, [userId]);
        expect(await tokensOf(userId, manager.query.bind(manager))).toBe(0);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await asCookie(phone).expect(200);
    await asToken(token).expect(200);

    await t.dataSource.query(`UPDATE users SET password_hash = 'another hash' WHERE id = $1`, [userId]);
    await asCookie(phone).expect(401);
    await asCookie(laptop).expect(401);
    await asToken(token).expect(401);
    await othersStillIn();
  });

  async function tokensOf(id: string, query = t.dataSource.query.bind(t.dataSource)): Promise<number> {
    const rows: Array<{ n: string }> = await query(`SELECT count(*) AS n FROM api_tokens WHERE user_id = $1`, [id]);
    return Number(rows[0].n);
  }
});
