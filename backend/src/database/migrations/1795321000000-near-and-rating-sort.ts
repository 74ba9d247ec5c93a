import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Near me and the rating sort of the place lists (issues 33.3, 33.5 and 32.3; docs/near-me.md):
 * - `cube` and `earthdistance` (contrib: in the embedded PostgreSQL, in Debian's postgresql and in the official
 *   postgres images), and per place table a GiST index on ll_to_earth(latitude, longitude) of the places that have
 *   coordinates: `ORDER BY ll_to_earth(...) <-> ll_to_earth(point)` walks it nearest first (KNN), so a near-me page
 *   reads about limit + offset index entries however many places there are. earthdistance 1.2 declares its functions
 *   with SQL-standard bodies, so the index expression does not depend on the search_path.
 * - `rating_score`: a place's Bayesian average (C*m + sum of stars) / (C + n), NULL without reviews (last), written
 *   by a trigger whenever a row's rating or review_count is (the reviews module writes both from the published
 *   reviews, reviews.refreshAggregates). m and C come from place_rating_priors, one row per kind of place: m is the
 *   mean of every published review of that kind (the places' sum of rating * review_count over the sum of
 *   review_count), C a fixed 10. refresh_place_rating_priors() estimates m again and rescores the rows whose score
 *   changes (run here, and after the migrations at every start-up: migrate.ts). Two indexes per table serve the
 *   sort, with and without category_id first.
 */
const TABLES = [
  { table: 'destinations', kind: 'destination' },
  { table: 'services', kind: 'service' },
] as const;

/** C: how many reviews at the mean a place is taken to have besides its own (docs/near-me.md: why 10). */
export const RATING_PRIOR_WEIGHT = 10;

export class NearAndRatingSort1795321000000 implements MigrationInterface {
  name = 'NearAndRatingSort1795321000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public`);
    await queryRunner.query(`
      CREATE TABLE place_rating_priors (
        place_type text NOT NULL CHECK (place_type IN ('destination', 'service')),
        mean_stars numeric(4,3) NOT NULL CHECK (mean_stars BETWEEN 0 AND 5),
        weight integer NOT NULL CHECK (weight > 0),
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT place_rating_priors_pkey PRIMARY KEY (place_type)
      )
    `);
    await queryRunner.query(
      `INSERT INTO place_rating_priors (place_type, mean_stars, weight) VALUES ('destination', 3, $1), ('service', 3, $1)`,
      [RATING_PRIOR_WEIGHT],
    );
    // The one formula, for the trigger and the refresh (rating is round(mean, 1): sum of stars ~ rating * n).
    await queryRunner.query(`
      CREATE FUNCTION place_rating_score(rating numeric, review_count integer, mean_stars numeric, weight integer)
      RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE WHEN review_count > 0 AND rating IS NOT NULL
        THEN round((weight * mean_stars + rating * review_count) / (weight + review_count), 4) END
    `);
    await queryRunner.query(`
      CREATE FUNCTION set_place_rating_score() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT place_rating_score(NEW.rating, NEW.review_count, p.mean_stars, p.weight) INTO NEW.rating_score
          FROM place_rating_priors p WHERE p.place_type = TG_ARGV[0];
        RETURN NEW;
      END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION refresh_place_rating_priors() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE place_rating_priors p SET mean_stars = m.mean, refreshed_at = now()
          FROM (
            SELECT 'destination' AS place_type, sum(rating * review_count) / nullif(sum(review_count), 0) AS mean
              FROM destinations WHERE rating IS NOT NULL
            UNION ALL
            SELECT 'service', sum(rating * review_count) / nullif(sum(review_count), 0)
              FROM services WHERE rating IS NOT NULL
          ) m
          WHERE p.place_type = m.place_type AND m.mean IS NOT NULL AND p.mean_stars <> round(m.mean, 3);
        UPDATE destinations d SET rating_score = place_rating_score(d.rating, d.review_count, p.mean_stars, p.weight)
          FROM place_rating_priors p
          WHERE p.place_type = 'destination'
            AND d.rating_score IS DISTINCT FROM place_rating_score(d.rating, d.review_count, p.mean_stars, p.weight);
        UPDATE services s SET rating_score = place_rating_score(s.rating, s.review_count, p.mean_stars, p.weight)
          FROM place_rating_priors p
          WHERE p.place_type = 'service'
            AND s.rating_score IS DISTINCT FROM place_rating_score(s.rating, s.review_count, p.mean_stars, p.weight);
      END $$
    `);
    for (const place of TABLES) {
      await queryRunner.query(`ALTER TABLE ${place.table} ADD COLUMN rating_score numeric(5,4)`);
      await queryRunner.query(
        `CREATE TRIGGER ${place.table}_rating_score BEFORE INSERT OR UPDATE OF rating, review_count ON ${place.table} ` +
          `FOR EACH ROW EXECUTE FUNCTION set_place_rating_score('${place.kind}')`,
      );
      await queryRunner.query(
        `CREATE INDEX ${place.table}_near_idx ON ${place.table} USING gist (ll_to_earth(latitude, longitude)) ` +
          `WHERE latitude IS NOT NULL AND longitude IS NOT NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX ${place.table}_rating_sort_idx ON ${place.table} (rating_score DESC NULLS LAST, name, id)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${place.table}_category_rating_sort_idx ON ${place.table} (category_id, rating_score DESC NULLS LAST, name, id)`,
      );
    }
    await queryRunner.query(`SELECT refresh_place_rating_priors()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const place of TABLES) {
      await queryRunner.query(`DROP TRIGGER ${place.table}_rating_score ON ${place.table}`);
      await queryRunner.query(`DROP INDEX ${place.table}_category_rating_sort_idx`);
      await queryRunner.query(`DROP INDEX ${place.table}_rating_sort_idx`);
      await queryRunner.query(`DROP INDEX ${place.table}_near_idx`);
      await queryRunner.query(`ALTER TABLE ${place.table} DROP COLUMN rating_score`);
    }
    await queryRunner.query(`DROP FUNCTION refresh_place_rating_priors()`);
    await queryRunner.query(`DROP FUNCTION set_place_rating_score()`);
    await queryRunner.query(`DROP FUNCTION place_rating_score(numeric, integer, numeric, integer)`);
    await queryRunner.query(`DROP TABLE place_rating_priors`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS earthdistance`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS cube`);
  }
}
