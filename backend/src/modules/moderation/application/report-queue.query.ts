import type { Page } from '../../../shared/domain/page.js';
import { ModerationReportRepository, type QueueItemView, type ReportFilter } from './ports/report.repository.js';
import { cleanSearch } from './clean-search.js';

/** GET /api/reports/queue: open reports folded per post. */
export class ReportQueueQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(filter: ReportFilter): Promise<Page<QueueItemView>> {
    return this.reports.queue(cleanSearch(filter));
  }
}
