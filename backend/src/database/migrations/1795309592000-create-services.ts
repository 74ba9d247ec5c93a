import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * services (product spec 3): motorist, bicycle and camping services. Guards: a unique lower-case slug
 * (services_slug_lower_key), coordinates in range and both-or-neither, a main image index inside the image
 * list, the gas price in pesos as numeric(8,2) with its update time, http(s) websites, a category that exists.
 * services_search_trgm_idx serves the search (see catalog-search.sql.ts).
 */
export class CreateServices1795309592000 implements MigrationInterface {
  name = 'CreateServices1795309592000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE services (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL,
        description text,
        address text,
        phone text,
        hours text,
        website text,
        latitude double precision,
        longitude double precision,
        images text[] NOT NULL DEFAULT '{}',
        main_image_index integer NOT NULL DEFAULT 0,
        rating numeric(2,1),
        review_count integer NOT NULL DEFAULT 0,
        is_open_24h boolean NOT NULL DEFAULT false,
        is_emergency boolean NOT NULL DEFAULT false,
        gas_price numeric(8,2),
        gas_price_updated_at timestamptz,
        category_id uuid,
        is_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT services_pkey PRIMARY KEY (id),
        CONSTRAINT services_category_id_fkey FOREIGN KEY (category_id) REFERENCES categories (id) ON DELETE SET NULL,
        CONSTRAINT services_name_check CHECK (length(btrim(name)) BETWEEN 1 AND 120),
        CONSTRAINT services_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
        CONSTRAINT services_latitude_check CHECK (latitude BETWEEN -90 AND 90),
        CONSTRAINT services_longitude_check CHECK (longitude BETWEEN -180 AND 180),
        CONSTRAINT services_coordinates_pair_check CHECK ((latitude IS NULL) = (longitude IS NULL)),
        CONSTRAINT services_images_check CHECK (cardinality(images) <= 10),
        CONSTRAINT services_main_image_index_check CHECK (
          main_image_index >= 0 AND (main_image_index < cardinality(images) OR main_image_index = 0)
        ),
        CONSTRAINT services_website_check CHECK (website ~ '^https?://'),
        CONSTRAINT services_gas_price_check CHECK (gas_price >= 0),
        CONSTRAINT services_rating_check CHECK (rating BETWEEN 0 AND 5),
        CONSTRAINT services_review_count_check CHECK (review_count >= 0)
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX services_slug_lower_key ON services (lower(slug))`);
    await queryRunner.query(`CREATE INDEX services_category_id_idx ON services (category_id)`);
    await queryRunner.query(`
      CREATE INDEX services_search_trgm_idx ON services
        USING gin (lower(f_unaccent(name || ' ' || coalesce(description, '') || ' ' || coalesce(address, ''))) gin_trgm_ops)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE services`);
  }
}
