import { ModerationReportRepository, type ReportCounts } from './ports/report.repository.js';

/** GET /api/reports/stats */
export class ReportCountsQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(): Promise<ReportCounts> {
    return this.reports.counts();
  }
}
