import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community (issue 9): posts with an optional photo, likes, shares and comments with exact counts, reports filed
 * by members, and the uploaded photos themselves (bytes in PostgreSQL, so that every API replica serves them).
 * - Counts are kept by the same transaction that adds or removes a like, share or comment; (post, member) is unique
 *   for likes, shares and reports, so concurrent calls cannot count twice.
 * - Search: a trigram GIN index on the unaccented, lower-cased content and location (substring, accent-insensitive);
 *   topics (whole words, any case) use a GIN-indexed tsvector of the same text with the 'simple' configuration.
 * - The feed reads newest first through (created_at DESC, id DESC).
 */
export class CreateCommunity1795309700000 implements MigrationInterface {
  name = 'CreateCommunity1795309700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE community_images (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        full_webp bytea NOT NULL,
        thumbnail_webp bytea NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        thumbnail_width integer NOT NULL CHECK (thumbnail_width > 0),
        thumbnail_height integer NOT NULL CHECK (thumbnail_height > 0),
        created_at timestamptz NOT NULL,
        attached_at timestamptz,
        CONSTRAINT community_images_pkey PRIMARY KEY (id)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX community_images_unattached_idx ON community_images (created_at) WHERE attached_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX community_images_owner_id_idx ON community_images (owner_id)`);
    await queryRunner.query(`
      CREATE TABLE posts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 2000),
        location_name text CHECK (location_name IS NULL OR length(location_name) BETWEEN 1 AND 120),
        image_id uuid UNIQUE REFERENCES community_images (id) ON DELETE SET NULL,
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
        share_count integer NOT NULL DEFAULT 0 CHECK (share_count >= 0),
        created_at timestamptz NOT NULL,
        search_text text GENERATED ALWAYS AS (lower(f_unaccent(content || ' ' || coalesce(location_name, '')))) STORED,
        search_words tsvector GENERATED ALWAYS AS (
          to_tsvector('simple'::regconfig, f_unaccent(content || ' ' || coalesce(location_name, '')))
        ) STORED,
        CONSTRAINT posts_pkey PRIMARY KEY (id)
      )
    `);
    await queryRunner.query(`CREATE INDEX posts_created_at_id_idx ON posts (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX posts_author_id_idx ON posts (author_id)`);
    await queryRunner.query(`CREATE INDEX posts_search_trgm_idx ON posts USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX posts_search_words_idx ON posts USING gin (search_words)`);
    await queryRunner.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        CONSTRAINT post_likes_pkey PRIMARY KEY (post_id, user_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX post_likes_user_id_created_at_idx ON post_likes (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE post_shares (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        CONSTRAINT post_shares_pkey PRIMARY KEY (post_id, user_id)
      )
    `);
    await queryRunner.query(`
      CREATE TABLE post_comments (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL,
        CONSTRAINT post_comments_pkey PRIMARY KEY (id)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX post_comments_post_id_created_at_idx ON post_comments (post_id, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX post_comments_author_id_created_at_idx ON post_comments (author_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE post_reports (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reported_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('harassment', 'spam', 'inappropriate', 'misinformation')),
        description text CHECK (description IS NULL OR length(description) <= 1000),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewed', 'resolved')),
        action_taken text,
        created_at timestamptz NOT NULL,
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT post_reports_pkey PRIMARY KEY (id),
        CONSTRAINT post_reports_once_per_member UNIQUE (post_id, reporter_id),
        CONSTRAINT post_reports_not_own_post CHECK (reporter_id <> reported_user_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX post_reports_status_created_at_idx ON post_reports (status, created_at)`);
    await queryRunner.query(`CREATE INDEX post_reports_reported_user_id_idx ON post_reports (reported_user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['post_reports', 'post_comments', 'post_shares', 'post_likes', 'posts', 'community_images']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
