import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31.5: every public coupon list, count and the places' 'Coupon Available' flag now leave sold-out coupons out
 * with couponHasRoomSql (coupons/infrastructure/coupon-availability.sql.ts). PostgreSQL has no statistics for a
 * comparison of two columns and guessed that a third of the coupons have room, so a deep page of /api/coupons
 * (offset 5,000) gave up walking coupons_listing_idx for a full scan and a sort (test/listing.int-spec.ts). These
 * statistics of that very expression, gathered by ANALYZE, tell it how many really have room.
 */
export class CouponRoomStatistics1795320500000 implements MigrationInterface {
  name = 'CouponRoomStatistics1795320500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE STATISTICS coupons_room_stats ON (coalesce(current_redemptions < max_redemptions, true)) FROM coupons`,
    );
    await queryRunner.query(`ANALYZE coupons`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS coupons_room_stats`);
  }
}
