import pg from 'pg';
import request from 'supertest';
import { jest } from '@jest/globals';
import { PublicAnswers } from '../src/shared/http/public-answers.js';
import { CACHE_LISTENER_APPLICATION_NAME, type CacheScope } from '../src/shared/persistence/cache-versions.js';
import { KeptReads } from '../src/shared/persistence/kept-reads.js';
import { signInCatalogCallers } from './support/catalog-auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.9: the cache_versions triggers must announce every write that can change what a kept answer or a kept read
 * shows. Their column lists (UPDATE OF ...) are written by hand in migrations; this test reads them from pg_trigger and
 * compares them with the columns the kept readers' SQL really reads (every statement run while building a kept answer,
 * planned with EXPLAIN (VERBOSE, GENERIC_PLAN): each table's columns in outputs, filters, joins and sorts), so a column
 * added to a cached query without its trigger fails here.
 */

/** What a missing announcement may be, and why it is safe (each one named, never a whole table). */
const ALLOWED: Record<string, string> = {
  // A new author or a new photo joins no post until the post itself is written (posts' own trigger announces that).
  'posts:users:INSERT': 'a new user has no posts yet',
  'posts:community_images:INSERT': 'a photo is uploaded before the post that shows it is written',
  'reviews:users:INSERT': 'a new user has no reviews yet',
  // A claim changes current_redemptions only: it is announced (a row trigger) when it sells the coupon out or back in,
  // which is all a place's 'Coupon Available' shows; the coupon lists' remaining count is bounded by their 10 s time
  // bucket and KEPT_ANSWER_MAX_AGE_MS (a thousand claims a second must not empty the caches a thousand times a second).
  'coupons:coupons:UPDATE current_redemptions':
    'announced on selling out (conditional row trigger); counts bounded by the time bucket',
  'destinations:coupons:UPDATE current_redemptions': 'as above',
  'services:coupons:UPDATE current_redemptions': 'as above',
  // The coupon reads look up the caller's own claims (claimedByMe: user_id = the caller); only signed-out answers are
  // kept (signedOutOnly), and a signed-out caller has none.
  'coupons:coupon_redemptions:INSERT': "the caller's own claims: none in a kept (signed-out) answer",
  'coupons:coupon_redemptions:DELETE': 'as above',
  'coupons:coupon_redemptions:TRUNCATE': 'as above',
  'coupons:coupon_redemptions:UPDATE coupon_id': 'as above',
  'coupons:coupon_redemptions:UPDATE user_id': 'as above',
};

/** Primary keys are never updated (a new id is an insert, announced as one). */
const NEVER_UPDATED = new Set(['id']);

/** Trigger type bits (pg_trigger.tgtype, PostgreSQL's trigger.h). */
const TYPE = { INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32 } as const;

interface CacheTrigger {
  table: string;
  scope: string;
  type: number;
  columns: string[];
  conditional: boolean;
}

interface Recorded {
  readonly reader: string;
  readonly scopes: readonly CacheScope[];
  readonly sql: string;
}

