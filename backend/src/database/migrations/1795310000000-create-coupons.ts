import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons (issue 11): partner deals, members' claims with their one-time codes, and the partners' counter staff.
 * - A claim can never over-claim: current_redemptions moves only through a conditional UPDATE (modules/coupons),
 *   and the table itself refuses current_redemptions above max_redemptions; one claim per member and coupon
 *   (coupon_redemptions_once_per_member); codes are unique.
 * - A deleted coupon is withdrawn (deleted_at): gone from every list, its claims stay in the members' My Coupons.
 * - Money is numeric: discount_value numeric(10,2), a percentage from 1 to 100 or pesos; bogo has none.
 * - Search: a trigram GIN index on the unaccented, lower-cased title and description.
 */
export class CreateCoupons1795310000000 implements MigrationInterface {
  name = 'CreateCoupons1795310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE coupons (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 120),
        description text CHECK (description IS NULL OR length(description) <= 1000),
        discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed_amount', 'fixed', 'bogo')),
        discount_value numeric(10, 2),
        category text NOT NULL CHECK (category IN ('food', 'hotel', 'transport', 'activity', 'shopping')),
        category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
        business_type text NOT NULL CHECK (business_type IN ('destination', 'service')),
        destination_id uuid REFERENCES destinations (id),
        service_id uuid REFERENCES services (id),
        expires_at timestamptz,
        max_redemptions integer CHECK (max_redemptions IS NULL OR max_redemptions > 0),
        current_redemptions integer NOT NULL DEFAULT 0 CHECK (current_redemptions >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        deleted_at timestamptz,
        search_text text GENERATED ALWAYS AS (lower(f_unaccent(title || ' ' || coalesce(description, '')))) STORED,
        CONSTRAINT coupons_pkey PRIMARY KEY (id),
        CONSTRAINT coupons_never_over_claimed CHECK (max_redemptions IS NULL OR current_redemptions <= max_redemptions),
        CONSTRAINT coupons_discount_check CHECK (
          (discount_type = 'bogo' AND discount_value IS NULL)
          OR (discount_type = 'percentage' AND discount_value BETWEEN 1 AND 100)
          OR (discount_type IN ('fixed_amount', 'fixed') AND discount_value > 0)
        ),
        CONSTRAINT coupons_one_business CHECK (
          (business_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (business_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)
        )
      )
    `);
    await queryRunner.query(
      `CREATE INDEX coupons_listing_idx ON coupons (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX coupons_destination_id_idx ON coupons (destination_id) WHERE destination_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX coupons_service_id_idx ON coupons (service_id) WHERE service_id IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX coupons_category_id_idx ON coupons (category_id) WHERE category_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX coupons_search_trgm_idx ON coupons USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE TABLE coupon_redemptions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        coupon_id uuid NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code text NOT NULL CHECK (code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$'),
        redeemed_at timestamptz NOT NULL,
        used_at timestamptz,
        used_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT coupon_redemptions_pkey PRIMARY KEY (id),
        CONSTRAINT coupon_redemptions_once_per_member UNIQUE (coupon_id, user_id),
        CONSTRAINT coupon_redemptions_code_key UNIQUE (code)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX coupon_redemptions_user_id_idx ON coupon_redemptions (user_id, redeemed_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX coupon_redemptions_used_by_idx ON coupon_redemptions (used_by) WHERE used_by IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE coupon_partner_staff (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        business_type text NOT NULL CHECK (business_type IN ('destination', 'service')),
        destination_id uuid REFERENCES destinations (id) ON DELETE CASCADE,
        service_id uuid REFERENCES services (id) ON DELETE CASCADE,
        assigned_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT coupon_partner_staff_pkey PRIMARY KEY (id),
        CONSTRAINT coupon_partner_staff_destination_key UNIQUE (user_id, destination_id),
        CONSTRAINT coupon_partner_staff_service_key UNIQUE (user_id, service_id),
        CONSTRAINT coupon_partner_staff_one_business CHECK (
          (business_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (business_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)
        )
      )
    `);
    await queryRunner.query(
      `CREATE INDEX coupon_partner_staff_destination_id_idx ON coupon_partner_staff (destination_id) WHERE destination_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX coupon_partner_staff_service_id_idx ON coupon_partner_staff (service_id) WHERE service_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX coupon_partner_staff_created_at_idx ON coupon_partner_staff (created_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['coupon_partner_staff', 'coupon_redemptions', 'coupons'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
