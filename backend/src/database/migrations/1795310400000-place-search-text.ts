import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const DOCUMENT = `lower(f_unaccent(name || ' ' || coalesce(local_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;

/**
 * The catalog's search document is stored (issue 13.2): `search_text` on destinations and services, a generated column
 * of the expression their trigram indexes were built on, as posts and coupons have had from the start. A search
 * tested the document of every row it looked at by computing it again (unaccent over the whole text, about 2.6 µs a
 * row: a page walking 1,000 rows of the listing index for a frequent word spent most of its time there, and so did
 * every row a count rechecked); now it reads a column. The trigram indexes move to the column (same names), without
 * GIN's pending list (fastupdate off): the catalog is written by editors now and then and searched all the time, so a
 * write updates the index at once rather than leaving entries every search must read one by one until a vacuum (and
 * which made the planner prefer reading the whole table).
 * addColumn (not plain SQL) so that TypeORM records the expression in typeorm_metadata, where its schema comparison
 * reads a generated column's expression (test/database.int-spec.ts). Adding a stored column rewrites the table.
 */
export class PlaceSearchText1795310400000 implements MigrationInterface {
  name = 'PlaceSearchText1795310400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['destinations', 'services']) {
      await queryRunner.query(`DROP INDEX ${table}_search_trgm_idx`);
      await queryRunner.addColumn(
        table,
        new TableColumn({
          name: 'search_text',
          type: 'text',
          isNullable: true,
          generatedType: 'STORED',
          asExpression: DOCUMENT,
        }),
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['destinations', 'services']) {
      await queryRunner.query(`DROP INDEX ${table}_search_trgm_idx`);
      await queryRunner.dropColumn(table, 'search_text');
      await queryRunner.query(`CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (${DOCUMENT} gin_trgm_ops)`);
    }
  }
}
