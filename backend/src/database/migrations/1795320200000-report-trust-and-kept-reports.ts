import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trust before reports hide a post, and reports kept (issue 28.3 and 28.4):
 * - post_reports.outcome: how a resolved report ended for its reporter: 'upheld' (the post removed or its author
 *   suspended or banned), 'dismissed' (no action) or 'withdrawn' (the author deleted the post first). A reporter's
 *   standing is counted from it (domain/report-trust.ts); the index serves that count per reporter.
 *   Reports resolved before this migration: upheld when their post is removed or their note is a removal's or a
 *   sanction's default, else dismissed.
 * - posts.status gains 'deleted': a post its author deleted while it had reports stays for the moderators' Resolved tab
 *   and is shown to nobody else (an unreported post is still deleted outright).
 * - post_reports.post_id no longer cascades: a report is never deleted with its post (RESTRICT), it is resolved.
 */
export class ReportTrustAndKeptReports1795320200000 implements MigrationInterface {
  name = 'ReportTrustAndKeptReports1795320200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE post_reports ADD COLUMN outcome text CHECK (outcome IN ('upheld', 'dismissed', 'withdrawn')),
         ADD CONSTRAINT post_reports_outcome_when_resolved CHECK ((status = 'resolved') = (outcome IS NOT NULL)) NOT VALID`,
    );
    await queryRunner.query(`
      UPDATE post_reports r SET outcome = CASE
          WHEN p.status = 'removed' OR r.action_taken IN ('Post removed', 'User suspended for 7 days', 'User banned') THEN 'upheld'
          ELSE 'dismissed' END
        FROM posts p WHERE p.id = r.post_id AND r.status = 'resolved'`);
    await queryRunner.query(`ALTER TABLE post_reports VALIDATE CONSTRAINT post_reports_outcome_when_resolved`);
    await queryRunner.query(
      `CREATE INDEX post_reports_reporter_outcome_idx ON post_reports (reporter_id, resolved_at) WHERE outcome IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
    await queryRunner.query(
      `ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN ('visible', 'under_review', 'removed', 'deleted'))`,
    );
    await queryRunner.query(`ALTER TABLE post_reports DROP CONSTRAINT post_reports_post_id_fkey`);
    await queryRunner.query(
      `ALTER TABLE post_reports ADD CONSTRAINT post_reports_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE RESTRICT`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE post_reports DROP CONSTRAINT post_reports_post_id_fkey`);
    await queryRunner.query(
      `ALTER TABLE post_reports ADD CONSTRAINT post_reports_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(`DELETE FROM posts WHERE status = 'deleted'`);
    await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
    await queryRunner.query(
      `ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN ('visible', 'under_review', 'removed'))`,
    );
    await queryRunner.query(`DROP INDEX post_reports_reporter_outcome_idx`);
    await queryRunner.query(
      `ALTER TABLE post_reports DROP CONSTRAINT post_reports_outcome_when_resolved, DROP COLUMN outcome`,
    );
  }
}
