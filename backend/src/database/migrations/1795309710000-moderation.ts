import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation (issue 10):
 * - posts.status: visible, under_review (hidden from the feed once enough members reported it, until a moderator
 *   decides; its author still sees it) or removed (gone for everyone but its author, who sees why);
 * - member_notices: what a member is told on their next visit (their post was removed, they were suspended);
 * - audit_log gains the indexes its filters use (actor, action) and reports the index of the per-post queue.
 */
export class Moderation1795309710000 implements MigrationInterface {
  name = 'Moderation1795309710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE posts
        ADD COLUMN status text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'under_review', 'removed')),
        ADD COLUMN removed_reason text,
        ADD COLUMN removed_at timestamptz,
        ADD COLUMN removed_by uuid REFERENCES users (id) ON DELETE SET NULL
    `);
    await queryRunner.query(`
      CREATE TABLE member_notices (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('post_removed', 'suspended', 'banned')),
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        seen_at timestamptz,
        CONSTRAINT member_notices_pkey PRIMARY KEY (id)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX member_notices_unseen_idx ON member_notices (user_id, created_at) WHERE seen_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX post_reports_post_id_status_idx ON post_reports (post_id, status)`);
    await queryRunner.query(`CREATE INDEX audit_log_actor_id_created_at_idx ON audit_log (actor_id, created_at)`);
    await queryRunner.query(`CREATE INDEX audit_log_action_created_at_idx ON audit_log (action, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX audit_log_action_created_at_idx`);
    await queryRunner.query(`DROP INDEX audit_log_actor_id_created_at_idx`);
    await queryRunner.query(`DROP INDEX post_reports_post_id_status_idx`);
    await queryRunner.query(`DROP TABLE member_notices`);
    await queryRunner.query(
      `ALTER TABLE posts DROP COLUMN removed_by, DROP COLUMN removed_at, DROP COLUMN removed_reason, DROP COLUMN status`,
    );
  }
}
