import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every kind of member notice once this migration has run (and 'review_removed', whichever of the two runs first). */
const NOTICE_KINDS_SQL = `'post_removed', 'suspended', 'banned', 'review_reply', 'review_removed'`;
/** The same without 'review_reply' (down). */
const NOTICE_KINDS_BEFORE_SQL = `'post_removed', 'suspended', 'banned', 'review_removed'`;

/**
 * Reviews, second step (issue 32, items 1, 4, 5; modules/reviews, docs/reviews.md):
 * - review_votes: one helpful vote per member and review (the primary key). reviews.helpful_count is kept equal to the
 *   number of its votes by a row trigger on review_votes (+1 on insert, -1 on delete), so every path that adds or
 *   removes a vote (the API, a member's account or a review deleted with its votes) keeps it exact, and concurrent
 *   votes on one review follow one another on its row lock.
 * - A business's public reply on reviews (reply_text 1 to 1,000 characters, who wrote it last, when first written and
 *   last edited); member_notices gains the kind 'review_reply' (the reviewer is told in the app).
 * - review_photos: up to 3 photos of a review (positions 0 to 2, unique per review, checked at commit so an edit may
 *   reorder them), each an upload of community_images used once (image_id is the key; its attached_at is set, so the
 *   purge of unused uploads leaves it). Deleting a row, by an edit or
 *   with its review (or its place), deletes the photo's bytes (trigger review_photos_free_image).
 * - Cache scope 'reviews': the list now reads review_photos and the place's name (for the reply).
 */
export class ReviewVotesRepliesPhotos1795320700000 implements MigrationInterface {
  name = 'ReviewVotesRepliesPhotos1795320700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE review_votes (
        review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        CONSTRAINT review_votes_pkey PRIMARY KEY (review_id, user_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX review_votes_user_id_idx ON review_votes (user_id, review_id)`);
    await queryRunner.query(`
      CREATE FUNCTION review_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
        ELSE
          UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
        END IF;
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(
      `CREATE TRIGGER review_votes_count AFTER INSERT OR DELETE ON review_votes ` +
        `FOR EACH ROW EXECUTE FUNCTION review_votes_count()`,
    );

    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN reply_text text,
        ADD COLUMN reply_author_id uuid,
        ADD COLUMN replied_at timestamptz,
        ADD COLUMN reply_edited_at timestamptz,
        ADD CONSTRAINT reviews_reply_author_id_fkey FOREIGN KEY (reply_author_id) REFERENCES users (id) ON DELETE SET NULL,
        ADD CONSTRAINT reviews_reply_text_check CHECK (char_length(reply_text) BETWEEN 1 AND 1000),
        ADD CONSTRAINT reviews_reply_check CHECK (
          (reply_text IS NULL AND replied_at IS NULL AND reply_edited_at IS NULL AND reply_author_id IS NULL)
          OR (reply_text IS NOT NULL AND replied_at IS NOT NULL)
        )
    `);
    await queryRunner.query(
      `CREATE INDEX reviews_reply_author_id_idx ON reviews (reply_author_id) WHERE reply_author_id IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE member_notices DROP CONSTRAINT IF EXISTS member_notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check CHECK (kind IN (${NOTICE_KINDS_SQL}))`,
    );

    await queryRunner.query(`
      CREATE TABLE review_photos (
        review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
        image_id uuid NOT NULL REFERENCES community_images (id) ON DELETE CASCADE,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        CONSTRAINT review_photos_pkey PRIMARY KEY (image_id),
        CONSTRAINT review_photos_position_key UNIQUE (review_id, position) DEFERRABLE INITIALLY DEFERRED
      )
    `);
    await queryRunner.query(`
      CREATE FUNCTION review_photos_free_image() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM community_images WHERE id = OLD.image_id;
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(
      `CREATE TRIGGER review_photos_free_image AFTER DELETE ON review_photos ` +
        `FOR EACH ROW EXECUTE FUNCTION review_photos_free_image()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER review_photos_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_photos ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
    );
    for (const table of ['destinations', 'services'])
      await queryRunner.query(
        `CREATE TRIGGER ${table}_name_reviews_cache_version AFTER UPDATE OF name ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reviews')`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['services', 'destinations'])
      await queryRunner.query(`DROP TRIGGER ${table}_name_reviews_cache_version ON ${table}`);
    await queryRunner.query(`DROP TABLE review_photos`);
    await queryRunner.query(`DROP FUNCTION review_photos_free_image()`);
    await queryRunner.query(`DELETE FROM member_notices WHERE kind = 'review_reply'`);
    await queryRunner.query(`ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check CHECK (kind IN (${NOTICE_KINDS_BEFORE_SQL}))`,
    );
    await queryRunner.query(`DROP INDEX reviews_reply_author_id_idx`);
    await queryRunner.query(`
      ALTER TABLE reviews DROP CONSTRAINT reviews_reply_check, DROP CONSTRAINT reviews_reply_text_check,
        DROP CONSTRAINT reviews_reply_author_id_fkey, DROP COLUMN reply_edited_at, DROP COLUMN replied_at,
        DROP COLUMN reply_author_id, DROP COLUMN reply_text
    `);
    await queryRunner.query(`DROP TABLE review_votes`);
    await queryRunner.query(`DROP FUNCTION review_votes_count()`);
  }
}
