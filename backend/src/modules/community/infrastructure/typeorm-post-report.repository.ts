import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { ReportDraft } from '../domain/report.js';
import { PostReportRepository } from '../application/ports/report.repository.js';

@Injectable()
export class TypeOrmPostReportRepository extends PostReportRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** One row per member and post, or member and review: either unique key turns a second report into no row. */
  override async addOnce(id: string, draft: ReportDraft, now: Date): Promise<boolean> {
    const rows: { id: string }[] = await this.db.manager.query(
      `INSERT INTO post_reports (id, post_id, review_id, reporter_id, reported_user_id, reason, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [id, draft.postId, draft.reviewId, draft.reporterId, draft.reportedUserId, draft.reason, draft.description, now],
    );
    return rows.length > 0;
  }
}
