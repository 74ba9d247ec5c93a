import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * destinations (product spec 3): places to visit and food places. The database guards the rules that must
 * hold whatever writes: coordinates in range and both-or-neither, at most 4 images (cover + 3 extra),
 * http(s) websites, rating 0..5 with one decimal, a category that exists. destinations_search_trgm_idx
 * serves the search (see catalog-search.sql.ts for the same expression).
 */
export class CreateDestinations1795309591000 implements MigrationInterface {
  name = 'CreateDestinations1795309591000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE destinations (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text,
        address text,
        latitude double precision,
        longitude double precision,
        phone text,
        website text,
        image_url text,
        images text[] NOT NULL DEFAULT '{}',
        rating numeric(2,1),
        review_count integer NOT NULL DEFAULT 0,
        category_id uuid,
        is_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT destinations_pkey PRIMARY KEY (id),
        CONSTRAINT destinations_category_id_fkey FOREIGN KEY (category_id) REFERENCES categories (id) ON DELETE SET NULL,
        CONSTRAINT destinations_name_check CHECK (length(btrim(name)) BETWEEN 1 AND 120),
        CONSTRAINT destinations_latitude_check CHECK (latitude BETWEEN -90 AND 90),
        CONSTRAINT destinations_longitude_check CHECK (longitude BETWEEN -180 AND 180),
        CONSTRAINT destinations_coordinates_pair_check CHECK ((latitude IS NULL) = (longitude IS NULL)),
        CONSTRAINT destinations_images_check CHECK (cardinality(images) <= 4),
        CONSTRAINT destinations_website_check CHECK (website ~ '^https?://'),
        CONSTRAINT destinations_rating_check CHECK (rating BETWEEN 0 AND 5),
        CONSTRAINT destinations_review_count_check CHECK (review_count >= 0)
      )
    `);
    await queryRunner.query(`CREATE INDEX destinations_category_id_idx ON destinations (category_id)`);
    await queryRunner.query(`
      CREATE INDEX destinations_search_trgm_idx ON destinations
        USING gin (lower(f_unaccent(name || ' ' || coalesce(description, '') || ' ' || coalesce(address, ''))) gin_trgm_ops)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE destinations`);
  }
}
