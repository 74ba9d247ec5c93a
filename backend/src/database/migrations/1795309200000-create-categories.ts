import type { MigrationInterface, QueryRunner } from 'typeorm';

/** categories (product spec 3): name unique per type, type limited to the five kinds. */
export class CreateCategories1795309200000 implements MigrationInterface {
  name = 'CreateCategories1795309200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE categories (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        type text NOT NULL,
        icon text,
        color text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT categories_pkey PRIMARY KEY (id),
        CONSTRAINT categories_type_name_key UNIQUE (type, name),
        CONSTRAINT categories_type_check CHECK ("type" IN ('destination', 'motorist', 'bicycle', 'camping', 'food')),
        CONSTRAINT categories_color_check CHECK ("color" IS NULL OR "color" ~ '^#[0-9A-Fa-f]{6}$')
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE categories`);
  }
}
