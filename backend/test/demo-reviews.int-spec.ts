import { DEMO_DESTINATIONS } from '../src/database/demo-data/destinations.demo-data.js';
import { DEMO_SERVICES } from '../src/database/demo-data/services.demo-data.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface PlaceFigures {
  name: string;
  rating: number | null;
  reviewCount: number;
  published: number;
  computed: number | null;
}

/**
 * Issue 32.2: the demo data brings real reviews behind every rating it shows, and no invented figure. After seeding,
 * each place's rating and count are those of its published reviews, every rating the demo files name is kept (the
 * reviews are made to give it), and a place the files leave unrated shows 'New': rating null, 0 reviews.
 */
describe('demo data: every rating has published reviews behind it (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  const figuresOf = (table: 'destinations' | 'services') =>
    t.dataSource.query(
      `SELECT p.name, p.rating::float AS rating, p.review_count AS "reviewCount", a.published, a.computed
       FROM ${table} p CROSS JOIN LATERAL (
         SELECT count(*)::int AS published, round(avg(r.stars), 1)::float AS computed
         FROM reviews r WHERE r.place_id = p.id AND r.status = 'published') a
       ORDER BY p.name`,
    ) as Promise<PlaceFigures[]>;

  it.each([
    ['destinations', DEMO_DESTINATIONS],
    ['services', DEMO_SERVICES],
  ] as const)('%s: rating = round(avg(stars), 1) and reviewCount = the published reviews', async (table, files) => {
    const places = await figuresOf(table);
    expect(places).toHaveLength(files.length);
    const rated = places.filter((place) => place.rating !== null);
    const unrated = places.filter((place) => place.rating === null);
    for (const place of rated)
      expect(place).toEqual({
        ...place,
        reviewCount: place.published,
        published: expect.any(Number),
        computed: place.rating,
      });
    expect(rated.every((place) => place.published > 0)).toBe(true);
    for (const place of unrated) expect(place).toEqual({ ...place, reviewCount: 0, published: 0, computed: null });
    // The files name the ratings the reviews make, and only ratings: no count of their own.
    const byName = new Map(places.map((place) => [place.name, place]));
    for (const demo of files) {
      expect([demo.name, byName.get(demo.name)?.rating]).toEqual([demo.name, demo.rating]);
      expect(demo).not.toHaveProperty('reviewCount');
    }
    expect(rated.length).toBeGreaterThan(0);
    expect(unrated.length).toBeGreaterThan(0);
  });
});
