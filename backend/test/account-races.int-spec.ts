import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertApiToken, insertUser } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The races of account administration (issue 14.4), each run several times at the same instant through the API: the
 * site never ends without an active admin, and one user changed twice at once ends as if the changes came one after
 * the other (its state is what the last audit entry says).
 */
describe('account administration under concurrency (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;

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
  });

  async function adminPair(round: number) {
    const a = await insertUser(t.dataSource, { email: `admin-a${round}@example.com`, role: Role.Admin });
    const b = await insertUser(t.dataSource, { email: `admin-b${round}@example.com`, role: Role.Admin });
    return { a, b, tokenA: await insertApiToken(t.dataSource, a), tokenB: await insertApiToken(t.dataSource, b) };
  }

  const activeAdmins = async (): Promise<number> =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT is_banned AND NOT (is_suspended AND suspended_until > now())`,
        )
      )[0].n,
    );

  it('two admins banning each other at the same instant: one ban happens, one admin stays active', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(t.dataSource);
      const { a, b, tokenA, tokenB } = await adminPair(round);
      const [byA, byB] = await Promise.all([
        request(t.http).patch(`/api/admin/users/${b}`).set('Authorization', `Bearer ${tokenA}`).send({ action: 'ban' }),
        request(t.http).patch(`/api/admin/users/${a}`).set('Authorization', `Bearer ${tokenB}`).send({ action: 'ban' }),
      ]);
      expect([byA.status, byB.status].filter((status) => status === 200)).toHaveLength(1);
      expect([byA.status, byB.status].sort()).toEqual(expect.arrayContaining([200]));
      expect(await activeAdmins()).toBe(1);
      const banned: Array<{ n: number }> = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM users WHERE is_banned`,
      );
      expect(banned[0].n).toBe(1);
    }
  });

  it('two admins demoting each other at the same instant: one admin stays', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(t.dataSource);
      const { a, b, tokenA, tokenB } = await adminPair(round);
      const answers = await Promise.all([
        request(t.http).patch(`/api/users/${b}/role`).set('Authorization', `Bearer ${tokenA}`).send({ role: 'user' }),
        request(t.http).patch(`/api/users/${a}/role`).set('Authorization', `Bearer ${tokenB}`).send({ role: 'user' }),
      ]);
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('one user banned and suspended from two tabs at once ends in the state of the last change applied', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(t.dataSource);
      const admin = await insertUser(t.dataSource, { email: `admin${round}@example.com`, role: Role.Admin });
      const token = await insertApiToken(t.dataSource, admin);
      const member = await insertUser(t.dataSource, { email: `member${round}@example.com` });
      const answers = await Promise.all(
        ['ban', 'suspend', 'unsuspend'].map((action) =>
          request(t.http).patch(`/api/admin/users/${member}`).set('Authorization', `Bearer ${token}`).send({ action }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      const audit: Array<{ details: { after: string } }> = await t.dataSource.query(
        `SELECT details FROM audit_log WHERE target_user_id = $1 ORDER BY created_at, id`,
        [member],
      );
      expect(audit).toHaveLength(3);
      // Each change started from the one before: its 'before' is the previous one's 'after'.
      const details = audit.map((row) => row.details as unknown as { before: string; after: string });
      for (let i = 1; i < details.length; i++) expect(details[i].before).toBe(details[i - 1].after);
      const [row]: Array<{ is_banned: boolean; suspended: boolean }> = await t.dataSource.query(
        `SELECT is_banned, (is_suspended AND suspended_until > now()) AS suspended FROM users WHERE id = $1`,
        [member],
      );
      const state = row.is_banned ? 'banned' : row.suspended ? 'suspended' : 'active';
      expect(state).toBe(details.at(-1)?.after);
    }
  });
});
