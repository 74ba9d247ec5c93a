import { destinationListSql } from '../src/modules/destinations/infrastructure/typeorm-destination.repository.js';
import { serviceListSql } from '../src/modules/services/infrastructure/typeorm-service.repository.js';
import { PlaceSort } from '../src/modules/catalog/domain/place-order.js';
import { searchTerms } from '../src/modules/catalog/domain/search-terms.js';
import { CategoryType } from '../src/shared/domain/category-type.js';
import type { ListSql } from '../src/modules/catalog/infrastructure/place-list.sql.js';
// Plain JavaScript shared with the benchmark (npm run bench); types in sample-rows.d.mts.
import { sampleDestinationsSql, sampleServicesSql } from '../scripts/support/sample-rows.mjs';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const ROWS = 20_000;
const SAN_FERNANDO = { latitude: 15.0286, longitude: 120.6898 };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Order By'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The Sort nodes that sort more than a page: no Limit below them (sorting the page's joined rows is fine). */
function fullSorts(plan: PlanNode): string[] {
  const own =
    plan['Node Type'] === 'Sort' && !nodes(plan).some((node) => node['Node Type'] === 'Limit') ? ['Sort'] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(fullSorts)];
}

function planLines(plan: PlanNode[]): string[] {
  return plan.map((node) =>
    `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} ${node['Order By'] ?? ''}`.trim(),
  );
}

const page = (offset = 0) => ({ limit: 20, offset });

describe(`near me and the rating sort on ${ROWS.toLocaleString('en')} generated places: the plans use their indexes`, () => {
  let db: TestDatabase;
  let t: TestApp;
  let destinationCategory: string;

  const plans = new Map<string, PlanNode>();
  const explain = async ({ sql, params }: ListSql): Promise<string[]> => {
    const rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> = await t.dataSource.query(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    const plan = rows[0]['QUERY PLAN'][0].Plan;
    const lines = planLines(nodes(plan));
    plans.set(lines.join('\n'), plan);
    return lines;
  };
  /** The sorts of more than a page in the plan of these lines. */
  const sortsBeyondPage = (lines: string[]) => fullSorts(plans.get(lines.join('\n'))!);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    await t.dataSource.query(sampleDestinationsSql(ROWS));
    await t.dataSource.query(sampleServicesSql(ROWS));
    await t.dataSource.query(`VACUUM ANALYZE destinations, services`);
    [{ id: destinationCategory }] = await t.dataSource.query(
      `SELECT category_id AS id FROM destinations WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('the generated places have Bayesian scores (the trigger scored them as they were inserted)', async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE rating_score IS NOT NULL)::int AS scored,
              count(*) FILTER (WHERE rating IS NOT NULL AND review_count > 0)::int AS rated FROM destinations`,
    );
    expect(row.scored).toBe(row.rated);
    expect(row.rated).toBeGreaterThan(ROWS / 2);
  });

  it.each([
    ['destinations, first page', 'destinations', () => destinationListSql({ terms: [], near: SAN_FERNANDO }, page())],
    [
      'destinations, deep page (offset 2,000)',
      'destinations',
      () => destinationListSql({ terms: [], near: SAN_FERNANDO }, page(2_000)),
    ],
    ['services, first page', 'services', () => serviceListSql({ terms: [], near: SAN_FERNANDO }, page())],
    [
      'services of a category',
      'services',
      () => serviceListSql({ terms: [], near: SAN_FERNANDO, type: CategoryType.Motorist }, page()),
    ],
  ])('near me, %s: a KNN scan of the GiST index <table>_near_idx, nearest first', async (_name, table, build) => {
    const lines = await explain(build());
    const knn = lines.some((line) => line.startsWith(`Index Scan ${table}_near_idx`) && line.includes('<->'));
    expect([lines, knn]).toEqual([lines, true]);
    expect(lines).not.toContain(`Seq Scan ${table}`);
    // No sort of the whole table: at most an incremental sort of equal distances by id (and a sort of the page).
    expect([lines, sortsBeyondPage(lines)]).toEqual([lines, []]);
  });

  it('nearest emergency services (1 in 97): the few matches are read through an index, then sorted (no seq scan)', async () => {
    const lines = await explain(
      serviceListSql({ terms: [], near: SAN_FERNANDO, category: { kind: 'emergency' } }, page()),
    );
    expect(lines.some((line) => /^Index( Only)? Scan services_/.test(line))).toBe(true);
    expect(lines).not.toContain('Seq Scan services');
  });

  it('near me with a search: the trigram index finds the matches, then they are sorted (no seq scan)', async () => {
    const lines = await explain(destinationListSql({ terms: searchTerms('kusina lubao'), near: SAN_FERNANDO }, page()));
    expect(lines.some((line) => line.includes('destinations_search_trgm_idx'))).toBe(true);
    expect(lines).not.toContain('Seq Scan destinations');
  });

  it.each([
    [
      'destinations',
      'destinations_rating_sort_idx',
      () => destinationListSql({ terms: [], sort: PlaceSort.Rating }, page()),
    ],
    [
      'destinations, deep page',
      'destinations_rating_sort_idx',
      () => destinationListSql({ terms: [], sort: PlaceSort.Rating }, page(5_000)),
    ],
    [
      'destinations, a category id',
      'destinations_category_rating_sort_idx',
      () => destinationListSql({ terms: [], sort: PlaceSort.Rating, categoryId: destinationCategory }, page()),
    ],
    ['services', 'services_rating_sort_idx', () => serviceListSql({ terms: [], sort: PlaceSort.Rating }, page())],
  ])('sort=rating, %s: walks %s in order (no sort beyond the page)', async (_name, index, build) => {
    const lines = await explain(build());
    expect([lines, lines.some((line) => new RegExp(`^Index( Only)? Scan ${index}\\b`).test(line))]).toEqual([
      lines,
      true,
    ]);
    expect([lines, sortsBeyondPage(lines)]).toEqual([lines, []]);
    expect(lines.filter((line) => line.startsWith('Incremental Sort'))).toEqual([]);
  });
});
