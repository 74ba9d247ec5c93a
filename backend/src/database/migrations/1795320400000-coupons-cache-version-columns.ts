import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What every statement trigger of the 'coupons' scope watched until now (migration 1795310200000). */
const BEFORE = 'is_active, expires_at, deleted_at, max_redemptions, business_type, destination_id, service_id';

/**
 * The coupon lists kept for signed-out callers read a coupon's title, description, discount, category and creation time
 * too, which no trigger announced: an admin's edit of a title stayed unseen until the next time bucket. The 'coupons'
 * scope now moves with every column a kept read reads but current_redemptions (a claim; announced by the row trigger
 * when it sells the coupon out: test/cache-triggers.int-spec.ts checks the lists against the readers' SQL).
 */
export class CouponsCacheVersionColumns1795320400000 implements MigrationInterface {
  name = 'CouponsCacheVersionColumns1795320400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.watch(
      queryRunner,
      `${BEFORE}, title, description, discount_type, discount_value, category, category_id, created_at`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.watch(queryRunner, BEFORE);
  }

  private async watch(queryRunner: QueryRunner, columns: string): Promise<void> {
    await queryRunner.query(`DROP TRIGGER coupons_cache_version ON coupons`);
    await queryRunner.query(
      `CREATE TRIGGER coupons_cache_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns} ON coupons ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version()`,
    );
  }
}
