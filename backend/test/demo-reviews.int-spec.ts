import { DEMO_DESTINATIONS } from '../src/database/demo-data/destinations.demo-data.js';
import { DEMO_SERVICES } from '../src/database/demo-data/services.demo-data.js';
import { testAppPerFile } from './support/app-per-file.js';
import { createTestApp } from './support/test-app.js';

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
  const t = testAppPerFile((db) => createTestApp(db));

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
    // The five bars of review_stats are those of the published reviews too.
    const barsOff: unknown[] = await t.dataSource.query(
      `SELECT p.name FROM ${table} p LEFT JOIN review_stats s ON s.${table === 'destinations' ? 'destination_id' : 'service_id'} = p.id
       CROSS JOIN LATERAL (SELECT array_agg((SELECT count(*)::int FROM reviews r WHERE r.place_id = p.id
                             AND r.status = 'published' AND r.stars = n) ORDER BY n) AS bars FROM generate_series(1, 5) n) a
       WHERE ARRAY[coalesce(s.stars_1, 0), coalesce(s.stars_2, 0), coalesce(s.stars_3, 0), coalesce(s.stars_4, 0),
                   coalesce(s.stars_5, 0)] <> a.bars`,
    );
    expect(barsOff).toEqual([]);
  });

  it('writes at least three reviews per rated destination, by several authors, in three languages', async () => {
    const [figures] = (await t.dataSource.query(
      `SELECT count(*)::int AS reviews, count(DISTINCT author_id)::int AS authors, min(char_length(text)) AS shortest,
         count(*) FILTER (WHERE text ~ '\\m(ang|namin|kami)\\M')::int AS filipino,
         count(*) FILTER (WHERE text ~ '\\m(ing|masanting|mayap)\\M')::int AS kapampangan,
         (SELECT count(*)::int FROM destinations WHERE rating IS NOT NULL) AS rated
       FROM reviews`,
    )) as Array<Record<string, number>>;
    expect(figures.rated).toBeGreaterThan(20);
    expect(figures.reviews).toBeGreaterThanOrEqual(3 * figures.rated);
    expect(figures.authors).toBeGreaterThan(5);
    expect(figures.shortest).toBeGreaterThanOrEqual(20);
    expect(figures.filipino).toBeGreaterThan(0);
    expect(figures.kapampangan).toBeGreaterThan(0);
    // The demo files' ratings are what the reviews make (the listing order the other suites check is unchanged).
    const [{ rating }] = (await t.dataSource.query(
      `SELECT rating::float AS rating FROM destinations WHERE name = 'Giant Lantern Festival'`,
    )) as Array<{ rating: number }>;
    expect(rating).toBe(4.9);
  });
});
