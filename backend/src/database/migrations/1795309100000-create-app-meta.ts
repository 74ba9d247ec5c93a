import type { MigrationInterface, QueryRunner } from 'typeorm';

/** app_meta: facts about this database itself, e.g. 'demo_data_loaded_at' (demo data is loaded once). */
export class CreateAppMeta1795309100000 implements MigrationInterface {
  name = 'CreateAppMeta1795309100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_meta (
        key text NOT NULL,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT app_meta_pkey PRIMARY KEY (key)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE app_meta`);
  }
}