describe('cache_versions triggers cover every column the kept readers read', () => {
  let db: TestDatabase;
  let t: TestApp;
  let recording: { reader: string; scopes: readonly CacheScope[] } | undefined;
  const recorded: Recorded[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    // Every statement sent while a kept answer or kept read is being built (the listener's own round trips aside).
    jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      const listener =
        (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
          ?.application_name === CACHE_LISTENER_APPLICATION_NAME;
      if (recording && text && !listener) recorded.push({ ...recording, sql: text });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await db?.stop();
  });

  it("every table and column read is announced to the reader's scopes on insert, delete, truncate and update", async () => {
    const [{ id: destinationId }] = await t.dataSource.query(`SELECT id FROM destinations ORDER BY name LIMIT 1`);
    const [{ id: serviceId }] = await t.dataSource.query(`SELECT id FROM services ORDER BY name LIMIT 1`);
    const answers = t.app.get(PublicAnswers);
    const urls = [
      '/api/destinations',
      '/api/destinations?category=food&search=sisig&limit=5',
      `/api/destinations/${destinationId}`,
      '/api/services',
      '/api/services?type=motorist&category=gas',
      `/api/services/${serviceId}`,
      '/api/categories',
      '/api/coupons',
      '/api/coupons/stats',
      `/api/coupons/${serviceId}`,
      '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32',
      `/api/reviews?destinationId=${destinationId}`,
      `/api/reviews?serviceId=${serviceId}&sort=lowest&stars=4`,
      `/api/reviews/summary?destinationId=${destinationId}`,
    ];
    // A signed-out first request: what the handler reads is what its kept answer depends on.
    for (const url of urls) {
      recording = { reader: `GET ${url}`, scopes: [] };
      const before = recorded.length;
      await request(t.http).get(url).expect(200);
      recording = undefined;
      const scopes = answers.learnedScopes(url);
      expect([url, scopes]).toEqual([url, expect.any(Array)]);
      for (let i = before; i < recorded.length; i++) recorded[i] = { ...recorded[i], scopes: scopes! };
    }
    // The feed's kept slices (KeptReads, scope 'posts'): only what runs inside a kept read.
    const get = KeptReads.prototype.get;
    const spy = jest.spyOn(KeptReads.prototype, 'get').mockImplementation(function (
      this: KeptReads<unknown>,
      key: string,
      read: () => Promise<unknown>,
    ) {
      return get.call(this, key, async () => {
        recording = { reader: 'the feed (KeptReads)', scopes: ['posts'] };
        try {
          return await read();
        } finally {
          recording = undefined;
        }
      });
    });
    try {
      const as = await signInCatalogCallers(t.http, t.dataSource);
      for (const url of ['/api/posts', '/api/posts?limit=5&offset=5', '/api/posts?search=sisig']) {
        await request(t.http).get(url).set('Cookie', as.user).expect(200);
      }
    } finally {
      spy.mockRestore();
    }
    expect(recorded.some((r) => r.reader === 'the feed (KeptReads)')).toBe(true);

    const triggers = await cacheTriggers();
    const missing = new Set<string>();
    const seen = new Set<string>();
    for (const statement of recorded) {
      for (const [table, columns] of await columnsRead(statement.sql)) {
        for (const scope of statement.scopes.length ? statement.scopes : ['(no scope)']) {
          seen.add(`${scope}:${table}`);
        }
        // A reader depends on a table through any of its scopes: a trigger of the table must bump one of them.
        const mine = triggers.filter(
          (trigger) => trigger.table === table && statement.scopes.includes(trigger.scope as CacheScope),
        );
        const label = (what: string) => `${statement.scopes.join('+') || '(no scope)'}:${table}:${what}`;
        const allowed = (what: string) =>
          statement.scopes.some((scope) => ALLOWED[`${scope}:${table}:${what}`] !== undefined);
        for (const event of ['INSERT', 'DELETE', 'TRUNCATE'] as const) {
          if (!mine.some((trigger) => trigger.type & TYPE[event] && !trigger.conditional) && !allowed(event)) {
            missing.add(`${label(event)} (read by ${statement.reader})`);
          }
        }
        for (const column of columns) {
          if (NEVER_UPDATED.has(column)) continue;
          const covered = mine.some(
            (trigger) =>
              trigger.type & TYPE.UPDATE &&
              !trigger.conditional &&
              (trigger.columns.length === 0 || trigger.columns.includes(column)),
          );
          if (!covered && !allowed(`UPDATE ${column}`))
            missing.add(`${label(`UPDATE ${column}`)} (read by ${statement.reader})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
    // The test saw what it is about: the places read coupons, the feed reads authors.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'destinations:coupons',
        'services:categories',
        'posts:posts',
        'posts:users',
        'categories:categories',
        'reviews:reviews',
        'reviews:review_stats',
        'reviews:users',
      ]),
    );
  });

  it('notices a column read without a trigger (the check itself works)', async () => {
    const [{ tgname }] = await t.dataSource.query(
      `SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname = 'users' AND tgname = 'users_posts_cache_version'`,
    );
    expect(tgname).toBe('users_posts_cache_version');
    const triggers = await cacheTriggers();
    const users = triggers.find((trigger) => trigger.table === 'users' && trigger.scope === 'posts');
    expect(users?.columns.sort()).toEqual(['first_name', 'last_name']);
    const read = await columnsRead(`SELECT u.email FROM users u WHERE u.id = $1`);
    expect(read.get('users')).toEqual(new Set(['email', 'id']));
    const joined = await columnsRead(`SELECT p.content, u.email FROM posts p JOIN users u ON u.id = p.author_id`);
    expect([joined.get('users'), joined.get('posts')]).toEqual([
      new Set(['email', 'id']),
      new Set(['content', 'author_id']),
    ]);
    expect(users?.columns.includes('email')).toBe(false);
  });

  /** The triggers that bump a cache version: table, scope, events, UPDATE OF columns (none: all). */
  async function cacheTriggers(): Promise<CacheTrigger[]> {
    const rows: Array<{ table: string; args: string; type: number; columns: string[]; conditional: boolean }> = await t
      .dataSource.query(`
      SELECT c.relname AS "table", encode(t.tgargs, 'escape') AS args, t.tgtype::int AS type, t.tgqual IS NOT NULL AS conditional,
             ARRAY(SELECT a.attname::text FROM unnest(t.tgattr::int2[]) AS k(attnum)
                   JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = k.attnum) AS columns
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'bump_cache_version' AND NOT t.tgisinternal`);
    return rows.map((row) => ({ ...row, scope: row.args.split('\\000').filter(Boolean)[0] ?? row.table }));
  }

  /** The columns of each table a statement reads, from its plan (aliases resolved, duplicates told apart by PostgreSQL). */
  async function columnsRead(sql: string): Promise<Map<string, Set<string>>> {
    const read = new Map<string, Set<string>>();
    if (!/^\s*(WITH|SELECT)\b/i.test(sql)) return read;
    const [{ 'QUERY PLAN': plan }] = await t.dataSource.query(`EXPLAIN (VERBOSE, GENERIC_PLAN, FORMAT JSON) ${sql}`);
    const aliases = new Map<string, string>();
    const texts: string[] = [];
    const walk = (node: Record<string, unknown>, root = false) => {
      const scan = typeof node['Relation Name'] === 'string';
      if (scan) aliases.set(String(node.Alias ?? node['Relation Name']), String(node['Relation Name']));
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Plans') for (const child of value as Record<string, unknown>[]) walk(child);
        // A scan may output the whole row (a physical target list): what is used of it is named by the nodes above.
        else if (scan && !root && key === 'Output') continue;
        else if (typeof value === 'string') texts.push(value);
        else if (Array.isArray(value)) texts.push(...value.filter((item): item is string => typeof item === 'string'));
      }
    };
    walk((plan as Array<{ Plan: Record<string, unknown> }>)[0].Plan, true);
    for (const text of texts) {
      for (const [, alias, column] of text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\b/g)) {
        const table = aliases.get(alias);
        if (!table) continue;
        if (!read.has(table)) read.set(table, new Set());
        read.get(table)!.add(column);
      }
    }
    // With a single table, PostgreSQL names its columns without the alias: every column of it named anywhere.
    const tables = new Set(aliases.values());
    if (tables.size === 1) {
      const [table] = tables;
      const columns: Array<{ name: string }> = await t.dataSource.query(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      );
      for (const { name } of columns) {
        if (!texts.some((text) => new RegExp(`(^|[^A-Za-z0-9_."])${name}($|[^A-Za-z0-9_"(])`).test(text))) continue;
        if (!read.has(table)) read.set(table, new Set());
        read.get(table)!.add(name);
      }
    }
    // A table scanned with no column named (count(*), EXISTS over an index) still depends on its rows.
    for (const table of aliases.values()) if (!read.has(table)) read.set(table, new Set());
    return read;
  }
});
