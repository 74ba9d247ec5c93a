import request from 'supertest';
import { runCreateAdmin } from '../src/cli/create-admin.command.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/** npm run admin:create against a real database (DATABASE_URL), with the app reading the result. */
describe('admin:create (command line)', () => {
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

  async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCreateAdmin(
      argv,
      { DATABASE_URL: db.url, PUBLIC_URL: 'https://tara.example.com' },
      {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    return { code, out, err };
  }

  it('creates an admin and prints a one-time set-password link that works in the app', async () => {
    const result = await run('--email', 'Owner@Example.com', '--first-name', 'Maria', '--last-name', 'Santos');
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^Created admin owner@example\.com \(id [0-9a-f-]{36}\)\.$/);
    const link = new URL(result.out[2].trim());
    expect(link.origin).toBe('https://tara.example.com');
    expect(link.pathname).toBe('/set-password');
    const set = await request(t.http)
      .post('/api/auth/set-password')
      .send({ token: link.searchParams.get('token'), password: 'kapampangan-admin' })
      .expect(200);
    expect(set.body).toMatchObject({ email: 'owner@example.com', role: 'admin', isAdmin: true, firstName: 'Maria' });
  });

  it('promotes an existing account with --password (audited without an actor)', async () => {
    const id = await insertUser(t.dataSource, { email: 'jose@example.com', isBanned: true });
    const result = await run('--email', 'jose@example.com', '--password', 'a-long-password');
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out[0]).toMatch(/^Made admin jose@example\.com/);
    const cookie = await signIn(t.http, 'jose@example.com', 'a-long-password');
    await request(t.http).get('/api/users').set('Cookie', cookie).expect(200);
    const audit: Array<{ actor_id: string | null; action: string }> = await t.dataSource.query(
      `SELECT actor_id, action FROM audit_log WHERE target_user_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ actor_id: null, action: 'user.promoted_to_admin' }]);
  });

  it('explains bad arguments', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('--email', 'x@example.com', '--bogus')).code).toBe(2);
    const weak = await run('--email', 'x@example.com', '--password', 'short');
    expect(weak.code).toBe(1);
    expect(weak.err[0]).toContain('password must be between 8 and 128 characters');
  });
});
