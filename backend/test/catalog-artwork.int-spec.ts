import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/** Every image URL of the demo destinations and services is the app's own artwork, and each one renders. */
describe('generated artwork and the demo catalogue pictures', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  const svg = (path: string) =>
    request(t.http)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  it('draws an SVG, cached for a day, locked down against scripts', async () => {
    const res = await svg('/api/artwork/destination/betis-church.svg?icon=church&color=%238D6E63').expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const body = res.body as string;
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')).toBe(true);
    expect(body.endsWith('</svg>')).toBe(true);
    expect(body).toContain('linearGradient');
    expect(body).not.toMatch(/<script|javascript:|on[a-z]+=|href=/i);
  });

  it('gives the same picture for the same URL and another one for another key, icon or colour', async () => {
    const url = '/api/artwork/service/petron-dolores.svg?icon=fuel&color=%23F57F17';
    const first = (await svg(url).expect(200)).body as string;
    expect((await svg(url)).body).toBe(first);
    const others = await Promise.all(
      [
        '/api/artwork/service/petron-dolores-2.svg?icon=fuel&color=%23F57F17',
        '/api/artwork/service/petron-dolores.svg?icon=tent&color=%23F57F17',
        '/api/artwork/service/petron-dolores.svg?icon=fuel&color=%23123456',
        '/api/artwork/destination/petron-dolores.svg?icon=fuel&color=%23F57F17',
      ].map(async (other) => (await svg(other).expect(200)).body as string),
    );
    expect(new Set([first, ...others]).size).toBe(5);
    expect((await svg('/api/artwork/category/no-icon.svg').expect(200)).body).toContain('<svg');
  });

  it.each([
    ['/api/artwork/hotel/x.svg', 404],
    ['/api/artwork/destination/Bad_Key.svg', 404],
    ['/api/artwork/destination/x.png', 404],
    ['/api/artwork/destination/x.svg?color=red', 400],
    ['/api/artwork/destination/x.svg?icon=%3Cscript%3E', 400],
    ['/api/artwork/destination/x.svg?size=9000', 400],
  ])('%s answers %d', async (path, status) => {
    const res = await request(t.http)
      .get(path)
      .expect(status)
      .expect('Content-Type', /application\/json/);
    expect(res.body).toMatchObject({ statusCode: status });
    expect(res.headers['cache-control']).toBeUndefined(); // errors are not cached for a day
  });

  it('every demo destination and service image is served by this app and renders', async () => {
    const rows: Array<{ url: string }> = await t.dataSource.query(
      `SELECT DISTINCT url FROM (
         SELECT unnest(images) AS url FROM destinations UNION ALL SELECT image_url FROM destinations
         UNION ALL SELECT unnest(images) FROM services) AS all_images WHERE url IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const { url } of rows) {
      expect(url).toMatch(
        /^\/api\/artwork\/(destination|service)\/[a-z0-9-]+\.svg\?icon=[a-z0-9-]+&color=%23[0-9A-F]{6}$/,
      );
      const res = await svg(url);
      expect([url, res.status]).toEqual([url, 200]);
    }
  });

  it('destination galleries have a cover and extra pictures; services without pictures show their icon', async () => {
    const [{ min, max }] = await t.dataSource.query(
      `SELECT min(cardinality(images))::int AS min, max(cardinality(images))::int AS max FROM destinations`,
    );
    expect(min).toBeGreaterThanOrEqual(2);
    expect(max).toBe(4);
    const [{ bare }] = await t.dataSource.query(
      `SELECT count(*)::int AS bare FROM services WHERE cardinality(images) = 0`,
    );
    expect(bare).toBeGreaterThan(0);
  });
});
