import request from 'supertest';
import { DEMO_DESTINATIONS } from '../src/database/demo-data/destinations.demo-data.js';
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

interface DestinationBody {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  images: string[];
  rating: number | null;
  reviewCount: number;
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
  'hasActiveCoupon',
  'id',
  'imageUrl',
  'images',
  'isVerified',
  'latitude',
  'localName',
  'longitude',
  'name',
  'openState',
  'openingHours',
  'phone',
  'rating',
  'reviewCount',
  'updatedAt',
  'website',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '6f1c1a52-3f0e-4f7a-9d55-2b1f0c9e7a10';
const RANGE = 'Latitude must be between -90 and 90, longitude between -180 and 180';
const INVALID_COORDINATES = 'Please enter valid latitude and longitude values';

describe('destinations API (real PostgreSQL, migrations and demo data)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;
  let restoreDestinations: () => Promise<void>;
  let categories: CategoryBody[];

  const category = (type: string, name: string): CategoryBody => {
    const found = categories.find((c) => c.type === type && c.name === name);
    if (!found) throw new Error(`no category ${type}/${name}`);
    return found;
  };
  const list = async (query: string): Promise<{ body: DestinationBody[]; total: number }> => {
    const res = await request(t.http).get(`/api/destinations${query}`).expect(200);
    return { body: res.body as DestinationBody[], total: Number(res.headers['x-total-count']) };
  };
  const count = async (): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM destinations`))[0].n);
  const create = (body: object, cookie = as.editor) =>
    request(t.http).post('/api/destinations').set('Cookie', cookie).send(body);
  const patch = (id: string, body: object, cookie = as.editor) =>
    request(t.http).patch(`/api/destinations/${id}`).set('Cookie', cookie).send(body);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
    categories = (await request(t.http).get('/api/categories').expect(200)).body as CategoryBody[];
    restoreDestinations = await snapshotTables(t.dataSource, ['destinations']);
  });

  // Every test starts from the demo destinations: the suite passes in any order and one test alone.
  beforeEach(() => restoreDestinations());

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  describe('GET /api/destinations', () => {
    it('lists the demo destinations, 20 by default, with exactly the contract fields and the total in X-Total-Count', async () => {
      const res = await request(t.http).get('/api/destinations').expect(200).expect('Content-Type', /json/);
      const body = res.body as DestinationBody[];
      expect(DEMO_DESTINATIONS.length).toBeGreaterThanOrEqual(20);
      expect(res.headers['x-total-count']).toBe(String(DEMO_DESTINATIONS.length));
      expect(body).toHaveLength(20);
      for (const destination of body) {
        expect(Object.keys(destination).sort()).toEqual(FIELDS);
        expect(destination.id).toMatch(UUID);
        expect(destination.category).toEqual({
          id: destination.categoryId,
          name: expect.any(String),
          type: expect.stringMatching(/^(destination|food)$/),
          icon: expect.any(String),
          color: expect.stringMatching(/^#[0-9A-F]{6}$/),
        });
        expect(destination.images.length).toBeGreaterThanOrEqual(2);
        expect(destination.images.length).toBeLessThanOrEqual(4);
        expect(destination.imageUrl).toBe(destination.images[0]);
        expect(destination.latitude).toBeGreaterThan(14.9);
        expect(destination.latitude).toBeLessThan(15.3);
        expect(destination.longitude).toBeGreaterThan(120.4);
        expect(destination.longitude).toBeLessThan(120.9);
        expect(new Date(destination.createdAt).toISOString()).toBe(destination.createdAt);
      }
    });

    it('orders verified first, then by rating (unrated last), then by name', async () => {
      const { body } = await list('?limit=100');
      const key = (d: DestinationBody) => [d.isVerified ? 0 : 1, d.rating === null ? 1 : 0, -(d.rating ?? 0)];
      const sorted = [...body].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
      });
      expect(body.map((d) => d.name)).toEqual(sorted.map((d) => d.name));
      expect(body[0]).toMatchObject({ name: 'Giant Lantern Festival', isVerified: true, rating: 4.9 });
      expect(body.at(-1)?.rating).toBeNull();
    });

    it('pages with limit and offset; the total stays the number of matches', async () => {
      const all = await list('?limit=100');
      const page = await list('?limit=5&offset=5');
      expect(page.body.map((d) => d.id)).toEqual(all.body.slice(5, 10).map((d) => d.id));
      expect(page.total).toBe(all.total);
      const beyond = await list('?offset=1000');
      expect(beyond).toEqual({ body: [], total: all.total });
    });

    it.each([
      ['limit=101', 'limit must be at most 100'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=abc', 'limit must be an integer'],
      ['offset=-1', 'offset must be at least 0'],
      ['categoryId=not-a-uuid', 'categoryId must be a UUID'],
      ['sort=name', 'sort must be one of: rating'],
    ])('rejects ?%s with 400 VALIDATION_FAILED', async (query, message) => {
      const res = await request(t.http).get(`/api/destinations?${query}`).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(message),
      });
    });

    it('searches name, description and address, ignoring case and accents', async () => {
      const betis = await list('?search=betis');
      expect(betis.body.map((d) => d.name)).toEqual(['St. James the Apostle Parish Church (Betis Church)']);
      expect((await list('?search=BETIS')).body.map((d) => d.id)).toEqual(betis.body.map((d) => d.id));
      // 'Pampanga' is in every address: the accented and upper-case spellings find them all.
      expect((await list('?search=p%C3%A1mpanga&limit=1')).total).toBe(DEMO_DESTINATIONS.length);
      expect((await list('?search=PAMPANGA&limit=1')).total).toBe(DEMO_DESTINATIONS.length);
      // The data has accents, the search has none (and the other way round).
      const cafe = (await list('?search=cafe')).body.map((d) => d.name).sort();
      expect(cafe).toEqual(['Café Fleur', "Everybody's Café"]);
      expect((await list('?search=caf%C3%A9')).body.map((d) => d.name).sort()).toEqual(cafe);
      expect((await list('?search=ba%C3%B1o')).body.map((d) => d.name)).toEqual(['Mount Arayat National Park']);
      expect((await list('?search=bano')).body.map((d) => d.name)).toEqual(['Mount Arayat National Park']);
      // Description only, address only.
      expect((await list('?search=trompe')).body.map((d) => d.name)).toEqual([
        'St. James the Apostle Parish Church (Betis Church)',
      ]);
      expect((await list('?search=sapang%20bato')).body.map((d) => d.name)).toEqual(['Puning Hot Spring']);
    });

    it('needs every word of the search, in any order', async () => {
      expect((await list('?search=guagua%20church')).body.map((d) => d.name)).toEqual([
        'St. James the Apostle Parish Church (Betis Church)',
      ]);
      expect((await list('?search=church%20angeles')).body.map((d) => d.name)).toEqual([
        'Holy Rosary Parish Church (Pisamban Maragul)',
      ]);
      expect((await list('?search=sisig%20bacolor')).total).toBe(0);
    });

    it('finds a place by its Kapampangan name as by its English one, whole or in part, with or without accents', async () => {
      const names = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}&limit=100`)).body.map((d) => d.name).sort();
      const named = DEMO_DESTINATIONS.filter((d) => d.localName !== undefined);
      expect(named.length).toBeGreaterThanOrEqual(15);
      for (const demo of named) {
        expect([demo.localName, await names(demo.localName ?? '')]).toEqual([
          demo.localName,
          expect.arrayContaining([demo.name]),
        ]);
      }
      const bacolor = ['San Guillermo Parish Church'];
      expect(await names('bakulud')).toEqual(bacolor);
      expect(await names('Bakúlud')).toEqual(bacolor);
      expect(await names('PISAMBAN ning bakulud')).toEqual(bacolor);
      expect(await names('Bunduk Arayat')).toEqual(['Mount Arayat National Park']);
      expect(await names('arayat national')).toEqual(['Mount Arayat National Park']);
      expect(await names('ligligan')).toEqual(['Giant Lantern Festival']);
      expect(await names('giant lantern')).toEqual(['Giant Lantern Festival']);
      // One word of each name: the English and the Kapampangan.
      expect(await names('mamacalulu sepulchre')).toEqual(['Shrine of Christ Our Lord of the Holy Sepulchre']);
      expect(await names('pisamban')).toEqual(
        DEMO_DESTINATIONS.filter((d) => d.localName?.startsWith('Pisamban'))
          .map((d) => d.name)
          .sort(),
      );
      const [arayat] = (await list('?search=bunduk')).body as Array<DestinationBody & { localName: string | null }>;
      expect(arayat).toMatchObject({ name: 'Mount Arayat National Park', localName: 'Bunduk Arayat' });
      const detail = await request(t.http).get(`/api/destinations/${arayat.id}`).expect(200);
      expect(detail.body).toMatchObject({ name: 'Mount Arayat National Park', localName: 'Bunduk Arayat' });
    });

    it('treats % and _ in a search literally, and a blank search as none', async () => {
      expect((await list('?search=%25')).total).toBe(0);
      expect((await list('?search=_')).total).toBe(0);
      expect((await list('?search=%20%20')).total).toBe(DEMO_DESTINATIONS.length);
    });

    it('filters by categoryId, and by category: a type, a name slug or an id', async () => {
      const churches = category('destination', 'Historic Churches');
      const byId = await list(`?categoryId=${churches.id}`);
      expect(byId.total).toBe(DEMO_DESTINATIONS.filter((d) => d.category[1] === 'Historic Churches').length);
      expect(byId.body.every((d) => d.categoryId === churches.id)).toBe(true);
      expect((await list(`?category=${churches.id}`)).body.map((d) => d.id)).toEqual(byId.body.map((d) => d.id));
      expect((await list('?category=historic-churches')).body.map((d) => d.id)).toEqual(byId.body.map((d) => d.id));

      const food = await list('?category=food&limit=100');
      expect(food.total).toBe(DEMO_DESTINATIONS.filter((d) => d.category[0] === 'food').length);
      expect(food.total).toBeGreaterThanOrEqual(6);
      expect(food.body.every((d) => d.category?.type === 'food')).toBe(true);
      const places = await list('?category=destination&limit=100');
      expect(places.total + food.total).toBe(DEMO_DESTINATIONS.length);

      const sisig = await list('?category=sisig-street-food');
      expect(sisig.body.map((d) => d.name).sort()).toEqual(["Aling Lucing's Sisig", "Mila's Tokwa't Baboy"]);
      expect(await list('?category=nowhere')).toEqual({ body: [], total: 0 });
      expect((await list(`?categoryId=${MISSING_ID}`)).total).toBe(0);
    });

    it('combines category and search', async () => {
      const res = await list('?category=food&search=angeles');
      expect(res.body.map((d) => d.name).sort()).toEqual([
        "Aling Lucing's Sisig",
        'Café Fleur',
        "Mila's Tokwa't Baboy",
      ]);
    });
  });

  describe('GET /api/destinations/{id}', () => {
    it('answers one destination with its category', async () => {
      const [first] = (await list('?search=miyamit')).body;
      const res = await request(t.http).get(`/api/destinations/${first.id}`).expect(200);
      expect(res.body).toEqual(first);
      expect(res.body).toMatchObject({
        name: 'Miyamit Falls',
        category: { name: 'Nature & Parks', type: 'destination' },
      });
    });

    it.each([MISSING_ID, 'not-a-uuid'])('answers 404 DESTINATION_NOT_FOUND for %s', async (id) => {
      const res = await request(t.http).get(`/api/destinations/${id}`).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'DESTINATION_NOT_FOUND',
        message: 'Destination not found',
        details: { id },
      });
    });
  });

  describe('POST /api/destinations', () => {
    it('creates a destination from just a name: 201, not verified, unrated, absent fields null', async () => {
      const res = await create({ name: '  Bale Dutung  ' }).expect(201);
      const body = res.body as DestinationBody;
      expect(Object.keys(body).sort()).toEqual(FIELDS);
      expect(body).toMatchObject({
        name: 'Bale Dutung',
        description: null,
        address: null,
        latitude: null,
        longitude: null,
        phone: null,
        website: null,
        imageUrl: null,
        images: [],
        rating: null,
        reviewCount: 0,
        categoryId: null,
        category: null,
        isVerified: false,
      });
      expect((await request(t.http).get(`/api/destinations/${body.id}`).expect(200)).body).toEqual(body);
    });

    it('creates a full destination; coordinates may be numeric strings; the admin may too', async () => {
      const food = category('food', 'Kapampangan Food');
      const res = await create(
        {
          name: 'Bale Dutung',
          description: "Claude Tayag's house of wood, serving a Kapampangan degustation by reservation.",
          address: 'Villa Gloria Subdivision, Angeles City, Pampanga',
          latitude: '15.1434',
          longitude: ' 120.5641 ',
          phone: '0917 123 4567',
          website: 'https://example.com/bale-dutung',
          imageUrl: '/api/artwork/destination/bale-dutung.svg?icon=utensils',
          images: [
            'https://example.com/a.jpg',
            '/api/artwork/destination/bale-dutung-2.svg',
            '',
            'http://example.com/c.png',
          ],
          categoryId: food.id,
        },
        as.admin,
      ).expect(201);
      expect(res.body).toMatchObject({
        latitude: 15.1434,
        longitude: 120.5641,
        phone: '0917 123 4567',
        images: ['https://example.com/a.jpg', '/api/artwork/destination/bale-dutung-2.svg', 'http://example.com/c.png'],
        categoryId: food.id,
        category: food,
      });
      expect((await list('?search=degustation')).body.map((d) => d.id)).toEqual([res.body.id]);
    });

    it.each([
      [{}, 'DESTINATION_NAME_REQUIRED', 'Name is required', 'name'],
      [{ name: null }, 'DESTINATION_NAME_REQUIRED', 'Name is required', 'name'],
      [{ name: '   ' }, 'DESTINATION_NAME_REQUIRED', 'Name is required', 'name'],
      [{ name: 'x'.repeat(121) }, 'DESTINATION_TEXT_TOO_LONG', 'Name must be at most 120 characters', 'name'],
      [{ name: 'X', latitude: 91, longitude: 120 }, 'DESTINATION_COORDINATES_OUT_OF_RANGE', RANGE, 'latitude'],
      [{ name: 'X', latitude: '-90.5', longitude: '120' }, 'DESTINATION_COORDINATES_OUT_OF_RANGE', RANGE, 'latitude'],
      [{ name: 'X', latitude: 15, longitude: 181 }, 'DESTINATION_COORDINATES_OUT_OF_RANGE', RANGE, 'longitude'],
      [
        { name: 'X', latitude: 'north', longitude: '120' },
        'DESTINATION_INVALID_COORDINATES',
        INVALID_COORDINATES,
        'latitude',
      ],
      [
        { name: 'X', latitude: '15,1', longitude: '120' },
        'DESTINATION_INVALID_COORDINATES',
        INVALID_COORDINATES,
        'latitude',
      ],
      [{ name: 'X', latitude: 15.1 }, 'DESTINATION_INVALID_COORDINATES', INVALID_COORDINATES, 'longitude'],
      [{ name: 'X', latitude: true, longitude: 120 }, 'VALIDATION_FAILED', INVALID_COORDINATES, 'latitude'],
      [
        { name: 'X', website: 'ftp://example.com' },
        'DESTINATION_INVALID_WEBSITE',
        'Website must be an http(s) URL',
        'website',
      ],
      [
        { name: 'X', website: 'javascript:alert(1)' },
        'DESTINATION_INVALID_WEBSITE',
        'Website must be an http(s) URL',
        'website',
      ],
      [
        { name: 'X', website: 'www.example.com' },
        'DESTINATION_INVALID_WEBSITE',
        'Website must be an http(s) URL',
        'website',
      ],
      [
        { name: 'X', imageUrl: '//evil.example/x.png' },
        'DESTINATION_INVALID_IMAGE_URL',
        'Image URLs must be http(s) URLs or paths served by this site',
        'imageUrl',
      ],
      [
        { name: 'X', imageUrl: 'data:image/png;base64,AAAA' },
        'DESTINATION_INVALID_IMAGE_URL',
        'Image URLs must be http(s) URLs or paths served by this site',
        'imageUrl',
      ],
      [
        { name: 'X', images: ['/a.svg', 'javascript:alert(1)'] },
        'DESTINATION_INVALID_IMAGE_URL',
        'Image URLs must be http(s) URLs or paths served by this site',
        'images.1',
      ],
      [
        { name: 'X', images: ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg'] },
        'DESTINATION_TOO_MANY_IMAGES',
        'At most 3 extra images',
        'images',
      ],
      [
        { name: 'X', images: 'https://example.com/a.jpg' },
        'VALIDATION_FAILED',
        'images must be an array of image URLs',
        'images',
      ],
      [{ name: 'X', phone: 'call me maybe' }, 'DESTINATION_INVALID_PHONE', 'Phone must be a phone number', 'phone'],
      [{ name: 'X', categoryId: 'churches' }, 'VALIDATION_FAILED', 'categoryId must be a UUID', 'categoryId'],
      [
        { name: 'X', categoryId: MISSING_ID },
        'DESTINATION_UNKNOWN_CATEGORY',
        `categoryId: no category has the id ${MISSING_ID}`,
        'categoryId',
      ],
      [{ name: 'X', rating: 5 }, 'VALIDATION_FAILED', 'property rating should not exist', 'rating'],
      [{ name: 'X', isVerified: 'yes' }, 'VALIDATION_FAILED', 'isVerified must be true or false', 'isVerified'],
      [
        { name: 'X', localName: 'l'.repeat(121) },
        'DESTINATION_TEXT_TOO_LONG',
        'Local name must be at most 120 characters',
        'localName',
      ],
    ])('refuses %j: 400 %s', async (body, code, message, field) => {
      const before = await count();
      const res = await create(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code, message: expect.stringContaining(message) });
      const named =
        code === 'VALIDATION_FAILED'
          ? res.body.details.fields.map((f: { field: string }) => f.field)
          : [res.body.details.field];
      expect(named).toContain(field);
      expect(await count()).toBe(before); // nothing half-written
    });

    it('refuses a category of another kind than destination or food', async () => {
      const gas = category('motorist', 'Gas Stations');
      const res = await create({ name: 'Not a place', categoryId: gas.id }).expect(400);
      expect(res.body).toMatchObject({ code: 'DESTINATION_CATEGORY_NOT_ALLOWED', details: { field: 'categoryId' } });
      expect(res.body.message).toContain('destination or food');
    });

    it('takes JSON only', async () => {
      await request(t.http)
        .post('/api/destinations')
        .set('Cookie', as.editor)
        .set('Content-Type', 'text/plain')
        .send('name=X')
        .expect(415);
    });
  });

  describe('PATCH /api/destinations/{id}', () => {
    let id: string;

    beforeEach(async () => {
      const res = await create({
        name: 'Sinukuan Viewpoint',
        description: 'A ridge with a view.',
        address: 'Arayat, Pampanga',
        latitude: 15.2,
        longitude: 120.74,
        phone: '(045) 111 2222',
        website: 'https://example.com',
        images: ['/api/artwork/destination/sinukuan.svg'],
        categoryId: category('destination', 'Nature & Parks').id,
      }).expect(201);
      id = res.body.id;
    });

    it('changes only the given fields; null or "" clears a field', async () => {
      const before = (await request(t.http).get(`/api/destinations/${id}`)).body as DestinationBody;
      const res = await patch(id, { name: 'Sinukuan Lookout', description: null, phone: '', website: '  ' }).expect(
        200,
      );
      expect(res.body).toEqual({
        ...before,
        name: 'Sinukuan Lookout',
        description: null,
        phone: null,
        website: null,
        updatedAt: expect.any(String),
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
      expect((await request(t.http).get(`/api/destinations/${id}`)).body).toEqual(res.body);
    });

    it('edits the gallery: cover + 3 extra images at most; [] or null empties it', async () => {
      const four = ['/c.svg', 'https://example.com/1.jpg', 'https://example.com/2.jpg', 'https://example.com/3.jpg'];
      expect((await patch(id, { images: four, imageUrl: '/c.svg' }).expect(200)).body).toMatchObject({
        images: four,
        imageUrl: '/c.svg',
      });
      const tooMany = await patch(id, { images: [...four, 'https://example.com/4.jpg'] }).expect(400);
      expect(tooMany.body).toMatchObject({ code: 'DESTINATION_TOO_MANY_IMAGES', message: 'At most 3 extra images' });
      expect((await request(t.http).get(`/api/destinations/${id}`)).body.images).toEqual(four); // unchanged
      expect((await patch(id, { images: null, imageUrl: null }).expect(200)).body).toMatchObject({
        images: [],
        imageUrl: null,
      });
    });

    it('keeps the name required', async () => {
      for (const name of [null, '', '   ']) {
        const res = await patch(id, { name, description: 'changed' }).expect(400);
        expect(res.body).toMatchObject({ message: 'Name is required', details: { field: 'name' } });
      }
      expect((await request(t.http).get(`/api/destinations/${id}`)).body).toMatchObject({
        name: 'Sinukuan Viewpoint',
        description: 'A ridge with a view.',
      });
    });

    it('shows the Kapampangan name of demo places and finds them by it', async () => {
      const found = (await request(t.http).get('/api/destinations?search=bunduk').expect(200)).body as Array<{
        name: string;
        localName: string | null;
      }>;
      expect(found).toEqual([
        expect.objectContaining({ name: 'Mount Arayat National Park', localName: 'Bunduk Arayat' }),
      ]);
    });

    it('lets an editor set isVerified and a local name, which the search finds', async () => {
      const body = (await patch(id, { isVerified: true, localName: 'Bunduk Tuklas' }).expect(200)).body;
      expect(body).toMatchObject({ isVerified: true, localName: 'Bunduk Tuklas' });
      const found = (await request(t.http).get('/api/destinations?search=tuklas').expect(200)).body as Array<{
        id: string;
      }>;
      expect(found.map((d) => d.id)).toContain(id);
      expect((await patch(id, { localName: '' }).expect(200)).body.localName).toBeNull();
    });

    it('moves or clears the location: both coordinates, in range', async () => {
      expect((await patch(id, { latitude: '15.21', longitude: '120.73' }).expect(200)).body).toMatchObject({
        latitude: 15.21,
        longitude: 120.73,
      });
      // A coordinate never comes alone (the same rule as services).
      expect((await patch(id, { latitude: 15.3 }).expect(400)).body).toMatchObject({
        message: INVALID_COORDINATES,
        details: { field: 'longitude' },
      });
      expect((await patch(id, { longitude: -181 }).expect(400)).body).toMatchObject({ message: INVALID_COORDINATES });
      expect((await patch(id, { latitude: 15.3, longitude: -181 }).expect(400)).body).toMatchObject({ message: RANGE });
      expect((await patch(id, { latitude: null }).expect(400)).body).toMatchObject({ message: INVALID_COORDINATES });
      expect((await patch(id, { latitude: 15.3, longitude: 120.7 }).expect(200)).body).toMatchObject({
        latitude: 15.3,
        longitude: 120.7,
      });
      expect((await patch(id, { latitude: '', longitude: null }).expect(200)).body).toMatchObject({
        latitude: null,
        longitude: null,
      });
    });

    it('changes or clears the category; only destination and food categories', async () => {
      const food = category('food', 'Kapampangan Food');
      expect((await patch(id, { categoryId: food.id }).expect(200)).body).toMatchObject({
        categoryId: food.id,
        category: food,
      });
      const bikes = category('bicycle', 'Bike Shops');
      expect((await patch(id, { categoryId: bikes.id }).expect(400)).body.code).toBe(
        'DESTINATION_CATEGORY_NOT_ALLOWED',
      );
      expect((await patch(id, { categoryId: MISSING_ID }).expect(400)).body.code).toBe('DESTINATION_UNKNOWN_CATEGORY');
      expect((await patch(id, { categoryId: null }).expect(200)).body).toMatchObject({
        categoryId: null,
        category: null,
      });
    });

    it('writes nothing when one field of the patch is invalid', async () => {
      const before = (await request(t.http).get(`/api/destinations/${id}`)).body;
      await patch(id, { name: 'Renamed', address: 'Elsewhere', website: 'mailto:someone@example.com' }).expect(400);
      expect((await request(t.http).get(`/api/destinations/${id}`)).body).toEqual(before);
    });

    it('an empty body changes nothing', async () => {
      const before = (await request(t.http).get(`/api/destinations/${id}`)).body;
      expect((await patch(id, {}).expect(200)).body).toEqual(before);
    });

    it('answers 404 for a missing destination and 400 for unknown fields', async () => {
      expect((await patch(MISSING_ID, { name: 'X' }).expect(404)).body.code).toBe('DESTINATION_NOT_FOUND');
      expect((await patch(id, { slug: 'x' }).expect(400)).body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'property slug should not exist',
      });
    });
  });

  describe('permissions (DESIGN.md 4): anyone reads; admins and editors write', () => {
    it('lets anonymous visitors and plain users read', async () => {
      await request(t.http).get('/api/destinations').expect(200);
      await request(t.http).get('/api/destinations').set('Cookie', as.user).expect(200);
    });

    it('answers 401 to anonymous writes and 403 to users and moderators, writing nothing', async () => {
      const [target] = (await list('?limit=1')).body;
      const before = await count();
      expect(
        (await request(t.http).post('/api/destinations').send({ name: 'Sneaky' }).expect(401)).body.statusCode,
      ).toBe(401);
      await request(t.http).patch(`/api/destinations/${target.id}`).send({ name: 'Sneaky' }).expect(401);
      for (const cookie of [as.user, as.moderator]) {
        expect((await create({ name: 'Sneaky' }, cookie).expect(403)).body.statusCode).toBe(403);
        await patch(target.id, { name: 'Sneaky' }, cookie).expect(403);
      }
      expect(await count()).toBe(before);
      expect((await request(t.http).get(`/api/destinations/${target.id}`)).body.name).toBe(target.name);
    });
  });

  it('documents every endpoint, body, query and error in the OpenAPI document', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const listOp = doc.paths['/api/destinations'].get;
    expect(listOp.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'category',
      'categoryId',
      'limit',
      'near',
      'offset',
      'openNow',
      'search',
      'sort',
    ]);
    expect(Object.keys(listOp.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(listOp.responses['200'].headers['X-Total-Count']).toBeDefined();
    const create = doc.paths['/api/destinations'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toContain('CreateDestinationRequest');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    const update = doc.paths['/api/destinations/{id}'].patch;
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(Object.keys(doc.paths['/api/destinations/{id}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '404']),
    );
    const schema = doc.components.schemas.DestinationResponse;
    // distanceKm: only in answers to ?near= (docs/near-me.md).
    expect(Object.keys(schema.properties).sort()).toEqual([...FIELDS, 'distanceKm'].sort());
  });
});
