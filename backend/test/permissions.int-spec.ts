import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertApiToken, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';
import { ALL_CALLERS, type Caller, type MatrixRow } from './permissions/matrix.js';

/**
 * The role x endpoint matrix: every row of every test/permissions/*.matrix.ts, called as anonymous, as each of
 * the five roles, as a banned user (banned after signing in) and as a suspended one, with the session cookie and
 * with an API token. Allowed callers must not get 401/403; refused ones get 401 (anonymous, banned) or 403
 * (signed in). And the matrix must cover every operation of the OpenAPI document, so a new endpoint without a
 * row fails here.
 */
const MATRIX_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'permissions');

async function loadRows(): Promise<Array<MatrixRow & { file: string }>> {
  const files = readdirSync(MATRIX_DIR)
    .filter((name) => name.endsWith('.matrix.ts'))
    .sort();
  const rows: Array<MatrixRow & { file: string }> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(MATRIX_DIR, file)).href)) as { default?: MatrixRow[] };
    if (!Array.isArray(module.default)) throw new Error(`${file} must default-export MatrixRow[]`);
    rows.push(...module.default.map((row) => ({ ...row, file })));
  }
  return rows;
}

const ROWS = await loadRows();
const SIGNED_IN: readonly Exclude<Caller, 'anonymous'>[] = [
  'user',
  'verified_blogger',
  'editor',
  'moderator',
  'admin',
  'banned',
  'suspended',
];
const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, Role> = {
  user: Role.User,
  verified_blogger: Role.VerifiedBlogger,
  editor: Role.Editor,
  moderator: Role.Moderator,
  admin: Role.Admin,
  banned: Role.User,
  suspended: Role.User,
};

type Credential = { kind: 'none' } | { kind: 'cookie'; cookie: string } | { kind: 'bearer'; token: string };

describe('permissions: role x endpoint matrix (real app, real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const emails = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  const cookies = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
    for (const caller of SIGNED_IN) {
      emails[caller] = `${caller.replace('_', '-')}@matrix.example.com`;
      const id = await insertUser(t.dataSource, { email: emails[caller], role: ROLE_OF[caller], firstName: caller });
      cookies[caller] = await signIn(t.http, emails[caller]);
      tokens[caller] = await insertApiToken(t.dataSource, id, `${caller} token`);
      if (caller === 'suspended') {
        const tomorrow = new Date(Date.now() + 24 * 3600_000);
        await t.dataSource.query(`UPDATE users SET is_suspended = true, suspended_until = $2 WHERE id = $1`, [
          id,
          tomorrow,
        ]);
      }
    }
    // Banned after signing in (and after getting a token): its session and token must be dead from now on.
    const bannedId: Array<{ id: string }> = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [
      emails.banned,
    ]);
    await request(t.http)
      .patch(`/api/admin/users/${bannedId[0].id}`)
      .set('Cookie', cookies.admin)
      .send({ action: 'ban' })
      .expect(200);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('finds matrix files and rows (users, core and any module that added its own)', () => {
    const files = new Set(ROWS.map((row) => row.file));
    expect(files).toEqual(expect.objectContaining({}));
    expect([...files]).toEqual(expect.arrayContaining(['core.matrix.ts', 'users.matrix.ts']));
    for (const row of ROWS) {
      for (const caller of row.allowed) expect(ALL_CALLERS).toContain(caller);
    }
  });

  it('covers every operation of the OpenAPI document, and every row is a documented operation', async () => {
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), template, pattern: templatePattern(template) })),
    );
    expect(operations.length).toBeGreaterThan(10);
    const missing = operations
      .filter((op) => !ROWS.some((row) => row.method === op.method && op.pattern.test(pathOf(row))))
      .map((op) => `${op.method} ${op.template}`);
    expect(missing).toEqual([]);
    const undocumented = ROWS.filter(
      (row) => !operations.some((op) => op.method === row.method && op.pattern.test(pathOf(row))),
    ).map((row) => `${row.method} ${row.path} (${row.file})`);
    expect(undocumented).toEqual([]);
  });

  describe.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', (_name, row) => {
    it('answers exactly its allowed callers, with the cookie and with a token', async () => {
      const problems: string[] = [];
      for (const caller of ALL_CALLERS) {
        const credentials: Credential[] =
          caller === 'anonymous'
            ? [{ kind: 'none' }]
            : [
                { kind: 'cookie', cookie: await cookieFor(caller, row) },
                { kind: 'bearer', token: tokens[caller] },
              ];
        for (const credential of credentials) {
          const status = await call(row, credential);
          const allowed = row.allowed.includes(caller);
          const expected = allowed ? 'not 401/403' : caller === 'anonymous' || caller === 'banned' ? '401' : '403';
          const ok = allowed ? status !== 401 && status !== 403 && status < 500 : String(status) === expected;
          if (!ok) problems.push(`${caller} (${credential.kind}): ${status}, expected ${expected}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  /** A sign-out ends the session it is given: GET and POST /api/logout get a fresh one (the banned caller's is dead anyway). */
  async function cookieFor(caller: Exclude<Caller, 'anonymous'>, row: MatrixRow): Promise<string> {
    if (pathOf(row) === '/api/logout' && caller !== 'banned') return signIn(t.http, emails[caller]);
    return cookies[caller];
  }

  async function call(row: MatrixRow, credential: Credential): Promise<number> {
    let req = request(t.http)[row.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](row.path);
    if (credential.kind === 'cookie') req = req.set('Cookie', credential.cookie);
    if (credential.kind === 'bearer') req = req.set('Authorization', `Bearer ${credential.token}`);
    if (row.body !== undefined) req = req.send(row.body as object);
    return (await req.redirects(0)).status;
  }
});

function pathOf(row: MatrixRow): string {
  return row.path.split('?')[0];
}

/** '/api/users/{id}/role' -> /^\/api\/users\/[^/]+\/role$/ */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
