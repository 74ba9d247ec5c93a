import request from 'supertest';
import { CategoryRepository } from '../src/modules/categories/application/ports/category.repository.js';
import { CategoryType, CATEGORY_TYPES } from '../src/shared/domain/category-type.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface CategoryBody {
  id: string;
  name: string;
  type: string;
  icon: string | null;
  color: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/categories (real PostgreSQL, migrations and demo data applied)', () => {
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

  it('lists at least 12 demo categories covering all five types, with exactly id, name, type, icon, color', async () => {
    const res = await request(t.http).get('/api/categories').expect(200).expect('Content-Type', /json/);
    const body = res.body as CategoryBody[];

    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.map((c) => c.type))).toEqual(new Set(CATEGORY_TYPES));
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['color', 'icon', 'id', 'name', 'type']);
      expect(category.id).toMatch(UUID);
      expect(typeof category.name).toBe('string');
    }
    expect(body.map((c) => c.name)).toEqual(expect.arrayContaining(['Historic Churches', 'Gas Stations', 'Campsites']));
    expect(res.headers['x-total-count']).toBe(String(body.length));
  });

  it('orders by type, then name', async () => {
    const body = (await request(t.http).get('/api/categories').expect(200)).body as CategoryBody[];
    const sorted = [...body].sort(
      (a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
    expect(body.map((c) => `${c.type}/${c.name}`)).toEqual(sorted.map((c) => `${c.type}/${c.name}`));
  });

  it('renders a missing icon and colour as null', async () => {
    await t.dataSource.query(`INSERT INTO categories (name, type) VALUES ('Roadside Viewpoints', 'motorist')`);
    try {
      const body = (await request(t.http).get('/api/categories?type=motorist').expect(200)).body as CategoryBody[];
      expect(body.find((c) => c.name === 'Roadside Viewpoints')).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Roadside Viewpoints',
        type: 'motorist',
        icon: null,
        color: null,
      });
    } finally {
      await t.dataSource.query(`DELETE FROM categories WHERE name = 'Roadside Viewpoints'`);
    }
  });

  it('filters with ?type=food', async () => {
    const body = (await request(t.http).get('/api/categories?type=food').expect(200)).body as CategoryBody[];
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.every((c) => c.type === 'food')).toBe(true);
    expect(body.map((c) => c.name)).toContain('Kapampangan Food');
  });

  it('rejects an unknown ?type with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await request(t.http).get('/api/categories?type=bogus').expect(400).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('type must be one of'),
      details: { fields: [{ field: 'type', messages: [expect.stringContaining('destination')] }] },
    });
  });

  it('rejects unknown query parameters (forbidNonWhitelisted)', async () => {
    const res = await request(t.http).get('/api/categories?colour=red').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('colour'),
    });
  });

  it('the TypeORM adapter returns domain categories for a type', async () => {
    const repository = t.app.get(CategoryRepository);
    const camping = await repository.findAll({ type: CategoryType.Camping });
    expect(camping.map((c) => c.name).sort()).toEqual(['Campsites', 'Glamping']);
    expect(camping.every((c) => c.type === CategoryType.Camping)).toBe(true);
  });
});
