import type { DataSource } from 'typeorm';

/** The tables whose foreign keys point, directly or through others, at one of `tables` (they must come back too). */
async function withReferencingTables(dataSource: DataSource, tables: readonly string[]): Promise<string[]> {
  const all = new Set(tables);
  for (;;) {
    const rows: Array<{ name: string }> = await dataSource.query(
      `SELECT DISTINCT c.conrelid::regclass::text AS name FROM pg_constraint c
       WHERE c.contype = 'f' AND c.confrelid::regclass::text = ANY($1::text[])`,
      [[...all]],
    );
    const before = all.size;
    for (const { name } of rows) all.add(name.replace(/^"|"$/g, ''));
    if (all.size === before) return [...all];
  }
}

/**
 * Keeps a copy of the rows of some tables (what a suite starts from, e.g. the demo destinations), and of every table
 * that references them by a foreign key (e.g. the coupons of those destinations), and answers a function that puts
 * exactly those rows back. Call it in beforeEach, so that each test starts from the same rows whatever ran before it:
 * the suite passes in any order (jest --randomize) and one test alone (jest -t). Generated columns are computed again.
 */
export async function snapshotTables(dataSource: DataSource, tables: readonly string[]): Promise<() => Promise<void>> {
  const quoted = (await withReferencingTables(dataSource, tables)).map((table) => `"${table.replace(/"/g, '""')}"`);
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS test_snapshot`);
  for (const table of quoted) {
    await dataSource.query(`DROP TABLE IF EXISTS test_snapshot.${table}`);
    await dataSource.query(`CREATE TABLE test_snapshot.${table} AS TABLE ${table}`);
  }
  // The columns to put back: all but generated ones (PostgreSQL computes those again).
  const columns = new Map<string, string>();
  for (const table of quoted) {
    const rows: Array<{ column_name: string }> = await dataSource.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table.slice(1, -1).replace(/""/g, '"')],
    );
    columns.set(table, rows.map(({ column_name }) => `"${column_name.replace(/"/g, '""')}"`).join(', '));
  }
  return () =>
    dataSource.transaction(async (manager) => {
      await manager.query(`TRUNCATE TABLE ${quoted.join(', ')}`);
      // Referenced tables first: the list starts with the suite's own tables, their referencing tables after them.
      for (const table of quoted) {
        const list = columns.get(table);
        await manager.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM test_snapshot.${table}`);
      }
    });
}
