import request from 'supertest';
import { haversineKm, type GeoPoint } from '../src/modules/catalog/domain/place-order.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface PlaceBody {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  categoryId: string | null;
  isEmergency?: boolean;
  rating: number | null;
  distanceKm?: number;
}

/** A seeded pseudo-random generator, so that a failure can be run again with the same points. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const HERE: GeoPoint = { latitude: 15.0286, longitude: 120.6898 };
const near = (point: GeoPoint) => `${point.latitude},${point.longitude}`;
const byDistance = (from: GeoPoint) => (a: PlaceBody, b: PlaceBody) =>
  haversineKm(from, a as GeoPoint) - haversineKm(from, b as GeoPoint) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('near me: place lists nearest first with distanceKm (issues 33.3 and 33.5)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let category: string;
  const seed = Number(process.env.NEAR_SEED ?? 33);

  /** Every page of `url` (limit 50), in order, and the X-Total-Count of each. */
  async function walk(url: string): Promise<{ items: PlaceBody[]; totals: string[] }> {
    const items: PlaceBody[] = [];
    const totals: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const res = await request(t.http).get(`${url}&limit=50&offset=${offset}`).expect(200);
      totals.push(res.headers['x-total-count']);
      items.push(...(res.body as PlaceBody[]));
      if ((res.body as PlaceBody[]).length < 50) return { items, totals };
    }
  }

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    [{ id: category }] = await t.dataSource.query(
      `SELECT id FROM categories WHERE type = 'destination' ORDER BY name LIMIT 1`,
    );
    // 300 destinations at random points around Pampanga (some with the same point), 20 without coordinates.
    const next = random(seed);
    const rows: Array<[string, number | null, number | null, string | null]> = [];
    for (let i = 0; i < 300; i++) {
      const point = i % 50 === 7 ? [15.1, 120.6] : [14.7 + next() * 0.8, 120.3 + next() * 0.8];
      rows.push([`Near test ${i} ${i % 3 === 0 ? 'sisig' : 'garden'}`, point[0], point[1], i % 2 ? category : null]);
    }
    for (let i = 0; i < 20; i++) rows.push([`Near test nowhere ${i} sisig`, null, null, category]);
    await t.dataSource.query(
      `INSERT INTO destinations (name, latitude, longitude, category_id)
       SELECT * FROM unnest($1::text[], $2::float8[], $3::float8[], $4::uuid[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('orders every destination with coordinates by great-circle distance (a JS haversine), then id, across pages', async () => {
    const all: PlaceBody[] = await t.dataSource.query(
      `SELECT id, latitude, longitude FROM destinations WHERE latitude IS NOT NULL`,
    );
    const expected = [...all].sort(byDistance(HERE)).map((p) => p.id);
    const { items, totals } = await walk(`/api/destinations?near=${near(HERE)}`);
    expect(items.map((p) => p.id)).toEqual(expected);
    // The pages agree on the total: the places with coordinates only (those without are left out).
    expect(new Set(totals)).toEqual(new Set([String(all.length)]));
    for (const place of items) {
      const km = haversineKm(HERE, place as GeoPoint);
      // One decimal; PostgreSQL's earth is 6,378.168 km across, the haversine's 6,371 (0.12% apart).
      expect(Math.abs(place.distanceKm! - km)).toBeLessThanOrEqual(0.051 + km * 0.0012);
      expect(Math.round(place.distanceKm! * 10)).toBeCloseTo(place.distanceKm! * 10, 6);
    }
  });

  it.each([
    ['the far north', { latitude: 16.4, longitude: 120.6 }],
    ['across the antimeridian', { latitude: -10, longitude: -179.9 }],
    ['a pole', { latitude: 90, longitude: 0 }],
  ])('orders correctly from %s too', async (_name, point) => {
    const all: PlaceBody[] = await t.dataSource.query(
      `SELECT id, latitude, longitude FROM destinations WHERE latitude IS NOT NULL`,
    );
    const { items } = await walk(`/api/destinations?near=${near(point)}`);
    expect(items.map((p) => p.id)).toEqual([...all].sort(byDistance(point)).map((p) => p.id));
  });

  it('combines with categoryId and search: only matches, still nearest first', async () => {
    const { items, totals } = await walk(`/api/destinations?near=${near(HERE)}&categoryId=${category}&search=sisig`);
    expect(items.length).toBeGreaterThan(10);
    for (const place of items) {
      expect(place.categoryId).toBe(category);
      expect(place.name).toMatch(/sisig/i);
      expect(place.latitude).not.toBeNull();
    }
    expect(items.map((p) => p.id)).toEqual([...items].sort(byDistance(HERE)).map((p) => p.id));
    expect(totals[0]).toBe(String(items.length));
  });

  it('nearest emergency services in one request (category=emergency)', async () => {
    const res = await request(t.http)
      .get(`/api/services?category=emergency&near=${near(HERE)}`)
      .expect(200);
    const items = res.body as PlaceBody[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.isEmergency === true && typeof s.distanceKm === 'number')).toBe(true);
    expect(items.map((s) => s.distanceKm)).toEqual([...items.map((s) => s.distanceKm!)].sort((a, b) => a - b));
  });

  it('near with sort=rating: the rating order, each place with its distance', async () => {
    const res = await request(t.http)
      .get(`/api/destinations?near=${near(HERE)}&sort=rating&limit=100`)
      .expect(200);
    const items = res.body as PlaceBody[];
    expect(items.every((p) => typeof p.distanceKm === 'number')).toBe(true);
    const rated = items.filter((p) => p.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect(items.slice(0, rated.length)).toEqual(rated); // rated places first
  });

  it('distanceKm only in lists asked with near', async () => {
    for (const url of ['/api/destinations', '/api/services', '/api/destinations?sort=rating']) {
      const res = await request(t.http).get(url).expect(200);
      expect((res.body as PlaceBody[]).filter((p) => 'distanceKm' in p)).toEqual([]);
    }
    const one = await request(t.http)
      .get(`/api/destinations?near=${near(HERE)}&limit=1`)
      .expect(200);
    expect(typeof (one.body as PlaceBody[])[0].distanceKm).toBe('number');
  });

  it.each(
    [
      ['abc', 'format'],
      ['1,2,3', 'format'],
      ['15.0', 'format'],
      ['NaN,120', 'format'],
      ['Infinity,120', 'format'],
      ['1e1,120', 'format'],
      ['0x10,120', 'format'],
      ['15.0;120.6', 'format'],
      ['', 'format'],
      [',', 'format'],
      ['15.0286,120.6898,', 'format'],
      ['91,120', 'range'],
      ['-90.0001,0', 'range'],
      ['15,180.5', 'range'],
      ['15,-181', 'range'],
      ['9'.repeat(10_000), 'format'],
    ].map(([value, kind]) => [value.length > 40 ? `${value.length} nines` : JSON.stringify(value), value, kind]),
  )('near=%s is 400 (a %s error)', async (_label, value, kind) => {
    const res = await request(t.http).get('/api/destinations').query({ near: value }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(
      kind === 'range' ? 'Latitude must be between -90 and 90, longitude between -180 and 180' : 'near must be',
    );
  });

  it.each([
    ['a repeated key (an array)', '/api/services?near=15,120&near=16,121'],
    ['a bracketed key', '/api/destinations?near[]=15,120'],
    ['an object', '/api/destinations?near[lat]=15&near[lng]=120'],
    ['an unknown sort', '/api/destinations?sort=distance'],
    ['a sort array', '/api/destinations?sort=rating&sort=rating'],
  ])('%s is 400', async (_name, url) => {
    const res = await request(t.http).get(url).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('accepts the edges of the range and spaces around the numbers', async () => {
    for (const value of ['90,180', '-90,-180', ' 15.0286 , 120.6898 ', '+15,+120', '.5,-.5', '15.,120.'])
      await request(t.http).get('/api/destinations').query({ near: value }).expect(200);
  });

  it('never keeps a near answer (one point per visitor cannot flood the kept answers); other lists are kept', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(t.http).get(`/api/destinations?near=15.${i},120.6`).expect(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toMatch(/^public/);
    }
    const again = await request(t.http).get('/api/destinations?near=15.0,120.6').expect(200);
    expect(again.headers['x-cache']).toBeUndefined();
    await request(t.http).get('/api/destinations?sort=rating').expect(200);
    const kept = await request(t.http).get('/api/destinations?sort=rating').expect(200);
    expect(kept.headers['x-cache']).toBe('hit');
  });
});
