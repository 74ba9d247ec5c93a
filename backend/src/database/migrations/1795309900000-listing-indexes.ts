import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that serve each listing order (issue 13), so that a page of a list reads its rows in order from an index
 * instead of sorting the whole table, with and without a category. Each index spells the order exactly as the list
 * SQL does (DESTINATIONS_TABLE / SERVICES_TABLE in the repositories: `rating DESC NULLS LAST`, the booleans DESC),
 * and ends with the id, so an index-only scan of the keys serves deep pages too. The category variants start with
 * category_id and replace the plain category_id indexes (they serve the foreign key the same way).
 * The posts feed (created_at DESC, id DESC) already has posts_created_at_id_idx.
 */
const INDEXES: ReadonlyArray<{
  name: string;
  table: string;
  columns: string;
  replaces?: { name: string; columns: string };
}> = [
  {
    name: 'destinations_listing_idx',
    table: 'destinations',
    columns: 'is_verified DESC, rating DESC NULLS LAST, name, id',
  },
  {
    name: 'destinations_category_listing_idx',
    table: 'destinations',
    columns: 'category_id, is_verified DESC, rating DESC NULLS LAST, name, id',
    replaces: { name: 'destinations_category_id_idx', columns: 'category_id' },
  },
  {
    name: 'services_listing_idx',
    table: 'services',
    columns: 'is_emergency DESC, is_verified DESC, rating DESC NULLS LAST, name, id',
  },
  {
    name: 'services_category_listing_idx',
    table: 'services',
    columns: 'category_id, is_emergency DESC, is_verified DESC, rating DESC NULLS LAST, name, id',
    replaces: { name: 'services_category_id_idx', columns: 'category_id' },
  },
];

export class ListingIndexes1795309900000 implements MigrationInterface {
  name = 'ListingIndexes1795309900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(`CREATE INDEX ${index.name} ON ${index.table} (${index.columns})`);
      if (index.replaces) await queryRunner.query(`DROP INDEX ${index.replaces.name}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) {
      if (index.replaces)
        await queryRunner.query(`CREATE INDEX ${index.replaces.name} ON ${index.table} (${index.replaces.columns})`);
      await queryRunner.query(`DROP INDEX ${index.name}`);
    }
  }
}
