import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 'posts' cache scope (issue 13.3, shared/persistence/kept-reads.ts): the visible posts of a feed page are kept
 * in each API process until a write changes what a feed shows, so every statement that writes posts (a new post, a
 * like, comment or share count, a status), an author's name or a post's photo bumps it; the trigger function takes
 * the scope as its argument (the table's name without one, as before). Whatever is the member's own in a feed (their
 * likes and shares, their unlisted posts) is read per request; posts_unlisted_author_idx finds a member's unlisted
 * posts (under review or removed) among few entries, however many visible posts they wrote.
 */
export class PostsCacheVersion1795310300000 implements MigrationInterface {
  name = 'PostsCacheVersion1795310300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cache_versions', coalesce(TG_ARGV[0], TG_TABLE_NAME) || ':' || nextval('cache_version_seq'));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER posts_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_posts_cache_version AFTER UPDATE OF first_name, last_name OR DELETE OR TRUNCATE ON users ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER community_images_posts_cache_version AFTER UPDATE OR DELETE OR TRUNCATE ON community_images ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts')`,
    );
    await queryRunner.query(
      `CREATE INDEX posts_unlisted_author_idx ON posts (author_id, created_at DESC, id DESC) WHERE status <> 'visible'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_unlisted_author_idx`);
    await queryRunner.query(`DROP TRIGGER community_images_posts_cache_version ON community_images`);
    await queryRunner.query(`DROP TRIGGER users_posts_cache_version ON users`);
    await queryRunner.query(`DROP TRIGGER posts_cache_version ON posts`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cache_versions', TG_TABLE_NAME || ':' || nextval('cache_version_seq'));
        RETURN NULL;
      END
      $$`);
  }
}
