import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reviews (issue 32): members' stars, text and month of visit for a destination or a service (modules/reviews,
 * docs/reviews.md).
 * - One place per review: place_type with destination_id or service_id (the coupons' checked pair), and place_id, the
 *   one that is set, for the indexes and the reads.
 * - The table repeats the rules: 1 to 5 stars, a text of 20 to 2,000 characters, the first day of a month from 1950
 *   to the month the review was written in (Philippine time); one review per member and place among those not
 *   removed by a moderator (reviews_once_per_place).
 * - A place's rating and review_count, and its row of review_stats (how many published reviews give each number of
 *   stars), are written from its published rows in the transaction of each review write, under the place's row lock
 *   (SELECT ... FOR UPDATE), so they are exact under concurrency; the reads take the five bars and the totals from
 *   review_stats in one row, however many reviews the place has.
 * - The reads (GET /api/reviews) walk one partial index per sort (published rows of one place); helpful_count is there
 *   for the helpful votes to come.
 * - Cache scope 'reviews' (docs/caching.md): every statement writing reviews, an author's name, or the set of places.
 */
/** One partial index per sort of GET /api/reviews (modules/reviews/infrastructure/review-sql.ts ORDER_BY). */
const SORT_INDEXES = [
  { name: 'newest', order: 'created_at DESC, id DESC' },
  { name: 'helpful', order: 'helpful_count DESC, created_at DESC, id DESC' },
  { name: 'highest', order: 'stars DESC, created_at DESC, id DESC' },
  { name: 'lowest', order: 'stars, created_at DESC, id DESC' },
] as const;

export class CreateReviews1795320600000 implements MigrationInterface {
  name = 'CreateReviews1795320600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reviews (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        place_type text NOT NULL CHECK (place_type IN ('destination', 'service')),
        destination_id uuid REFERENCES destinations (id) ON DELETE CASCADE,
        service_id uuid REFERENCES services (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        text text NOT NULL CHECK (char_length(text) BETWEEN 20 AND 2000),
        visit_month date NOT NULL,
        status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending', 'removed')),
        helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT reviews_pkey PRIMARY KEY (id),
        CONSTRAINT reviews_one_place CHECK (
          (place_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (place_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)
        ),
        CONSTRAINT reviews_visit_month_check CHECK (
          extract(day FROM visit_month) = 1
          AND visit_month >= DATE '1950-01-01'
          AND visit_month <= (updated_at AT TIME ZONE 'Asia/Manila')::date
        )
      )
    `);
    // addColumn (not plain SQL) so that TypeORM records the expression in typeorm_metadata, where its schema comparison
    // reads a generated column's expression (test/database.int-spec.ts).
    await queryRunner.addColumn(
      'reviews',
      new TableColumn({
        name: 'place_id',
        type: 'uuid',
        isNullable: true,
        generatedType: 'STORED',
        asExpression: 'coalesce(destination_id, service_id)',
      }),
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX reviews_once_per_place ON reviews (author_id, place_id) WHERE status <> 'removed'`,
    );
    for (const sort of SORT_INDEXES)
      await queryRunner.query(
        `CREATE INDEX reviews_${sort.name}_idx ON reviews (place_id, ${sort.order}) WHERE status = 'published'`,
      );
    await queryRunner.query(
      `CREATE INDEX reviews_destination_id_idx ON reviews (destination_id) WHERE destination_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX reviews_service_id_idx ON reviews (service_id) WHERE service_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE review_stats (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        place_type text NOT NULL CHECK (place_type IN ('destination', 'service')),
        destination_id uuid REFERENCES destinations (id) ON DELETE CASCADE,
        service_id uuid REFERENCES services (id) ON DELETE CASCADE,
        stars_1 integer NOT NULL DEFAULT 0 CHECK (stars_1 >= 0),
        stars_2 integer NOT NULL DEFAULT 0 CHECK (stars_2 >= 0),
        stars_3 integer NOT NULL DEFAULT 0 CHECK (stars_3 >= 0),
        stars_4 integer NOT NULL DEFAULT 0 CHECK (stars_4 >= 0),
        stars_5 integer NOT NULL DEFAULT 0 CHECK (stars_5 >= 0),
        CONSTRAINT review_stats_pkey PRIMARY KEY (id),
        CONSTRAINT review_stats_destination_id_key UNIQUE (destination_id),
        CONSTRAINT review_stats_service_id_key UNIQUE (service_id),
        CONSTRAINT review_stats_one_place CHECK (
          (place_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (place_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)
        )
      )
    `);
    await queryRunner.query(
      `CREATE TRIGGER review_stats_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_stats ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER reviews_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_reviews_cache_version AFTER UPDATE OF first_name, last_name OR DELETE OR TRUNCATE ON users ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
    );
    for (const table of ['destinations', 'services'])
      await queryRunner.query(
        `CREATE TRIGGER ${table}_reviews_cache_version AFTER INSERT OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['services', 'destinations', 'users'])
      await queryRunner.query(`DROP TRIGGER ${table}_reviews_cache_version ON ${table}`);
    await queryRunner.query(`DROP TABLE review_stats`);
    await queryRunner.dropColumn('reviews', 'place_id');
    await queryRunner.query(`DROP TABLE reviews`);
  }
}
