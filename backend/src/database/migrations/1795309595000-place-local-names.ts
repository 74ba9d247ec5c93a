import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_DOCUMENT = `lower(f_unaccent(name || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;
const NEW_DOCUMENT = `lower(f_unaccent(name || ' ' || coalesce(local_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;

/**
 * Places get an optional local (Kapampangan) name, shown under the name and found by search: `local_name` on
 * destinations and services, and the trigram search indexes rebuilt on a document that includes it (the expression
 * of catalog-search.sql.ts).
 */
export class PlaceLocalNames1795309595000 implements MigrationInterface {
  name = 'PlaceLocalNames1795309595000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['destinations', 'services']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN local_name text`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_local_name_check CHECK (length(local_name) <= 120)`,
      );
      await queryRunner.query(`DROP INDEX ${table}_search_trgm_idx`);
      await queryRunner.query(
        `CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (${NEW_DOCUMENT} gin_trgm_ops)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['destinations', 'services']) {
      await queryRunner.query(`DROP INDEX ${table}_search_trgm_idx`);
      await queryRunner.query(
        `CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (${OLD_DOCUMENT} gin_trgm_ops)`,
      );
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN local_name`);
    }
  }
}
