import request from 'supertest';
import { destinationListSql } from '../src/modules/destinations/infrastructure/typeorm-destination.repository.js';
import { serviceListSql } from '../src/modules/services/infrastructure/typeorm-service.repository.js';
import { CategoryType } from '../src/shared/domain/category-type.js';
import { searchTerms } from '../src/modules/catalog/domain/search-terms.js';
import { COUNT_CAP } from '../src/shared/domain/page.js';
// Plain JavaScript shared with the benchmark (npm run bench); types in sample-rows.d.mts.
import { sampleDestinationsSql, sampleServicesSql } from '../scripts/support/sample-rows.mjs';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe(`catalog search on ${ROWS.toLocaleString('en')} generated destinations and services (stored unaccented document, pg_trgm index)`, () => {
  let db: TestDatabase;
  let t: TestApp;

  const explain = async (sql: string, params: unknown[]): Promise<PlanNode[]> => {
    const rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> = await t.dataSource.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return nodes(rows[0]['QUERY PLAN'][0].Plan);
  };
  /** X-Total-Count, or 'N+' when capped (X-Total-Count-Capped: true). */
  const total = async (path: string): Promise<number | string> => {
    const { headers } = await request(t.http).get(path).expect(200);
    return headers['x-total-count-capped'] === 'true'
      ? `${headers['x-total-count']}+`
      : Number(headers['x-total-count']);
  };
  /** What X-Total-Count says for `count` matches: the count up to COUNT_CAP, then 'COUNT_CAP+'. */
  const shown = (count: number): number | string => (count > COUNT_CAP ? `${COUNT_CAP}+` : count);
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  /** How many rows of `table` have every word of `search` in their name, local name, description or address. */
  const scan = async (table: string, search: string): Promise<number> => {
    const rows: Array<{ text: string }> = await t.dataSource.query(
      `SELECT name || ' ' || coalesce(local_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(address, '') AS text FROM ${table}`,
    );
    const words = fold(search).split(/\s+/).filter(Boolean);
    return rows.filter((row) => words.every((word) => fold(row.text).includes(word))).length;
  };

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    await t.dataSource.query(sampleDestinationsSql(ROWS));
    await t.dataSource.query(sampleServicesSql(ROWS));
    await t.dataSource.query(`ANALYZE destinations`);
    await t.dataSource.query(`ANALYZE services`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('has at least 10,000 rows in each table', async () => {
    const [{ d, s }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM services) AS s`,
    );
    expect(d).toBeGreaterThanOrEqual(ROWS);
    expect(s).toBeGreaterThanOrEqual(ROWS);
  });

  it.each([
    [
      'destinations',
      'destinations_search_trgm_idx',
      () => destinationListSql({ terms: searchTerms('Señor') }, { limit: 20, offset: 0 }),
    ],
    [
      'destinations',
      'destinations_search_trgm_idx',
      () => destinationListSql({ terms: searchTerms('ninO señor') }, { limit: 20, offset: 0 }),
    ],
    [
      'services',
      'services_search_trgm_idx',
      () => serviceListSql({ terms: searchTerms('cleanfuel') }, { limit: 20, offset: 0 }),
    ],
    [
      'services',
      'services_search_trgm_idx',
      () =>
        serviceListSql({ terms: searchTerms('unioil lubao'), type: CategoryType.Motorist }, { limit: 20, offset: 0 }),
    ],
  ])(
    'the %s list and its count read %s or walk the listing index, never the whole table (EXPLAIN, after ANALYZE, no planner settings changed)',
    async (table, index, build) => {
      const { sql, params, countSql, countParams } = build();
      const usesSearchIndex = (plan: PlanNode[]) =>
        plan.some((node) => node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] === index);
      // A page may also walk the listing index in order and test each row until the page is full (a frequent word:
      // the planner's choice, cheaper than sorting every match); the count always reads the search index.
      const walksListing = (plan: PlanNode[]) =>
        plan.some(
          (node) =>
            /Index( Only)? Scan/.test(node['Node Type']) &&
            node['Index Name']?.startsWith(`${table}_`) &&
            node['Index Name'].endsWith('listing_idx'),
        );
      const page = await explain(sql, params);
      const count = await explain(countSql, countParams);
      expect(usesSearchIndex(page) || walksListing(page)).toBe(true);
      expect(usesSearchIndex(count)).toBe(true);
      for (const plan of [page, count]) {
        const types = plan.map((node) => `${node['Node Type']}:${node['Relation Name'] ?? node['Index Name'] ?? ''}`);
        expect(types).not.toContain(`Seq Scan:${table}`);
        // A row is tested by reading its stored document (search_text), never by computing unaccent() again.
        expect(JSON.stringify(plan)).toContain('search_text');
        expect(JSON.stringify(plan)).not.toContain('f_unaccent');
      }
    },
  );

  it('finds exactly the rows a plain scan finds (every word, ignoring case and accents, in name, local name, description or address)', async () => {
    expect(await scan('destinations', 'Niño Señor')).toBeGreaterThanOrEqual(ROWS / 50);
    for (const search of ['Niño Señor', 'nino senor', 'NIÑO', 'señor niño', 'kusina lubao', 'café']) {
      expect([search, await total(`/api/destinations?search=${encodeURIComponent(search)}&limit=1`)]).toEqual([
        search,
        shown(await scan('destinations', search)),
      ]);
    }
    for (const search of ['CLEANFUEL', 'unioil LUBAO', 'petron guagua', 'jose abad santos']) {
      expect([search, await total(`/api/services?search=${encodeURIComponent(search)}&limit=1`)]).toEqual([
        search,
        shown(await scan('services', search)),
      ]);
    }
    const code = (await t.dataSource.query(`SELECT initcap(substr(md5('4242'), 1, 10)) AS code`))[0].code as string;
    const res = await request(t.http).get(`/api/destinations?search=${code.toUpperCase()}`).expect(200);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual([`Heritage House ${code}`]); // row 4242: word 1 + 4242 % 14 = 1;
  });

  it('finds the demo places by their Kapampangan name, whole or in part, with or without accents, among them', async () => {
    const names = async (path: string): Promise<string[]> =>
      ((await request(t.http).get(path).expect(200)).body as Array<{ name: string }>).map((place) => place.name);
    for (const search of [
      'Bunduk Arayat',
      'bunduk',
      'Pisamban',
      'Bakúlud',
      'BAKULUD',
      'ligligan parul',
      'mamacalulu',
    ]) {
      expect([search, await total(`/api/destinations?search=${encodeURIComponent(search)}&limit=1`)]).toEqual([
        search,
        shown(await scan('destinations', search)),
      ]);
    }
    for (const search of ['bunduk', 'Pinac', 'bunduk arayat campsite']) {
      expect([search, await total(`/api/services?search=${encodeURIComponent(search)}&limit=1`)]).toEqual([
        search,
        shown(await scan('services', search)),
      ]);
    }
    expect(await names('/api/destinations?search=bakulud')).toEqual(['San Guillermo Parish Church']);
    expect(await names('/api/destinations?search=Bak%C3%BAlud%20pisamban')).toEqual(['San Guillermo Parish Church']);
    expect(await names('/api/destinations?search=ligligan')).toEqual(['Giant Lantern Festival']);
    expect(await names('/api/services?search=bunduk%20arayat')).toEqual(['Mount Arayat North Peak Campsite']);
  });

  it('answers searches over 10,000 rows quickly (p95 well under a second on a shared CI machine)', async () => {
    const timings: number[] = [];
    const queries = [
      '/api/destinations?search=se%C3%B1or',
      '/api/destinations?search=kusina%20lubao',
      '/api/services?search=petron%20guagua',
      '/api/services?search=cleanfuel&type=motorist',
    ];
    for (let round = 0; round < 10; round++) {
      for (const path of queries) {
        const started = performance.now();
        await request(t.http).get(path).expect(200);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    const p50 = timings[Math.floor(timings.length * 0.5)];
    const p95 = timings[Math.floor(timings.length * 0.95)];
    console.log(
      `search over ${ROWS} rows: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${timings.length} requests)`,
    );
    expect(p95).toBeLessThan(1_000);
  });
});
