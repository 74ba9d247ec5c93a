import request from 'supertest';
import { signInCatalogCallers, type CatalogCallers } from './support/catalog-auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface CategoryBody {
  id: string;
  name: string;
  type: string;
  icon: string | null;
  color: string | null;
}

const MISSING_ID = '2c9d7f1e-5b3a-4c8d-8e7f-6a5b4c3d2e1f';

describe('POST and PATCH /api/categories (real PostgreSQL, demo data)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;

  const create = (body: object, cookie = as.editor) =>
    request(t.http).post('/api/categories').set('Cookie', cookie).send(body);
  const patch = (id: string, body: object, cookie = as.editor) =>
    request(t.http).patch(`/api/categories/${id}`).set('Cookie', cookie).send(body);
  const all = async (): Promise<CategoryBody[]> => (await request(t.http).get('/api/categories').expect(200)).body;
  const find = async (type: string, name: string): Promise<CategoryBody> => {
    const found = (await all()).find((c) => c.type === type && c.name === name);
    if (!found) throw new Error(`no category ${type}/${name}`);
    return found;
  };
  const count = async (): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM categories`))[0].n);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('creates a category (201) that the public list then shows', async () => {
    const res = await create({
      name: '  Scenic   Viewpoints ',
      type: 'destination',
      icon: 'mountain',
      color: '#2e7d32',
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Scenic Viewpoints',
      type: 'destination',
      icon: 'mountain',
      color: '#2E7D32',
    });
    expect(await all()).toContainEqual(res.body);
    expect((await create({ name: 'Car Wash', type: 'motorist' }, as.admin).expect(201)).body).toMatchObject({
      icon: null,
      color: null,
    });
  });

  it('answers 409 CATEGORY_NAME_TAKEN for the same name and type, whatever the case; other types may share it', async () => {
    const before = await count();
    for (const name of ['Gas Stations', 'gas stations', ' GAS  STATIONS ']) {
      const res = await create({ name, type: 'motorist' }).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'CATEGORY_NAME_TAKEN', details: { field: 'name' } });
      expect(res.body.message).toContain('already exists');
    }
    expect(await count()).toBe(before);
    expect((await create({ name: 'Gas Stations', type: 'camping' }).expect(201)).body.type).toBe('camping');
  });

  it.each([
    [{ type: 'food' }, 'VALIDATION_FAILED', 'Name is required'],
    [{ name: '   ', type: 'food' }, 'VALIDATION_FAILED', 'Name is required'],
    [{ name: 'x'.repeat(81), type: 'food' }, 'CATEGORY_INVALID_NAME', 'A category name has 1 to 80 characters'],
    [{ name: 'Hotels' }, 'VALIDATION_FAILED', 'type is required'],
    [
      { name: 'Hotels', type: 'hotel' },
      'VALIDATION_FAILED',
      'type must be one of: destination, motorist, bicycle, camping, food',
    ],
    [{ name: 'Hotels', type: 'food', icon: 'https://example.com/i.png' }, 'CATEGORY_INVALID_ICON', 'icon key'],
    [{ name: 'Hotels', type: 'food', icon: 'Map Pin' }, 'CATEGORY_INVALID_ICON', 'icon key'],
    [{ name: 'Hotels', type: 'food', color: 'red' }, 'CATEGORY_INVALID_COLOR', '#1E88E5'],
    [{ name: 'Hotels', type: 'food', color: 12 }, 'VALIDATION_FAILED', 'color must be a string'],
    [{ name: 'Hotels', type: 'food', parentId: MISSING_ID }, 'VALIDATION_FAILED', 'property parentId should not exist'],
  ])('refuses %j: 400 %s', async (body, code, message) => {
    const before = await count();
    const res = await create(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code, message: expect.stringContaining(message) });
    expect(await count()).toBe(before);
  });

  it('renames, re-icons, recolours and clears icon or colour', async () => {
    const created = (
      await create({ name: 'River Tours', type: 'destination', icon: 'ship', color: '#1565C0' }).expect(201)
    ).body;
    const renamed = await patch(created.id, { name: 'River Cruises', color: '#00838f' }).expect(200);
    expect(renamed.body).toEqual({ ...created, name: 'River Cruises', color: '#00838F' });
    expect((await patch(created.id, { icon: null, color: '' }).expect(200)).body).toEqual({
      ...created,
      name: 'River Cruises',
      icon: null,
      color: null,
    });
    expect(await find('destination', 'River Cruises')).toMatchObject({ icon: null, color: null });
    expect((await patch(created.id, { name: 'river cruises' }).expect(200)).body.name).toBe('river cruises'); // its own name, other case
    expect((await patch(created.id, {}).expect(200)).body.name).toBe('river cruises');
  });

  it('answers 409 when renaming onto another category of the type, 404 for a missing one', async () => {
    const churches = await find('destination', 'Historic Churches');
    expect((await patch(churches.id, { name: 'nature & parks' }).expect(409)).body.code).toBe('CATEGORY_NAME_TAKEN');
    expect((await patch(churches.id, { name: null }).expect(400)).body.code).toBe('CATEGORY_INVALID_NAME');
    expect((await patch(churches.id, { type: 'hotel' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await find('destination', 'Historic Churches')).id).toBe(churches.id);
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      expect((await patch(id, { name: 'X' }).expect(404)).body).toMatchObject({
        code: 'CATEGORY_NOT_FOUND',
        message: 'Category not found',
      });
    }
  });

  it('refuses a type change that would put its destinations or services in the wrong kind of category (409 CATEGORY_IN_USE)', async () => {
    const churches = await find('destination', 'Historic Churches');
    const toMotorist = await patch(churches.id, { type: 'motorist' }).expect(409);
    expect(toMotorist.body).toMatchObject({ code: 'CATEGORY_IN_USE', details: { field: 'type' } });
    expect(toMotorist.body.message).toContain('destination(s)');
    expect((await patch(churches.id, { type: 'food' }).expect(200)).body.type).toBe('food'); // destinations may be food places
    await patch(churches.id, { type: 'destination' }).expect(200);

    const gas = await find('motorist', 'Gas Stations');
    expect((await patch(gas.id, { type: 'food' }).expect(409)).body.message).toContain('service(s)');
    expect((await patch(gas.id, { type: 'bicycle' }).expect(200)).body.type).toBe('bicycle');
    await patch(gas.id, { type: 'motorist' }).expect(200);

    const unused = (await create({ name: 'Ferry Terminals', type: 'motorist' }).expect(201)).body;
    expect((await patch(unused.id, { type: 'destination' }).expect(200)).body.type).toBe('destination');
  });

  it('lets anyone read; answers 401 to anonymous and 403 to users and moderators on writes', async () => {
    await request(t.http).get('/api/categories').expect(200);
    const before = await count();
    const churches = await find('destination', 'Historic Churches');
    await request(t.http).post('/api/categories').send({ name: 'Sneaky', type: 'food' }).expect(401);
    await request(t.http).patch(`/api/categories/${churches.id}`).send({ name: 'Sneaky' }).expect(401);
    for (const cookie of [as.user, as.moderator]) {
      await create({ name: 'Sneaky', type: 'food' }, cookie).expect(403);
      await patch(churches.id, { name: 'Sneaky' }, cookie).expect(403);
    }
    expect(await count()).toBe(before);
    expect((await find('destination', 'Historic Churches')).name).toBe('Historic Churches');
  });

  it('documents the write endpoints', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths['/api/categories'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409']),
    );
    expect(Object.keys(doc.paths['/api/categories/{id}'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(doc.paths['/api/categories'].post.requestBody.content['application/json'].schema.$ref).toContain(
      'CreateCategoryRequest',
    );
  });
});
