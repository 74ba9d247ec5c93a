import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { ReportableReviews, type ReportableReview } from '../application/ports/reportable-reviews.js';

/** reviews (the reviews module's table), read inside the report's transaction. */
@Injectable()
export class PgReportableReviews extends ReportableReviews {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async findPublished(reviewId: string): Promise<ReportableReview | null> {
    const rows: ReportableReview[] = await this.db.manager.query(
      `SELECT id, author_id AS "authorId" FROM reviews WHERE id = $1 AND status = 'published' FOR SHARE`,
      [reviewId],
    );
    return rows[0] ?? null;
  }
}
