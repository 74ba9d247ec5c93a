import { DataSource } from 'typeorm';
import { buildDataSourceOptions, MIGRATIONS_TABLE } from '../src/database/data-source-options.js';
import { DEMO_DATA_SETS } from '../src/database/demo-data/index.js';
import { DEMO_CATEGORIES } from '../src/database/demo-data/categories.demo-data.js';
import { DEMO_DATA_MARKER, DemoDataLoader } from '../src/database/demo-data/demo-data.loader.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { runMigrationsLocked } from '../src/database/migrate.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

describe('database: migrations, schema and demo data (real PostgreSQL)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  const count = async (table: string): Promise<number> =>
    Number((await dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    db = await startTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, { logging: false })).initialize();
    await runMigrationsLocked(dataSource);
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.stop();
  });

  beforeEach(async () => {
    await resetDatabase(dataSource);
  });

  it('runs every migration at start-up, recorded in the migrations table, and never synchronizes', async () => {
    expect(dataSource.options.synchronize).toBe(false);
    expect(dataSource.options.migrationsRun).toBe(false); // runMigrationsLocked does it, under the advisory lock
    const rows: Array<{ name: string }> = await dataSource.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => new m().name));
    expect(await dataSource.showMigrations()).toBe(false); // nothing pending
  });

  it('the migrations create exactly the schema the ORM entities describe', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('uses snake_case columns, timestamptz timestamps and gen_random_uuid() ids', async () => {
    const columns: Array<{
      table_name: string;
      column_name: string;
      data_type: string;
      column_default: string | null;
    }> = await dataSource.query(
      `SELECT table_name, column_name, data_type, column_default FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name <> $1`,
      [MIGRATIONS_TABLE],
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      expect(column.column_name).toMatch(/^[a-z][a-z0-9_]*$/);
      if (/_at$/.test(column.column_name))
        expect(`${column.table_name}.${column.data_type}`).toBe(`${column.table_name}.timestamp with time zone`);
      if (column.column_name === 'id') {
        expect(column.data_type).toBe('uuid');
        expect(column.column_default).toBe('gen_random_uuid()');
      }
    }
  });

  it('the categories table guards its rules: known type, name unique per type, hex colour', async () => {
    await dataSource.query(
      `INSERT INTO categories (name, type) VALUES ('Glamping', 'camping'), ('Glamping', 'destination')`,
    );
    await expect(
      dataSource.query(`INSERT INTO categories (name, type) VALUES ('Glamping', 'camping')`),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      dataSource.query(`INSERT INTO categories (name, type) VALUES ('Hotels', 'hotel')`),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      dataSource.query(`INSERT INTO categories (name, type, color) VALUES ('Bikes', 'bicycle', 'red')`),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('loads the demo data once: a second run (a restart) loads nothing', async () => {
    const loader = new DemoDataLoader(dataSource);
    const first = await loader.loadOnce();
    expect(first.loaded).toBe(true);
    const categories = await count('categories');
    expect(categories).toBe(DEMO_CATEGORIES.length);
    expect(categories).toBeGreaterThanOrEqual(14);
    const marker = await dataSource.query(`SELECT value FROM app_meta WHERE key = $1`, [DEMO_DATA_MARKER]);
    expect(new Date(marker[0].value).getTime()).toBe(first.loadedAt.getTime());

    const second = await new DemoDataLoader(dataSource).loadOnce();
    expect(second).toEqual({ loaded: false, loadedAt: first.loadedAt });
    expect(await count('categories')).toBe(categories);

    // The marker, not the data, decides: deleted demo rows stay deleted.
    await dataSource.query(`DELETE FROM categories`);
    expect((await loader.loadOnce()).loaded).toBe(false);
    expect(await count('categories')).toBe(0);
  });

  it('loads once even when two replicas start together', async () => {
    const results = await Promise.all([
      new DemoDataLoader(dataSource).loadOnce(),
      new DemoDataLoader(dataSource).loadOnce(),
    ]);
    expect(results.filter((r) => r.loaded)).toHaveLength(1);
    expect(await count('categories')).toBe(DEMO_CATEGORIES.length);
  });

  it('writes nothing when a demo data set fails (one transaction)', async () => {
    const failing = { name: 'broken', load: async () => Promise.reject(new Error('boom')) };
    await expect(new DemoDataLoader(dataSource, [...DEMO_DATA_SETS, failing]).loadOnce()).rejects.toThrow('boom');
    expect(await count('categories')).toBe(0);
    expect(await count('app_meta')).toBe(0);
  });

  it('resetDatabase empties every table but keeps the migrations', async () => {
    await new DemoDataLoader(dataSource).loadOnce();
    await resetDatabase(dataSource);
    expect(await count('categories')).toBe(0);
    expect(await count('app_meta')).toBe(0);
    expect(await count(MIGRATIONS_TABLE)).toBe(MIGRATIONS.length);
  });
});

describe('database: migrations under the advisory lock (real PostgreSQL, empty database)', () => {
  let db: TestDatabase;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(sources.filter((source) => source.isInitialized).map((source) => source.destroy()));
    await db?.stop();
  });

  it('four processes migrating an empty database at the same moment apply each migration once', async () => {
    for (let i = 0; i < 4; i++) {
      sources.push(await new DataSource(buildDataSourceOptions(db.url, { logging: false, poolSize: 2 })).initialize());
    }
    const runs = await Promise.all(sources.map((source) => runMigrationsLocked(source)));

    // One of them applied everything; the others waited for the lock and found nothing pending.
    const appliers = runs.filter((run) => run.applied.length > 0);
    expect(appliers).toHaveLength(1);
    expect(appliers[0].applied).toEqual(MIGRATIONS.map((m) => new m().name));
    const rows: Array<{ name: string; n: number }> = await sources[0].query(
      `SELECT name, count(*)::int AS n FROM ${MIGRATIONS_TABLE} GROUP BY name`,
    );
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // The lock is released: a later start takes it at once and has nothing to do.
    await expect(runMigrationsLocked(sources[1])).resolves.toMatchObject({ applied: [] });
  });
});
