import { Role } from '../src/shared/domain/role.js';
import { UnitOfWork } from '../src/shared/persistence/unit-of-work.js';
import { TypeOrmUnitOfWork } from '../src/shared/persistence/typeorm-unit-of-work.js';
import { CreateCategoryUseCase } from '../src/modules/categories/application/create-category.use-case.js';
import { ChangeRoleUseCase } from '../src/modules/users/application/change-role.use-case.js';
import { CategoryType } from '../src/shared/domain/category-type.js';
import { createAuthTestApp, insertUser } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The kernel's one unit of work: a use case that writes through two modules (a catalog category, a user's role and
 * its audit entry) inside one `run` commits both, and leaves none of its writes behind when it fails afterwards.
 */
describe('one unit of work across modules (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let adminId: string;
  let memberId: string;
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
    adminId = await insertUser(t.dataSource, { email: 'admin@uow.test', role: Role.Admin });
    memberId = await insertUser(t.dataSource, { email: 'member@uow.test', role: Role.User });
  });

  beforeEach(async () => {
    await t.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [memberId]);
    await t.dataSource.query(`DELETE FROM audit_log`);
    await t.dataSource.query(`DELETE FROM categories WHERE name LIKE '% Eats'`);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  /** A test-only use case spanning the categories and users modules. */
  const promoteAndCategorise = (name: string, fail: boolean) =>
    t.app.get(UnitOfWork).run(async () => {
      await t.app.get(CreateCategoryUseCase).execute({ name, type: CategoryType.Food, icon: null, color: null });
      await t.app.get(ChangeRoleUseCase).execute({ actorId: adminId, userId: memberId, role: Role.Editor });
      if (fail) throw new Error('the last step failed');
    });

  it('rolls back every module’s writes when the use case fails after them', async () => {
    await expect(promoteAndCategorise('Rolled Back Eats', true)).rejects.toThrow('the last step failed');
    expect(await count(`SELECT count(*) AS n FROM categories WHERE name = 'Rolled Back Eats'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1 AND role = 'user'`, [memberId])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE target_user_id = $1`, [memberId])).toBe(0);
  });

  it('commits every module’s writes together when it succeeds', async () => {
    await promoteAndCategorise('Committed Eats', false);
    expect(await count(`SELECT count(*) AS n FROM categories WHERE name = 'Committed Eats'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1 AND role = 'editor'`, [memberId])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE target_user_id = $1`, [memberId])).toBe(1);
  });

  it('runs a read as a named prepared statement (planned once per connection), and on the transaction inside one', async () => {
    const uow = t.app.get(TypeOrmUnitOfWork);
    const sql = `SELECT email FROM users WHERE id = $1 /* prepared-rows test */`;
    for (let i = 0; i < 10; i++)
      expect(await uow.preparedRows<{ email: string }>(sql, [memberId])).toEqual([{ email: 'member@uow.test' }]);
    // pg_prepared_statements lists its own connection's: ask the pool's connections until each has answered.
    const pool = (
      t.dataSource.driver as unknown as {
        master: { query(sql: string): Promise<{ rows: Array<{ statement: string }> }> };
      }
    ).master;
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      for (const { statement } of (
        await pool.query(`SELECT name || ': ' || statement AS statement FROM pg_prepared_statements`)
      ).rows)
        seen.add(statement);
    }
    expect([...seen].filter((statement) => statement.endsWith(sql))).toEqual([
      expect.stringMatching(/^tara_[0-9a-f]{20}: /),
    ]);
    // Inside a unit of work it reads on the transaction's connection: the transaction's own uncommitted row is seen.
    const inside = await t.app
      .get(UnitOfWork)
      .run(async () => {
        await uow.rows(`UPDATE users SET first_name = 'Uncommitted' WHERE id = $1`, [memberId]);
        const rows = await uow.preparedRows<{ firstName: string }>(
          `SELECT first_name AS "firstName" FROM users WHERE id = $1`,
          [memberId],
        );
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows: unknown }) => error.rows);
    expect(inside).toEqual([{ firstName: 'Uncommitted' }]);
  });
});
