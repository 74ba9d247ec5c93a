import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 'Coupon Available' flag of the place lists (issue 11.4) is read from coupons in the same query
 * (catalog/infrastructure/place-list.sql.ts), so the cached place reads depend on coupons too (the 'coupons' scope):
 * - every statement that adds, removes or changes what makes a coupon claimable bumps it (a statement trigger);
 * - a claim changes only current_redemptions: it bumps the scope only when it sells the coupon out (a row trigger), so
 *   a thousand claims a second do not empty the place caches a thousand times a second.
 * Partial indexes answer the per-place EXISTS from the claimable coupons alone.
 */
export class CouponBadges1795310200000 implements MigrationInterface {
  name = 'CouponBadges1795310200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER coupons_cache_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ` +
        `is_active, expires_at, deleted_at, max_redemptions, business_type, destination_id, service_id ON coupons ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER coupons_sold_out_cache_version AFTER UPDATE OF current_redemptions ON coupons FOR EACH ROW ` +
        `WHEN (NEW.max_redemptions IS NOT NULL AND (OLD.current_redemptions < NEW.max_redemptions) <> (NEW.current_redemptions < NEW.max_redemptions)) ` +
        `EXECUTE FUNCTION bump_cache_version()`,
    );
    await queryRunner.query(
      `CREATE INDEX coupons_claimable_destination_idx ON coupons (destination_id) WHERE deleted_at IS NULL AND is_active AND destination_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX coupons_claimable_service_idx ON coupons (service_id) WHERE deleted_at IS NULL AND is_active AND service_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX coupons_claimable_service_idx`);
    await queryRunner.query(`DROP INDEX coupons_claimable_destination_idx`);
    await queryRunner.query(`DROP TRIGGER coupons_sold_out_cache_version ON coupons`);
    await queryRunner.query(`DROP TRIGGER coupons_cache_version ON coupons`);
  }
}
