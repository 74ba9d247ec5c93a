import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSIONS_TABLE } from '../src/modules/auth/infrastructure/pg-session.store.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';
import { changedTables, errorShapeProblem, fingerprintQuery, rawRequest } from './fuzz/fuzz-support.js';
import { problemLines, runContractFuzz, SIGNED_IN_ROLES, summary, type Caller } from './fuzz/fuzz-runner.js';
import { MISSING_ID, type OpenApiDocument } from './fuzz/openapi-fuzz.js';

/**
 * Fuzzing from the contract (issue 14, point 2). Reads the OpenAPI document the running app serves (/api/docs-json),
 * walks every operation, and sends each one hostile requests generated from its schema (test/fuzz/openapi-fuzz.ts),
 * as anonymous and as a user of each role: mostly as the roles the operation's x-auth allows (so that validation and
 * the use cases are reached), one in five as a role it refuses. It fails on
 *   - any 5xx;
 *   - an error response (4xx) that is not exactly { statusCode, code, message, details? } in JSON;
 *   - any change to any table (row count and a hash of the rows) made by a refused request (4xx);
 *   - a request the app must refuse (unknown field, missing required field, malformed or oversized body, not JSON...)
 *     that it accepted;
 *   - Object.prototype polluted in the app's process (the app runs in this process).
 *
 * Deterministic: FUZZ_SEED (default 14) seeds the generator. FUZZ_REQUESTS (default 1,500: `npm test`) is the number
 * of fuzz requests; `npm run test:fuzz` sends 10,000 and more. The count is printed at the end.
 */
const REQUESTS = positiveInteger('FUZZ_REQUESTS', 1_500);
const SEED = positiveInteger('FUZZ_SEED', 14);

/** Path templates whose uuid parameter may be an existing row (then the request reaches the use case's checks). */
const EXISTING_IDS: ReadonlyArray<[RegExp, string]> = [
  [/^\/api\/destinations\/\{id\}/, 'destinations'],
  [/^\/api\/services\/\{id\}/, 'services'],
  [/^\/api\/categories\/\{id\}/, 'categories'],
  [/^\/api\/posts\/\{id\}/, 'posts'],
  [/^\/api\/comments\/\{id\}/, 'post_comments'],
  [/^\/api\/reports\/\{id\}/, 'post_reports'],
  [/^\/api\/coupons\/\{id\}/, 'coupons'],
  [/^\/api\/reviews\/\{id\}/, 'reviews'],
];

/** uuid body fields that may name an existing row. */
const BODY_IDS: Readonly<Record<string, string>> = {
  categoryId: 'categories',
  postId: 'posts',
  imageId: 'community_images',
  couponId: 'coupons',
  destinationId: 'destinations',
  serviceId: 'services',
};

/** Operations that may end or replace the caller's session: the caller signs in again afterwards if needed. */
const SESSION_CHANGING = /^\/api\/(logout|login|auth\/(login|register|set-password|oidc\/))/;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return value;
}

