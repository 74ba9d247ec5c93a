import request from 'supertest';
import { destinationListSql } from '../src/modules/destinations/infrastructure/typeorm-destination.repository.js';
import { serviceListSql } from '../src/modules/services/infrastructure/typeorm-service.repository.js';
import { feedMarksSql, postListSql } from '../src/modules/community/infrastructure/post-sql.js';
import { couponListSql } from '../src/modules/coupons/infrastructure/typeorm-coupon.repository.js';
import { CouponCategory } from '../src/modules/coupons/domain/coupon.js';
import { CategoryType } from '../src/shared/domain/category-type.js';
import { COUNT_CAP } from '../src/shared/domain/page.js';
import type { ListSql } from '../src/modules/catalog/infrastructure/place-list.sql.js';
// Plain JavaScript shared with the benchmark (npm run bench); types in sample-rows.d.mts.
import {
  sampleCouponsSql,
  sampleDestinationsSql,
  samplePostsSql,
  sampleServicesSql,
} from '../scripts/support/sample-rows.mjs';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** One line per plan node, for the failure messages. */
function planLines(plan: PlanNode[]): string[] {
  return plan.map((node) =>
    `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} ${node['Sort Key']?.join(', ') ?? ''}`.trim(),
  );
}

const page = (offset = 0) => ({ limit: 20, offset });

