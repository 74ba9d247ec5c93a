import request from 'supertest';
import { DEMO_SERVICES } from '../src/database/demo-data/services.demo-data.js';
import { signInCatalogCallers, type CatalogCallers } from './support/catalog-auth.js';
import { snapshotTables } from './support/table-snapshot.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface CategoryBody {
  id: string;
  name: string;
  type: string;
  icon: string | null;
  color: string | null;
}

interface ServiceBody {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  mainImageIndex: number;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  isOpen24h: boolean;
  isEmergency: boolean;
  gasPrice: number | null;
  gasPriceUpdatedAt: string | null;
  categoryId: string | null;
  category: CategoryBody | null;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = [
  'address',
  'category',
  'categoryId',
  'createdAt',
  'description',
  'gasPrice',
  'gasPriceUpdatedAt',
  'hasActiveCoupon',
  'hours',
  'id',
  'imageUrl',
  'images',
  'isEmergency',
  'isOpen24h',
  'isVerified',
  'latitude',
  'localName',
  'longitude',
  'mainImageIndex',
  'name',
  'openState',
  'openingHours',
  'phone',
  'rating',
  'reviewCount',
  'slug',
  'updatedAt',
  'website',
];
const MISSING_ID = '0b7a3d5e-8c1f-4a2b-9e6d-5f4c3b2a1d0e';
const RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
const INVALID_COORDINATES = 'Please enter valid latitude and longitude values';

describe('services API (real PostgreSQL, migrations and demo data)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;
  let restoreServices: () => Promise<void>;
  let categories: CategoryBody[];

  const category = (type: string, name: string): CategoryBody => {
    const found = categories.find((c) => c.type === type && c.name === name);
    if (!found) throw new Error(`no category ${type}/${name}`);
    return found;
  };
  const list = async (query: string): Promise<{ body: ServiceBody[]; total: number }> => {
    const res = await request(t.http).get(`/api/services${query}`).expect(200);
    return { body: res.body as ServiceBody[], total: Number(res.headers['x-total-count']) };
  };
  const get = async (id: string): Promise<ServiceBody> =>
    (await request(t.http).get(`/api/services/${id}`).expect(200)).body;
  const count = async (): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM services`))[0].n);
  const create = (body: object, cookie = as.editor) =>
    request(t.http).post('/api/services').set('Cookie', cookie).send(body);
  const patch = (id: string, body: object, cookie = as.editor) =>
    request(t.http).patch(`/api/services/${id}`).set('Cookie', cookie).send(body);
  const demoCount = (predicate: (s: (typeof DEMO_SERVICES)[number]) => boolean) =>
    DEMO_SERVICES.filter(predicate).length;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
    categories = (await request(t.http).get('/api/categories').expect(200)).body as CategoryBody[];
    restoreServices = await snapshotTables(t.dataSource, ['services']);
  });

  // Every test starts from the demo services: the suite passes in any order and one test alone.
  beforeEach(() => restoreServices());

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  describe('GET /api/services', () => {
    it('lists at least 40 demo services, 20 a page, with exactly the contract fields', async () => {
      const res = await request(t.http).get('/api/services').expect(200);
      expect(DEMO_SERVICES.length).toBeGreaterThanOrEqual(40);
      expect(res.headers['x-total-count']).toBe(String(DEMO_SERVICES.length));
      expect(res.body).toHaveLength(20);
      for (const service of (await list('?limit=100')).body) {
        expect(Object.keys(service).sort()).toEqual(FIELDS);
        expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(service.category?.type).toMatch(/^(motorist|bicycle|camping)$/);
        expect(service.imageUrl).toBe(service.images[service.mainImageIndex] ?? null);
        expect(service.images.every((url) => url.startsWith('/api/artwork/service/'))).toBe(true);
        expect(service.latitude).toBeGreaterThan(14.9);
        expect(service.latitude).toBeLessThan(15.3);
        expect(service.longitude).toBeGreaterThan(120.4);
        expect(service.longitude).toBeLessThan(120.9);
        expect(service.hours).toEqual(expect.any(String));
      }
    });

    it('has gas prices of ₱58–₱66 with late-2026 update dates on every gas station', async () => {
      const { body } = await list('?category=gas&limit=100');
      expect(body.length).toBeGreaterThanOrEqual(10);
      for (const station of body) {
        expect(station.gasPrice).toBeGreaterThanOrEqual(58);
        expect(station.gasPrice).toBeLessThanOrEqual(66);
        expect(Number.isInteger(Math.round((station.gasPrice ?? 0) * 100))).toBe(true);
        expect(station.gasPriceUpdatedAt).toMatch(/^2026-(09|10|11|12)-/);
      }
      expect(body.filter((s) => s.isOpen24h).length).toBeGreaterThanOrEqual(3);
      const petron = body.find((s) => s.slug === 'petron-dolores-san-fernando');
      expect(petron).toMatchObject({ gasPrice: 63.45, gasPriceUpdatedAt: '2026-11-19T23:30:00.000Z', isOpen24h: true });
    });

    it('orders emergency services first, then verified, then by rating (unrated last), then by name', async () => {
      const { body } = await list('?limit=100');
      const key = (s: ServiceBody) => [
        s.isEmergency ? 0 : 1,
        s.isVerified ? 0 : 1,
        s.rating === null ? 1 : 0,
        -(s.rating ?? 0),
      ];
      const sorted = [...body].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (
          x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
        );
      });
      expect(body.map((s) => s.slug)).toEqual(sorted.map((s) => s.slug));
      expect(
        body
          .slice(
            0,
            demoCount((s) => s.isEmergency === true),
          )
          .every((s) => s.isEmergency),
      ).toBe(true);
    });

    it('filters by type: the three tabs', async () => {
      for (const type of ['motorist', 'bicycle', 'camping']) {
        const { body, total } = await list(`?type=${type}&limit=100`);
        expect(total).toBe(demoCount((s) => s.category[0] === type));
        expect(total).toBeGreaterThanOrEqual(6);
        expect(body.every((s) => s.category?.type === type)).toBe(true);
      }
      expect((await request(t.http).get('/api/services?type=destination').expect(400)).body.message).toBe(
        'type must be one of: motorist, bicycle, camping',
      );
    });

    it('filters by the home quick links: gas, auto, emergency, bicycle, camping', async () => {
      const gas = await list('?category=gas&limit=100');
      expect(gas.total).toBe(demoCount((s) => s.category[1] === 'Gas Stations'));
      expect(gas.body.every((s) => s.category?.name === 'Gas Stations')).toBe(true);
      const auto = await list('?category=auto&limit=100');
      expect(auto.total).toBe(demoCount((s) => s.category[1] === 'Auto Repair'));
      expect(auto.body.every((s) => s.category?.name === 'Auto Repair')).toBe(true);
      const emergency = await list('?category=emergency&limit=100');
      expect(emergency.total).toBe(demoCount((s) => s.isEmergency === true));
      expect(emergency.body.every((s) => s.isEmergency)).toBe(true);
      expect((await list('?category=bicycle')).total).toBe(demoCount((s) => s.category[0] === 'bicycle'));
      expect((await list('?category=CAMPING')).total).toBe(demoCount((s) => s.category[0] === 'camping'));
      expect((await list('?category=constructor')).total).toBe(0);
    });

    it('filters by categoryId, a category id, a name slug; and combines filters', async () => {
      const glamping = category('camping', 'Glamping');
      const byId = await list(`?categoryId=${glamping.id}`);
      expect(byId.total).toBe(demoCount((s) => s.category[1] === 'Glamping'));
      expect((await list(`?category=${glamping.id}`)).body).toEqual(byId.body);
      expect((await list('?category=glamping')).body).toEqual(byId.body);
      expect((await list(`?type=motorist&categoryId=${glamping.id}`)).total).toBe(0);
      const clarkGas = await list('?category=gas&search=clark');
      expect(clarkGas.body.map((s) => s.slug)).toEqual(['shell-clark-gateway']);
    });

    it('searches name, description and address, ignoring case and accents', async () => {
      expect((await list('?search=PETRON&limit=100')).body.every((s) => s.name.includes('Petron'))).toBe(true);
      expect((await list('?search=petron&limit=100')).total).toBe(demoCount((s) => s.name.includes('Petron')));
      expect((await list('?search=p%C3%A8tr%C3%B3n')).total).toBe(demoCount((s) => s.name.includes('Petron')));
      expect((await list('?search=lingad')).body.map((s) => s.slug)).toEqual([
        'jose-b-lingad-memorial-general-hospital',
      ]);
      expect((await list('?search=buko%20juice')).body.map((s) => s.slug)).toEqual(['porac-ride-stop']);
      expect((await list('?search=sacobia')).total).toBeGreaterThanOrEqual(2);
      expect((await list('?search=nowhere-in-pampanga')).total).toBe(0);
    });

    it('finds a service by its Kapampangan name as by its English one, whole or in part, and answers it', async () => {
      const slugs = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}&limit=100`)).body.map((s) => s.slug).sort();
      for (const demo of DEMO_SERVICES.filter((s) => s.localName !== undefined)) {
        expect([demo.localName, await slugs(demo.localName ?? '')]).toEqual([
          demo.localName,
          expect.arrayContaining([demo.slug]),
        ]);
      }
      expect(await slugs('bunduk')).toEqual(['mount-arayat-north-peak-campsite']);
      expect(await slugs('BUNDUK arayat')).toEqual(['mount-arayat-north-peak-campsite']);
      expect(await slugs('bunduk campsite')).toEqual(['mount-arayat-north-peak-campsite']);
      expect(await slugs('pinac')).toEqual(['candaba-farm-roads-loop']);
      expect(await slugs('candaba loop')).toEqual(['candaba-farm-roads-loop']);
      const [camp] = (await list('?search=bunduk')).body as Array<ServiceBody & { localName: string | null }>;
      expect(camp).toMatchObject({ name: 'Mount Arayat North Peak Campsite', localName: 'Bunduk Arayat' });
      expect(await get(camp.id)).toMatchObject({ localName: 'Bunduk Arayat' });
    });

    it('pages with limit and offset and refuses a limit above 100', async () => {
      const all = await list('?limit=100');
      expect((await list('?limit=7&offset=14')).body.map((s) => s.id)).toEqual(all.body.slice(14, 21).map((s) => s.id));
      expect((await request(t.http).get('/api/services?limit=500').expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /api/services/{id} and /api/services/slug/{slug}', () => {
    it('answers a service by id and by slug (ignoring case)', async () => {
      const [lingad] = (await list('?search=lingad')).body;
      expect(await get(lingad.id)).toEqual(lingad);
      expect((await request(t.http).get(`/api/services/slug/${lingad.slug}`).expect(200)).body).toEqual(lingad);
      expect((await request(t.http).get(`/api/services/slug/${lingad.slug.toUpperCase()}`).expect(200)).body.id).toBe(
        lingad.id,
      );
      expect(lingad).toMatchObject({
        isEmergency: true,
        isOpen24h: true,
        category: { name: 'Emergency', type: 'motorist' },
      });
    });

    it.each([
      `/api/services/${MISSING_ID}`,
      '/api/services/not-a-uuid',
      '/api/services/slug/no-such-service',
      '/api/services/slug/Not%20A%20Slug',
    ])('%s answers 404 SERVICE_NOT_FOUND', async (path) => {
      const res = await request(t.http).get(path).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'SERVICE_NOT_FOUND', message: 'Service not found' });
    });
  });

  describe('POST /api/services', () => {
    it('creates a service; the slug comes from the name and stays unique with -2, -3', async () => {
      const gas = category('motorist', 'Gas Stations');
      const body = {
        name: 'Unioil Santo Tomas',
        categoryId: gas.id,
        gasPrice: '61.25',
        isOpen24h: true,
        latitude: 15.0,
        longitude: '120.7',
      };
      const first = (await create(body).expect(201)).body as ServiceBody;
      expect(Object.keys(first).sort()).toEqual(FIELDS);
      expect(first).toMatchObject({
        name: 'Unioil Santo Tomas',
        slug: 'unioil-santo-tomas',
        gasPrice: 61.25,
        isOpen24h: true,
        isEmergency: false,
        isVerified: false,
        latitude: 15,
        longitude: 120.7,
        images: [],
        mainImageIndex: 0,
        imageUrl: null,
        rating: null,
        reviewCount: 0,
        description: null,
        category: gas,
      });
      expect(Math.abs(new Date(first.gasPriceUpdatedAt ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
      expect((await create(body).expect(201)).body.slug).toBe('unioil-santo-tomas-2');
      expect((await create(body, as.admin).expect(201)).body.slug).toBe('unioil-santo-tomas-3');
    });

    it('gives different slugs to services created at the same moment', async () => {
      const bikes = category('bicycle', 'Bike Shops');
      const results = await Promise.all(
        Array.from({ length: 4 }, () => create({ name: 'Twin Pedals', categoryId: bikes.id })),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(results.map((r) => r.body.slug).sort()).toEqual([
        'twin-pedals',
        'twin-pedals-2',
        'twin-pedals-3',
        'twin-pedals-4',
      ]);
    });

    it('takes a given slug and answers 409 SERVICE_SLUG_TAKEN when another service has it', async () => {
      const auto = category('motorist', 'Auto Repair');
      expect(
        (await create({ name: 'Betis Tire Center', slug: 'betis-tires', categoryId: auto.id }).expect(201)).body.slug,
      ).toBe('betis-tires');
      const before = await count();
      const res = await create({ name: 'Other Tires', slug: 'betis-tires', categoryId: auto.id }).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'SERVICE_SLUG_TAKEN', details: { field: 'slug' } });
      expect(await count()).toBe(before);
    });

    it.each([
      [{ categoryId: 'CAT' }, 'SERVICE_NAME_REQUIRED', 'Name is required'],
      [{ name: 'X' }, 'SERVICE_CATEGORY_REQUIRED', 'categoryId is required'],
      [{ name: '  ', categoryId: 'CAT' }, 'SERVICE_NAME_REQUIRED', 'Name is required'],
      [{ name: 'X', slug: '   ', categoryId: 'CAT' }, 'SERVICE_INVALID_SLUG', 'Please enter a valid URL slug'],
      [{ name: 'X', slug: 'Has Spaces', categoryId: 'CAT' }, 'SERVICE_INVALID_SLUG', 'Please enter a valid URL slug'],
      [
        { name: 'X', slug: 'double--hyphen', categoryId: 'CAT' },
        'SERVICE_INVALID_SLUG',
        'Please enter a valid URL slug',
      ],
      [{ name: 'X', latitude: 15, categoryId: 'CAT' }, 'SERVICE_INVALID_COORDINATES', INVALID_COORDINATES],
      [{ name: 'X', latitude: 100, longitude: 120, categoryId: 'CAT' }, 'SERVICE_COORDINATES_OUT_OF_RANGE', RANGE],
      [
        { name: 'X', website: 'file:///etc/passwd', categoryId: 'CAT' },
        'SERVICE_INVALID_WEBSITE',
        'Website must be an http(s) URL',
      ],
      [
        { name: 'X', images: ['/a.svg', 'vbscript:x'], categoryId: 'CAT' },
        'SERVICE_INVALID_IMAGE_URL',
        'Image URLs must be http(s) URLs or paths served by this site',
      ],
      [
        { name: 'X', images: ['/a.svg'], mainImageIndex: 1, categoryId: 'CAT' },
        'SERVICE_INVALID_MAIN_IMAGE_INDEX',
        'mainImageIndex must point at one of the images (0 to 0)',
      ],
      [
        { name: 'X', gasPrice: 61.255, categoryId: 'CAT' },
        'SERVICE_INVALID_GAS_PRICE',
        'gasPrice must be an amount in pesos',
      ],
      [
        { name: 'X', gasPrice: -1, categoryId: 'CAT' },
        'SERVICE_INVALID_GAS_PRICE',
        'gasPrice must be an amount in pesos',
      ],
      [
        { name: 'X', gasPrice: 'cheap', categoryId: 'CAT' },
        'SERVICE_INVALID_GAS_PRICE',
        'gasPrice must be an amount in pesos',
      ],
      [{ name: 'X', isOpen24h: 'yes', categoryId: 'CAT' }, 'VALIDATION_FAILED', 'isOpen24h must be true or false'],
      [{ name: 'X', rating: 5, categoryId: 'CAT' }, 'VALIDATION_FAILED', 'property rating should not exist'],
    ])('refuses %j: 400 %s', async (body, code, message) => {
      const gas = category('motorist', 'Gas Stations');
      const filled = 'categoryId' in body ? { ...body, categoryId: gas.id } : body; // 'CAT': a real motorist category
      const before = await count();
      const res = await create(filled).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code, message: expect.stringContaining(message) });
      expect(await count()).toBe(before); // nothing half-written
    });

    it('refuses destination and food categories, and unknown ones', async () => {
      for (const [type, name] of [
        ['destination', 'Historic Churches'],
        ['food', 'Kapampangan Food'],
      ]) {
        const res = await create({ name: 'X', categoryId: category(type, name).id }).expect(400);
        expect(res.body).toMatchObject({ code: 'SERVICE_CATEGORY_NOT_ALLOWED', details: { field: 'categoryId' } });
      }
      expect((await create({ name: 'X', categoryId: MISSING_ID }).expect(400)).body.code).toBe(
        'SERVICE_UNKNOWN_CATEGORY',
      );
    });
  });

  describe('PATCH /api/services/{id}', () => {
    let target: ServiceBody;

    beforeEach(async () => {
      const gas = category('motorist', 'Gas Stations');
      target = (
        await create({
          name: 'Flying V Bacolor',
          categoryId: gas.id,
          latitude: 15.0,
          longitude: 120.65,
          phone: '0917 000 1111',
          hours: '6:00 AM - 10:00 PM',
          images: ['/api/artwork/service/a.svg', '/api/artwork/service/b.svg'],
          mainImageIndex: 1,
        }).expect(201)
      ).body;
    });

    it('saves coordinates sent together (numbers or numeric strings)', async () => {
      const res = await patch(target.id, { latitude: '15.0123', longitude: '120.6543' }).expect(200);
      expect(res.body).toMatchObject({ latitude: 15.0123, longitude: 120.6543, slug: target.slug, name: target.name });
      expect((await get(target.id)).latitude).toBe(15.0123);
    });

    it.each([
      [{ latitude: 15.1 }, INVALID_COORDINATES],
      [{ longitude: 120.1 }, INVALID_COORDINATES],
      [{ latitude: 'abc', longitude: '120' }, INVALID_COORDINATES],
      [{ latitude: '', longitude: '120' }, INVALID_COORDINATES],
      [{ latitude: '-91', longitude: '120' }, RANGE],
      [{ latitude: '15', longitude: '180.5' }, RANGE],
    ])('refuses coordinates %j with "%s"', async (body, message) => {
      const res = await patch(target.id, body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await get(target.id)).toMatchObject({ latitude: 15, longitude: 120.65 });
    });

    it('changes the slug (trimmed); refuses empty or malformed slugs; 409 when another service has it', async () => {
      expect((await patch(target.id, { slug: '  flying-v-bacolor-lahar  ' }).expect(200)).body.slug).toBe(
        'flying-v-bacolor-lahar',
      );
      await request(t.http).get('/api/services/slug/flying-v-bacolor-lahar').expect(200);
      for (const slug of ['', '   ', null]) {
        const res = await patch(target.id, { slug }).expect(400);
        expect(res.body).toMatchObject({ code: 'SERVICE_INVALID_SLUG', message: 'Please enter a valid URL slug' });
      }
      expect((await patch(target.id, { slug: 'Flying V' }).expect(400)).body.message).toContain(
        'lower-case letters, digits and single hyphens',
      );
      const taken = await patch(target.id, { slug: 'petron-dolores-san-fernando' }).expect(409);
      expect(taken.body).toMatchObject({ statusCode: 409, code: 'SERVICE_SLUG_TAKEN' });
      expect((await patch(target.id, { slug: 'PETRON-DOLORES-SAN-FERNANDO' }).expect(400)).body.code).toBe(
        'SERVICE_INVALID_SLUG',
      );
      expect((await get(target.id)).slug).toBe('flying-v-bacolor-lahar');
      expect((await patch(target.id, { slug: 'flying-v-bacolor-lahar' }).expect(200)).body.slug).toBe(
        'flying-v-bacolor-lahar',
      );
    });

    it('edits the other fields; setting the gas price stamps its update time; null clears', async () => {
      const emergency = category('motorist', 'Emergency');
      const res = await patch(target.id, {
        name: 'Flying V Bacolor (Cabambangan)',
        description: 'Near the half-buried church.',
        address: 'Cabambangan, Bacolor, Pampanga',
        website: 'https://example.com/flying-v',
        phone: null,
        hours: '',
        isOpen24h: true,
        isEmergency: true,
        isVerified: true,
        gasPrice: 62.4,
        categoryId: emergency.id,
      }).expect(200);
      expect(res.body).toMatchObject({
        name: 'Flying V Bacolor (Cabambangan)',
        slug: target.slug,
        description: 'Near the half-buried church.',
        phone: null,
        hours: null,
        isOpen24h: true,
        isEmergency: true,
        isVerified: true,
        gasPrice: 62.4,
        category: emergency,
      });
      expect(Math.abs(new Date(res.body.gasPriceUpdatedAt).getTime() - Date.now())).toBeLessThan(60_000);
      const cleared = await patch(target.id, { gasPrice: null }).expect(200);
      expect(cleared.body).toMatchObject({ gasPrice: null, gasPriceUpdatedAt: null });
      expect((await patch(target.id, { categoryId: null }).expect(400)).body.code).toBe('SERVICE_CATEGORY_REQUIRED');
      expect((await patch(target.id, { name: '' }).expect(400)).body.message).toBe('Name is required');
    });

    it('keeps the main image inside the gallery', async () => {
      expect(target).toMatchObject({ mainImageIndex: 1, imageUrl: '/api/artwork/service/b.svg' });
      expect((await patch(target.id, { mainImageIndex: 2 }).expect(400)).body.code).toBe(
        'SERVICE_INVALID_MAIN_IMAGE_INDEX',
      );
      const shrunk = await patch(target.id, { images: ['/api/artwork/service/c.svg'] }).expect(200);
      expect(shrunk.body).toMatchObject({
        images: ['/api/artwork/service/c.svg'],
        mainImageIndex: 0,
        imageUrl: '/api/artwork/service/c.svg',
      });
    });

    it('writes nothing when a part of the patch is refused', async () => {
      const before = await get(target.id);
      await patch(target.id, { name: 'Renamed', slug: 'petron-dolores-san-fernando' }).expect(409);
      await patch(target.id, { name: 'Renamed', categoryId: category('food', 'Kapampangan Food').id }).expect(400);
      expect(await get(target.id)).toEqual(before);
    });

    it('answers 404 for a missing service; an empty body changes nothing', async () => {
      expect((await patch(MISSING_ID, { slug: 'x' }).expect(404)).body.code).toBe('SERVICE_NOT_FOUND');
      expect((await patch(target.id, {}).expect(200)).body).toEqual(await get(target.id));
    });
  });

  describe('permissions (DESIGN.md 4): anyone reads; admins and editors write', () => {
    it('answers 401 to anonymous writes and 403 to users and moderators, writing nothing', async () => {
      const [first] = (await list('?limit=1')).body;
      const before = await count();
      const gas = category('motorist', 'Gas Stations');
      await request(t.http).get(`/api/services/${first.id}`).expect(200);
      await request(t.http).post('/api/services').send({ name: 'Sneaky', categoryId: gas.id }).expect(401);
      await request(t.http).patch(`/api/services/${first.id}`).send({ slug: 'sneaky' }).expect(401);
      for (const cookie of [as.user, as.moderator]) {
        await create({ name: 'Sneaky', categoryId: gas.id }, cookie).expect(403);
        await patch(first.id, { slug: 'sneaky' }, cookie).expect(403);
      }
      expect(await count()).toBe(before);
      expect((await get(first.id)).slug).toBe(first.slug);
    });
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const listOp = doc.paths['/api/services'].get;
    expect(listOp.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'category',
      'categoryId',
      'limit',
      'near',
      'offset',
      'openNow',
      'search',
      'sort',
      'type',
    ]);
    expect(Object.keys(doc.paths['/api/services'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409']),
    );
    expect(Object.keys(doc.paths['/api/services/{id}'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(Object.keys(doc.paths['/api/services/slug/{slug}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '404']),
    );
    // distanceKm: only in answers to ?near= (docs/near-me.md).
    expect(Object.keys(doc.components.schemas.ServiceResponse.properties).sort()).toEqual(
      [...FIELDS, 'distanceKm'].sort(),
    );
  });
});
