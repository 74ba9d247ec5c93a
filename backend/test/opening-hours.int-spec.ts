import request from 'supertest';
import { DEMO_DESTINATIONS } from '../src/database/demo-data/destinations.demo-data.js';
import { DEMO_SERVICES } from '../src/database/demo-data/services.demo-data.js';
import { DEMO_OPENING_HOURS } from '../src/database/demo-data/opening-hours.demo-data.js';
import { OpenIntervalsRefresher } from '../src/modules/catalog/infrastructure/open-intervals.writer.js';
import { signInCatalogCallers, type CatalogCallers } from './support/catalog-auth.js';
import { snapshotTables } from './support/table-snapshot.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface OpenState {
  is24_7: boolean;
  intervals: Array<{ start: string; end: string }>;
}

interface PlaceBody {
  id: string;
  name: string;
  openingHours: string | null;
  openState: OpenState | null;
  isOpen24h?: boolean;
}

const TAG = 'zqhours';
/** Never open from now on: one day in 2020 (valid syntax, no interval ahead). */
const NEVER_AGAIN = '2020 Jan 01 10:00-12:00';

describe('opening hours and open now (real PostgreSQL, migrations and demo data)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;
  let restore: () => Promise<void>;

  const list = async (path: string) => {
    const res = await request(t.http).get(path).expect(200);
    return { body: res.body as PlaceBody[], total: Number(res.headers['x-total-count']) };
  };
  const createDestination = async (name: string, openingHours?: string | null) =>
    (
      await request(t.http)
        .post('/api/destinations')
        .set('Cookie', as.editor)
        .send({ name: `${name} ${TAG}`, ...(openingHours === undefined ? {} : { openingHours }) })
        .expect(201)
    ).body as PlaceBody;
  const intervalsOf = async (id: string): Promise<Array<{ starts_at: Date; ends_at: Date }>> =>
    t.dataSource.query(`SELECT starts_at, ends_at FROM place_open_intervals WHERE place_id = $1 ORDER BY starts_at`, [
      id,
    ]);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
    restore = await snapshotTables(t.dataSource, ['destinations', 'services', 'place_open_intervals']);
  });

  beforeEach(() => restore());

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('gives every demo place hours, its coming intervals, and 24/7 to stations and emergency services', async () => {
    expect(Object.keys(DEMO_OPENING_HOURS).sort()).toEqual(
      [...DEMO_DESTINATIONS.map((d) => d.name), ...DEMO_SERVICES.map((s) => s.name)].sort(),
    );
    const destinations = (await list('/api/destinations?limit=100')).body;
    const services = (await list('/api/services?limit=100')).body;
    for (const place of [...destinations, ...services]) {
      expect(place.openingHours).toBe(DEMO_OPENING_HOURS[place.name]);
      expect(place.openState).toEqual({ is24_7: expect.any(Boolean), intervals: expect.any(Array) });
      for (const interval of place.openState?.intervals ?? []) {
        expect(Date.parse(interval.end)).toBeGreaterThan(Date.parse(interval.start));
        expect(Date.parse(interval.end)).toBeGreaterThan(Date.now() - 60_000);
      }
    }
    const hospital = services.find((s) => s.name === 'Jose B. Lingad Memorial General Hospital');
    expect(hospital).toMatchObject({ openingHours: '24/7', isOpen24h: true, openState: { is24_7: true } });
    const market = destinations.find((d) => d.name === 'Pampanga Tocino and Longganisa Row');
    expect(market?.openState?.is24_7).toBe(false);
    expect(market?.openState?.intervals.length).toBeGreaterThan(0);
  });

  it('filters by open now on the server, so paging and X-Total-Count stay right', async () => {
    const open = await Promise.all(['a', 'b', 'c'].map((n) => createDestination(`Open ${n}`, '24/7')));
    await createDestination('Open d', 'Mo-Su 00:00-24:00');
    await createDestination('Closed a', NEVER_AGAIN);
    await createDestination('Closed b', NEVER_AGAIN);
    await createDestination('No hours');
    expect(open.every((p) => p.openState?.is24_7 === true)).toBe(true);

    const all = await list(`/api/destinations?search=${TAG}`);
    expect(all.total).toBe(7);
    const first = await list(`/api/destinations?search=${TAG}&openNow=true&limit=3`);
    const second = await list(`/api/destinations?search=${TAG}&openNow=true&limit=3&offset=3`);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(first.body).toHaveLength(3);
    expect(second.body).toHaveLength(1);
    const names = [...first.body, ...second.body].map((p) => p.name);
    expect(new Set(names).size).toBe(4);
    expect(names.every((name) => name.startsWith('Open '))).toBe(true);
    expect((await list(`/api/destinations?search=${TAG}&openNow=false`)).total).toBe(7);

    const services = await list('/api/services?openNow=true&limit=100');
    expect(services.body.every((s) => s.openState?.intervals.some((i) => Date.parse(i.start) <= Date.now()))).toBe(
      true,
    );
    expect(services.body.map((s) => s.name)).toEqual(expect.arrayContaining(['Petron Dolores', 'Phoenix Dau']));
  });

  it('refuses hours the package cannot read with 400 and writes nothing', async () => {
    const before = Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM destinations`))[0].n);
    const cases: Array<[unknown, RegExp]> = [
      ['open sometimes', /Opening hours are not valid/],
      ['Mo-Fr 08:00-17:00; SH off', /School holidays/],
      ['x'.repeat(501), /at most 500 characters/],
      [42, /openingHours must be a string/],
    ];
    for (const [openingHours, message] of cases) {
      const res = await request(t.http)
        .post('/api/destinations')
        .set('Cookie', as.editor)
        .send({ name: `Bad ${TAG}`, openingHours })
        .expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const bad = await request(t.http)
      .post('/api/destinations')
      .set('Cookie', as.editor)
      .send({ name: `Bad ${TAG}`, openingHours: 'Mo-Fr 25:00-26:00' })
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'DESTINATION_OPENING_HOURS_INVALID', details: { field: 'openingHours' } });
    const service = (await list('/api/services?limit=1')).body[0];
    const refused = await request(t.http)
      .patch(`/api/services/${service.id}`)
      .set('Cookie', as.editor)
      .send({ openingHours: 'garbage', name: 'Renamed' })
      .expect(400);
    expect(refused.body.code).toBe('SERVICE_OPENING_HOURS_INVALID');
    expect((await request(t.http).get(`/api/services/${service.id}`).expect(200)).body.name).toBe(service.name);
    expect(Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM destinations`))[0].n)).toBe(before);
  });

  it('answers hostile openNow values with 400', async () => {
    for (const query of [
      'openNow=maybe',
      'openNow=1',
      'openNow=TRUE',
      'openNow=true&openNow=true',
      `openNow=${'t'.repeat(5000)}`,
    ]) {
      for (const path of ['/api/destinations', '/api/services']) {
        const res = await request(t.http).get(`${path}?${query}`).expect(400);
        expect(JSON.stringify(res.body)).toMatch(/openNow must be true or false/);
      }
    }
  });

  it('rewrites the intervals in the write that changes the hours, and clears them with the hours', async () => {
    const place = await createDestination('Changing', '24/7');
    expect(await intervalsOf(place.id)).toHaveLength(1);
    const patched = await request(t.http)
      .patch(`/api/destinations/${place.id}`)
      .set('Cookie', as.editor)
      .send({ openingHours: NEVER_AGAIN })
      .expect(200);
    expect(patched.body.openState).toEqual({ is24_7: false, intervals: [] });
    expect(await intervalsOf(place.id)).toHaveLength(0);
    expect((await list(`/api/destinations?search=${TAG}&openNow=true`)).total).toBe(0);

    await request(t.http)
      .patch(`/api/destinations/${place.id}`)
      .set('Cookie', as.editor)
      .send({ openingHours: 'Mo-Su 00:00-24:00' })
      .expect(200);
    expect((await list(`/api/destinations?search=${TAG}&openNow=true`)).total).toBe(1);

    const cleared = await request(t.http)
      .patch(`/api/destinations/${place.id}`)
      .set('Cookie', as.editor)
      .send({ openingHours: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ openingHours: null, openState: null });
    expect(await intervalsOf(place.id)).toHaveLength(0);
  });

  it("derives a service's 24/7 badge from its hours", async () => {
    const service = (await list('/api/services?search=Caltex%20Sindalan')).body[0];
    const patch = (body: object) =>
      request(t.http).patch(`/api/services/${service.id}`).set('Cookie', as.editor).send(body).expect(200);
    expect((await patch({ openingHours: '24/7' })).body).toMatchObject({ isOpen24h: true });
    expect((await patch({ openingHours: '24/7; PH off' })).body).toMatchObject({ isOpen24h: false });
    expect((await patch({ isOpen24h: true })).body).toMatchObject({ isOpen24h: true, openingHours: '24/7' });
    expect((await patch({ isOpen24h: false })).body).toMatchObject({ isOpen24h: false, openingHours: null });
  });

  it('tops the intervals up: idempotent, one replica at a time', async () => {
    const count = async () =>
      Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM place_open_intervals`))[0].n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await t.dataSource.query(`DELETE FROM place_open_intervals`);
    const clock = { now: () => new Date() };
    const refreshers = [
      new OpenIntervalsRefresher(t.dataSource, clock, 'destination'),
      new OpenIntervalsRefresher(t.dataSource, clock, 'service'),
      new OpenIntervalsRefresher(t.dataSource, clock, 'service'),
    ];
    const ran = await Promise.all(refreshers.map((refresher) => refresher.refresh()));
    expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    // Intervals of the same hours computed a moment later: the same number (give or take one ending right now).
    expect(Math.abs((await count()) - before)).toBeLessThanOrEqual(2);
    const again = await count();
    await refreshers[1].refresh();
    expect(Math.abs((await count()) - again)).toBeLessThanOrEqual(1);
    // Within the lock, another replica skips: no double rows.
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT place_id, ends_at FROM place_open_intervals GROUP BY 1, 2 HAVING count(*) > 1) d`,
    );
    expect(n).toBe(0);
  });
});
