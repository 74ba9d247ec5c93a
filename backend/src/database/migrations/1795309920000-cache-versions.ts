import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['destinations', 'services', 'categories'];

/**
 * The versions behind the ETags of public reads (issue 13.4, shared/persistence/cache-versions.ts): every statement
 * that writes destinations, services or categories sets that table's row of cache_versions to a new value of
 * cache_version_seq (never reused, also after a TRUNCATE of the tables) and NOTIFYs `cache_versions` with
 * 'table:version', delivered at commit to every API process.
 */
export class CacheVersions1795309920000 implements MigrationInterface {
  name = 'CacheVersions1795309920000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE cache_version_seq`);
    await queryRunner.query(`CREATE TABLE cache_versions (scope text PRIMARY KEY, version bigint NOT NULL)`);
    await queryRunner.query(`
      CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        next_version bigint;
      BEGIN
        INSERT INTO cache_versions (scope, version) VALUES (TG_TABLE_NAME, nextval('cache_version_seq'))
          ON CONFLICT (scope) DO UPDATE SET version = excluded.version
          RETURNING version INTO next_version;
        PERFORM pg_notify('cache_versions', TG_TABLE_NAME || ':' || next_version);
        RETURN NULL;
      END
      $$`);
    for (const table of TABLES) {
      await queryRunner.query(
        `INSERT INTO cache_versions (scope, version) VALUES ('${table}', nextval('cache_version_seq'))`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER ${table}_cache_version ON ${table}`);
    await queryRunner.query(`DROP FUNCTION bump_cache_version()`);
    await queryRunner.query(`DROP TABLE cache_versions`);
    await queryRunner.query(`DROP SEQUENCE cache_version_seq`);
  }
}
