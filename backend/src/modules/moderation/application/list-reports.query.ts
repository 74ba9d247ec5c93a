import type { Page } from '../../../shared/domain/page.js';
import { ModerationReportRepository, type ReportFilter, type ReportView } from './ports/report.repository.js';
import { cleanSearch } from './clean-search.js';

/** GET /api/reports: reports one by one (the spec's contract), newest first. */
export class ListReportsQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(filter: ReportFilter): Promise<Page<ReportView>> {
    return this.reports.list(cleanSearch(filter));
  }
}