describe(`list pages on ${ROWS.toLocaleString('en')} generated destinations, services, posts and coupons (issue 13)`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let destinationCategory: string;
  let serviceCategory: string;
  let viewer: string;

  const explain = async (sql: string, params: unknown[]): Promise<PlanNode[]> => {
    const rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> = await t.dataSource.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return nodes(rows[0]['QUERY PLAN'][0].Plan);
  };

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    await t.dataSource.query(sampleDestinationsSql(ROWS));
    await t.dataSource.query(sampleServicesSql(ROWS));
    await t.dataSource.query(samplePostsSql(ROWS));
    await t.dataSource.query(sampleCouponsSql(ROWS));
    // Statistics, as autovacuum would gather them.
    await t.dataSource.query(`VACUUM ANALYZE destinations, services, posts, coupons`);
    [{ id: destinationCategory }] = await t.dataSource.query(
      `SELECT category_id AS id FROM destinations WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    [{ id: serviceCategory }] = await t.dataSource.query(
      `SELECT category_id AS id FROM services WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    [{ id: viewer }] = await t.dataSource.query(`SELECT id FROM users ORDER BY email LIMIT 1`);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('has at least 10,000 rows in each table', async () => {
    const [counts] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM services) AS s, (SELECT count(*)::int FROM posts) AS p,
              (SELECT count(*)::int FROM coupons) AS c`,
    );
    expect(Math.min(counts.d, counts.s, counts.p, counts.c)).toBeGreaterThanOrEqual(ROWS);
  });

  const cases: Array<[string, string, string, () => ListSql]> = [
    [
      'destinations, first page',
      'destinations',
      'destinations_listing_idx',
      () => destinationListSql({ terms: [] }, page()),
    ],
    [
      'destinations, deep page (offset 5,000)',
      'destinations',
      'destinations_listing_idx',
      () => destinationListSql({ terms: [] }, page(5_000)),
    ],
    [
      'destinations, a category id',
      'destinations',
      'destinations_category_listing_idx',
      () => destinationListSql({ terms: [], categoryId: destinationCategory }, page()),
    ],
    [
      'destinations, a category key (id)',
      'destinations',
      'destinations_category_listing_idx',
      () => destinationListSql({ terms: [], category: { kind: 'id', id: destinationCategory } }, page(20)),
    ],
    [
      'destinations, a category name slug',
      'destinations',
      'destinations_listing_idx',
      () => destinationListSql({ terms: [], category: { kind: 'slug', slug: 'historic-churches' } }, page()),
    ],
    [
      'destinations, a category type',
      'destinations',
      'destinations_listing_idx',
      () => destinationListSql({ terms: [], category: { kind: 'type', type: CategoryType.Destination } }, page()),
    ],
    ['services, first page', 'services', 'services_listing_idx', () => serviceListSql({ terms: [] }, page())],
    [
      'services, deep page (offset 5,000)',
      'services',
      'services_listing_idx',
      () => serviceListSql({ terms: [] }, page(5_000)),
    ],
    [
      'services, a quick link (gas)',
      'services',
      'services_listing_idx',
      () =>
        serviceListSql(
          {
            terms: [],
            category: { kind: 'named', type: CategoryType.Motorist, names: ['gas stations'], icons: ['fuel'] },
          },
          page(),
        ),
    ],
    [
      'services, emergency',
      'services',
      'services_listing_idx',
      () => serviceListSql({ terms: [], category: { kind: 'emergency' } }, page()),
    ],
    [
      'services, a category id',
      'services',
      'services_category_listing_idx',
      () => serviceListSql({ terms: [], categoryId: serviceCategory }, page()),
    ],
    [
      'services, a type tab',
      'services',
      'services_listing_idx',
      () => serviceListSql({ terms: [], type: CategoryType.Motorist }, page()),
    ],
  ];

  it.each(cases)(
    '%s: the page walks a listing index of %s in order (EXPLAIN: %s or the other, no sort)',
    async (_name, table, _index, build) => {
      const { sql, params } = build();
      const plan = await explain(sql, params);
      const lines = planLines(plan);
      // Either listing index serves a category in order: with category_id first, or the plain one filtered.
      const listingIndexes = [`${table}_listing_idx`, `${table}_category_listing_idx`];
      const walksListingIndex = plan.some(
        (node) => /Index( Only)? Scan/.test(node['Node Type']) && listingIndexes.includes(node['Index Name'] ?? ''),
      );
      expect([lines, walksListingIndex]).toEqual([lines, true]);
      expect(lines.filter((line) => line.startsWith('Sort') || line.startsWith('Incremental Sort'))).toEqual([]);
      expect(lines).not.toContain(`Seq Scan ${table}`);
    },
  );

  it.each([
    ['first page', () => postListSql({ viewerId: viewer, ...page() })],
    ['deep page (offset 5,000)', () => postListSql({ viewerId: viewer, ...page(5_000) })],
    ['first page kept for every member (visible posts)', () => postListSql(page())],
    ['deep page kept for every member', () => postListSql(page(5_000))],
  ])('the posts feed, %s: walks posts_created_at_id_idx newest first (no sort)', async (_name, build) => {
    const { sql, params } = build();
    const lines = planLines(await explain(sql, params));
    expect([lines, lines.some((line) => /^Index( Only)? Scan posts_created_at_id_idx/.test(line))]).toEqual([
      lines,
      true,
    ]);
    expect(lines.filter((line) => line.startsWith('Sort'))).toEqual([]);
  });

  it("the posts feed, a member's own part (likes, shares, unlisted posts): a few index probes, whatever the number of posts", async () => {
    // Members who liked and shared every post (the tables as large as the posts').
    for (const table of ['post_likes', 'post_shares']) {
      await t.dataSource.query(
        `INSERT INTO ${table} (post_id, user_id, created_at) SELECT p.id, u.id, now() FROM posts p CROSS JOIN (SELECT id FROM users ORDER BY email OFFSET 1 LIMIT 2) u ON CONFLICT DO NOTHING`,
      );
    }
    await t.dataSource.query(`ANALYZE post_likes, post_shares`);
    const kept: Array<{ id: string; sortKey: string }> = await t.dataSource.query(
      `SELECT id, lpad((extract(epoch FROM created_at) * 1000000)::bigint::text, 20, '0') AS "sortKey" FROM posts
       WHERE status = 'visible' ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 40`,
    );
    const ids = kept.map(({ id }) => id);
    // The first page (the slice from the top) and a deep one (the slice from its first post on).
    for (const { sql, params } of [
      feedMarksSql({ viewerId: viewer, ...page() }, ids.slice(0, 20), { last: kept[19] }, 20),
      feedMarksSql({ viewerId: viewer, ...page(5_020) }, ids, { first: kept[0], last: kept[39] }, 40),
    ]) {
      const lines = planLines(await explain(sql, params));
      // The member's posts through the partial index of unlisted posts alone (an index or bitmap scan), never the feed's.
      const postScans = lines.filter((line) => /Index Scan posts_|Seq Scan posts$/.test(line));
      expect([
        lines,
        postScans.length > 0 && postScans.every((line) => line.endsWith('posts_unlisted_author_idx')),
      ]).toEqual([lines, true]);
      expect(lines.filter((line) => /^Seq Scan (posts|post_likes|post_shares)$/.test(line))).toEqual([]);
      // Likes and shares through an index (by (post, member) or the member's own), never the whole table.
      const likesAndShares = lines.filter((line) => /post_likes|post_shares/.test(line));
      expect([
        likesAndShares,
        likesAndShares.length > 0 &&
          likesAndShares.every((line) => /^Index( Only)? Scan post_(likes|shares)_/.test(line)),
      ]).toEqual([likesAndShares, true]);
    }
  });

  const coupons = (query: Partial<Parameters<typeof couponListSql>[0]> = {}) =>
    couponListSql({ includeAll: false, viewerId: null, now: new Date(), ...page(), ...query });

  it.each([
    ['first page', () => coupons()],
    ['deep page (offset 5,000)', () => coupons(page(5_000))],
    ['a category (food)', () => coupons({ category: CouponCategory.Food })],
    ['a member asking (claimedByMe)', () => coupons({ viewerId: viewer })],
    ["the admin's list (all=true: inactive and expired too)", () => coupons({ includeAll: true })],
  ])('coupons, %s: walks coupons_listing_idx newest first (no sort)', async (_name, build) => {
    const { sql, params } = build();
    const lines = planLines(await explain(sql, params));
    expect([lines, lines.some((line) => /^Index( Only)? Scan coupons_listing_idx/.test(line))]).toEqual([lines, true]);
    expect(lines.filter((line) => line.startsWith('Sort') || line.startsWith('Incremental Sort'))).toEqual([]);
  });

  it('counts only up to the cap: the count reads at most COUNT_CAP + 1 rows', async () => {
    for (const { countSql, countParams } of [
      destinationListSql({ terms: [] }, page()),
      serviceListSql({ terms: [] }, page()),
      postListSql({ viewerId: viewer, ...page() }),
      coupons(),
      coupons({ category: CouponCategory.Food }),
      coupons({ includeAll: true }),
    ]) {
      const lines = planLines(await explain(countSql, countParams));
      expect([lines, lines[1]]).toEqual([lines, 'Limit']);
      expect(countParams.at(-1)).toBe(COUNT_CAP + 1);
    }
  });

  it('answers X-Total-Count up to the cap, then the cap with X-Total-Count-Capped: true; a page past the cap still sees more', async () => {
    const first = await request(t.http).get('/api/destinations').expect(200);
    expect([first.headers['x-total-count'], first.headers['x-total-count-capped']]).toEqual([
      String(COUNT_CAP),
      'true',
    ]);
    const deep = await request(t.http).get('/api/destinations?offset=5000&limit=20').expect(200);
    expect(deep.body).toHaveLength(20);
    expect([deep.headers['x-total-count'], deep.headers['x-total-count-capped']]).toEqual(['5021', 'true']);
    const few = await request(t.http).get('/api/destinations?search=ni%C3%B1o%20se%C3%B1or&limit=5').expect(200);
    expect(few.headers['x-total-count']).toBe(String(ROWS / 50));
    expect(few.headers['x-total-count-capped']).toBeUndefined();
  });

  it('answers the coupons with a capped X-Total-Count too, and the claimable ones newest first, past the cap as well', async () => {
    const first = await request(t.http).get('/api/coupons?limit=12').expect(200);
    expect([first.headers['x-total-count'], first.headers['x-total-count-capped']]).toEqual([
      String(COUNT_CAP),
      'true',
    ]);
    const deep = await request(t.http).get('/api/coupons?offset=5000&limit=20').expect(200);
    expect([deep.headers['x-total-count'], deep.headers['x-total-count-capped']]).toEqual(['5021', 'true']);
    const expected: Array<{ id: string }> = await t.dataSource.query(
      `SELECT id FROM coupons WHERE deleted_at IS NULL AND is_active AND (expires_at IS NULL OR expires_at > now())
       ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 20`,
    );
    expect(deep.body.map((coupon: { id: string }) => coupon.id)).toEqual(expected.map((row) => row.id));
    // A filter matching fewer than the cap is counted exactly.
    const [{ total }] = await t.dataSource.query(
      `SELECT count(*)::int AS total FROM coupons WHERE deleted_at IS NULL AND is_active AND (expires_at IS NULL OR expires_at > now())
         AND search_text LIKE '%' || $1 || '%'`,
      [first.body[0].title.split(' ').at(-1).toLowerCase()],
    );
    const few = await request(t.http)
      .get(`/api/coupons?search=${encodeURIComponent(first.body[0].title.split(' ').at(-1))}`)
      .expect(200);
    expect([few.headers['x-total-count'], few.headers['x-total-count-capped']]).toEqual([String(total), undefined]);
  });

  it('pages in the listing order without gaps or overlaps (verified first, rating high to low, unrated last, then name)', async () => {
    const ids: string[] = [];
    for (let offset = 4_980; offset < 5_040; offset += 20) {
      const res = await request(t.http).get(`/api/destinations?offset=${offset}&limit=20`).expect(200);
      ids.push(...res.body.map((d: { id: string }) => d.id));
    }
    const expected: Array<{ id: string }> = await t.dataSource.query(
      `SELECT id FROM destinations ORDER BY is_verified DESC, rating DESC NULLS LAST, name ASC, id ASC OFFSET 4980 LIMIT 60`,
    );
    expect(ids).toEqual(expected.map((row) => row.id));
  });
});
