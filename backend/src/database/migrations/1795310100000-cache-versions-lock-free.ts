import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cache versions without a lock (issue 13.4): the statement trigger of destinations, services and categories no longer
 * writes a row of cache_versions (a row lock held to the end of every writing transaction: two services created at
 * once with the same slug deadlocked on it). It takes a value of cache_version_seq, which never blocks, and NOTIFYs
 * 'table:value', delivered at commit; each API process keeps the versions it heard (shared/persistence/cache-versions.ts).
 */
export class CacheVersionsLockFree1795310100000 implements MigrationInterface {
  name = 'CacheVersionsLockFree1795310100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cache_versions', TG_TABLE_NAME || ':' || nextval('cache_version_seq'));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TABLE cache_versions`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE cache_versions (scope text PRIMARY KEY, version bigint NOT NULL)`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
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
  }
}
