import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Category names are unique per type whatever their case ('Gas stations' and 'Gas Stations' are the same
 * motorist category): POST/PATCH /api/categories answer 409 CATEGORY_NAME_TAKEN when this index refuses a write.
 */
export class CategoriesUniqueNameIgnoringCase1795309593000 implements MigrationInterface {
  name = 'CategoriesUniqueNameIgnoringCase1795309593000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX categories_type_lower_name_key ON categories (type, lower(name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX categories_type_lower_name_key`);
  }
}
