import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every kind of member notice, H1's review_reply (migration 17953207…) included, whichever runs first. */
const NOTICE_KINDS = ['post_removed', 'suspended', 'banned', 'review_reply', 'review_removed'];
/** The kinds as the CHECK lists them, with and without this migration's review_removed. */
const NOTICE_KINDS_SQL = NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ');
const NOTICE_KINDS_BEFORE_SQL = NOTICE_KINDS.filter((kind) => kind !== 'review_removed')
  .map((kind) => `'${kind}'`)
  .join(', ');

/**
 * Reviews in the moderation queue (issue 32, item 6): one table of reports for posts and reviews, so that the same
 * rules hold for both (once per member, not one's own, the reporter's standing counted over all their reports).
 * - post_reports.review_id: the reported review; post_id becomes nullable and exactly one of the two is set.
 * - Once per member and review (post_reports_once_per_member_review), as per post.
 * - A review its author deletes takes its reports with it (ON DELETE CASCADE): a review is deleted outright
 *   (reviews has no 'deleted' status), and one removed by a moderator is kept with status 'removed', its reports too.
 * - member_notices.kind gains 'review_removed' (and 'review_reply', so that the order of the two migrations that
 *   change this CHECK does not matter).
 */
export class ReviewReports1795320800000 implements MigrationInterface {
  name = 'ReviewReports1795320800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE post_reports
        ALTER COLUMN post_id DROP NOT NULL,
        ADD COLUMN review_id uuid REFERENCES reviews (id) ON DELETE CASCADE,
        ADD CONSTRAINT post_reports_one_subject CHECK (num_nonnulls(post_id, review_id) = 1),
        ADD CONSTRAINT post_reports_once_per_member_review UNIQUE (review_id, reporter_id)
    `);
    await queryRunner.query(`ALTER TABLE member_notices DROP CONSTRAINT IF EXISTS member_notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check CHECK (kind IN (${NOTICE_KINDS_SQL}))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM member_notices WHERE kind = 'review_removed'`);
    await queryRunner.query(`ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check`);
    await queryRunner.query(
      `ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check CHECK (kind IN (${NOTICE_KINDS_BEFORE_SQL}))`,
    );
    await queryRunner.query(`DELETE FROM post_reports WHERE review_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE post_reports
        DROP CONSTRAINT post_reports_once_per_member_review,
        DROP CONSTRAINT post_reports_one_subject,
        DROP COLUMN review_id,
        ALTER COLUMN post_id SET NOT NULL
    `);
  }
}