describe(`contract fuzzing: every operation of /api/docs-json, ${REQUESTS} hostile requests (seed ${SEED})`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map<Caller, string>();
  const emails = new Map<Caller, string>();

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db, {
      env: {
        DEMO_DATA: 'true',
        // The fuzzer sends thousands of refused sign-ins: keep the login code path reachable instead of answering 429.
        LOGIN_MAX_FAILURES_PER_IP: '1000000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      },
    });
    for (const role of SIGNED_IN_ROLES) {
      const email = `fuzz-${role}@fuzz.test`;
      await insertUser(t.dataSource, { email, role: role as Role, firstName: 'Fuzz', lastName: role });
      emails.set(role, email);
      cookies.set(role, await signIn(t.http, email));
    }
    port = (t.http.address() as AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await t?.close();
    await db?.stop();
  });

  it('has oracles that see what they must: a write, a wrong error shape', async () => {
    const fingerprint = await fingerprintQuery(t.dataSource, [SESSIONS_TABLE]);
    const first = await fingerprint();
    await t.dataSource.query(
      `UPDATE categories SET name = name || ' ' WHERE id = (SELECT id FROM categories ORDER BY id LIMIT 1)`,
    );
    const second = await fingerprint();
    // (A trigger may record the change elsewhere too, e.g. a cache version.)
    expect(changedTables(first, second)).toContain('categories');
    await t.dataSource.query(
      `UPDATE categories SET name = rtrim(name) WHERE id = (SELECT id FROM categories ORDER BY id LIMIT 1)`,
    );
    expect(changedTables(first, await fingerprint())).not.toContain('categories');
    expect(changedTables(second, second)).toEqual([]);

    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(
      errorShapeProblem({
        status: 400,
        headers: json,
        text: '{"statusCode":400,"code":"VALIDATION_FAILED","message":"x","details":{"fields":[]}}',
      }),
    ).toBeUndefined();
    expect(
      errorShapeProblem({ status: 400, headers: json, text: '{"statusCode":400,"message":"x","error":"Bad Request"}' }),
    ).toMatch(/unexpected keys error/);
    expect(
      errorShapeProblem({ status: 404, headers: json, text: '{"statusCode":400,"code":"NOT_FOUND","message":"x"}' }),
    ).toMatch(/differs/);
    expect(
      errorShapeProblem({ status: 400, headers: { 'content-type': 'text/html' }, text: '<pre>Bad Request</pre>' }),
    ).toMatch(/content-type text\/html/);
    expect(errorShapeProblem({ status: 400, headers: {}, text: '' })).toMatch(/content-type \(none\)/);
  });

  it(
    'answers every hostile request with a documented 4xx (or a 2xx), never a 5xx, and writes nothing when it refuses',
    async () => {
      const document = JSON.parse(
        (await rawRequest(agent, port, { method: 'GET', path: '/api/docs-json', headers: {} })).text,
      ) as OpenApiDocument;
      const idCache = new Map<string, string[]>();
      const report = await runContractFuzz(
        {
          agent,
          port,
          document,
          cookies,
          fingerprint: await fingerprintQuery(t.dataSource, [SESSIONS_TABLE]),
          sessionChanging: SESSION_CHANGING,
          // A refused sign-in counts the failure: that row is the point of login_failures. A rate-limited write counts its
          // attempt before the body is validated (guards run before pipes), refused or not: the point of rate_limit_hits.
          mayChange: (op, status) => [
            ...(op.template === '/api/auth/login' && (status === 401 || status === 429) ? ['login_failures'] : []),
            'rate_limit_hits',
          ],
          bodyId: (field, random) => {
            const ids = idCache.get(BODY_IDS[field] ?? '') ?? [];
            return ids.length && random.chance(0.6) ? random.pick(ids) : undefined;
          },
          pathId: (template, _name, random) => {
            const table = EXISTING_IDS.find(([pattern]) => pattern.test(template))?.[1];
            const ids = table ? (idCache.get(table) ?? []) : [];
            return ids.length && random.chance(0.5) ? random.pick(ids) : MISSING_ID;
          },
          /** Our fuzz users stay themselves (not banned, suspended or demoted by a fuzzed admin action) and signed in. */
          heal: async () => {
            await t.dataSource.query(
              `UPDATE users SET is_banned = false, is_suspended = false, suspended_until = NULL,
                    role = substring(email from 'fuzz-(.*)@fuzz.test')
              WHERE email LIKE 'fuzz-%@fuzz.test' AND (is_banned OR is_suspended OR role <> substring(email from 'fuzz-(.*)@fuzz.test'))`,
            );
            for (const role of SIGNED_IN_ROLES) {
              const res = await rawRequest(agent, port, {
                method: 'GET',
                path: '/api/auth/user',
                headers: { cookie: cookies.get(role) as string },
              });
              if (res.status !== 200) cookies.set(role, await signIn(t.http, emails.get(role) as string));
            }
            for (const table of new Set([...EXISTING_IDS.map(([, name]) => name), ...Object.values(BODY_IDS)])) {
              const [{ exists }]: Array<{ exists: boolean }> = await t.dataSource.query(
                `SELECT to_regclass($1) IS NOT NULL AS exists`,
                [table],
              );
              const rows: Array<{ id: string }> = exists
                ? await t.dataSource.query(`SELECT id FROM "${table}" ORDER BY id LIMIT 8`)
                : [];
              idCache.set(
                table,
                rows.map((row) => row.id),
              );
            }
          },
        },
        { requests: REQUESTS, seed: SEED },
      );
      process.stdout.write(`\n${summary(report, SEED)}\n`);
      expect(problemLines(report)).toEqual([]);
      expect(report.sent).toBeGreaterThanOrEqual(REQUESTS);
      expect(report.covered.size).toBe(report.operations);
    },
    60_000 + REQUESTS * 250,
  );
});
