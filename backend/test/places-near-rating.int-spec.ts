import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface PlaceBody {
  id: string;
  name: string;
  rating: number | null;
  reviewCount: number;
}

/** The Bayesian average as docs/near-me.md gives it: (C * m + rating * n) / (C + n), C = 10. */
const score = (rating: number, n: number, m: number) => (10 * m + rating * n) / (10 + n);

describe('sort=rating: a Bayesian average (issue 32.3)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let category: string;

  const listed = async (query: string, page = '&limit=100'): Promise<PlaceBody[]> =>
    (await request(t.http).get(`/api/destinations?categoryId=${category}&sort=rating${page}${query}`).expect(200))
      .body as PlaceBody[];
  const mean = async (kind: string): Promise<number> =>
    Number(
      (await t.dataSource.query(`SELECT mean_stars FROM place_rating_priors WHERE place_type = $1`, [kind]))[0]
        .mean_stars,
    );

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    [{ id: category }] = await t.dataSource.query(
      `INSERT INTO categories (name, type) VALUES ('Bayes test', 'destination') RETURNING id`,
    );
    // One 5-star review; 4.6 from 300; 4.0 from 50; 4.8 from 3; none.
    await t.dataSource.query(
      `INSERT INTO destinations (name, rating, review_count, category_id) VALUES
         ('One five-star review', 5.0, 1, $1), ('Hundreds of reviews', 4.6, 300, $1), ('Fifty reviews', 4.0, 50, $1),
         ('Three reviews', 4.8, 3, $1), ('Not reviewed A', NULL, 0, $1), ('Not reviewed B', NULL, 0, $1)`,
      [category],
    );
    await t.dataSource.query(`SELECT refresh_place_rating_priors()`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('m is the mean of every review of destinations (the places’ rating * review_count over review_count)', async () => {
    const [{ m }] = await t.dataSource.query(
      `SELECT round(sum(rating * review_count) / sum(review_count), 3)::float8 AS m FROM destinations WHERE rating IS NOT NULL`,
    );
    expect(await mean('destination')).toBeCloseTo(m, 3);
  });

  it('one 5-star review does not top hundreds of 4.6s; places without reviews come last, by name', async () => {
    const names = (await listed('')).map((p) => p.name);
    expect(names[0]).toBe('Hundreds of reviews');
    expect(names.indexOf('Hundreds of reviews')).toBeLessThan(names.indexOf('One five-star review'));
    expect(names.slice(-2)).toEqual(['Not reviewed A', 'Not reviewed B']);
  });

  it('orders exactly by the formula with the stored m, and pages do not overlap', async () => {
    const m = await mean('destination');
    const all = await listed('');
    const rated = all.filter((p) => p.rating !== null);
    const expected = [...rated]
      .sort(
        (a, b) => score(b.rating!, b.reviewCount, m) - score(a.rating!, a.reviewCount, m) || (a.name < b.name ? -1 : 1),
      )
      .map((p) => p.name);
    expect(rated.map((p) => p.name)).toEqual(expected);
    const pages = [
      ...(await listed('', '&limit=2&offset=0')),
      ...(await listed('', '&limit=2&offset=2')),
      ...(await listed('', '&limit=2&offset=4')),
    ];
    expect(pages.map((p) => p.id)).toEqual(all.map((p) => p.id));
  });

  it('a place is rescored as soon as its rating and review_count are written (as the reviews module does)', async () => {
    await t.dataSource.query(
      `UPDATE destinations SET rating = 4.9, review_count = 400 WHERE name = 'Three reviews' AND category_id = $1`,
      [category],
    );
    // A URL not asked before (the kept answers catch up within milliseconds, by NOTIFY: caching.md).
    expect((await listed('', '&limit=99'))[0].name).toBe('Three reviews');
    const [{ rating_score }] = await t.dataSource.query(
      `SELECT rating_score FROM destinations WHERE name = 'Three reviews' AND category_id = $1`,
      [category],
    );
    expect(Number(rating_score)).toBeCloseTo(score(4.9, 400, await mean('destination')), 4);
  });

  it('the default order is unchanged (verified first, then rating, then name)', async () => {
    const res = await request(t.http).get(`/api/destinations?categoryId=${category}&limit=100`).expect(200);
    const ratings = (res.body as PlaceBody[]).map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => (b ?? -1) - (a ?? -1)));
  });
});
