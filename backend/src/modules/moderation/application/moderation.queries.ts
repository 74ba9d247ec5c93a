import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import type { Page } from '../../../shared/domain/page.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { ModerationError, ModerationErrorCode } from '../domain/moderation.errors.js';
import {
  AuditTrail,
  MemberNotices,
  type AuditEntryView,
  type AuditFilter,
  type NoticeView,
} from './ports/moderation.ports.js';
import {
  ModerationReportRepository,
  type QueueItemView,
  type ReportCounts,
  type ReportFilter,
  type ReportView,
} from './ports/report.repository.js';

function cleanSearch<T extends { search?: string }>(filter: T): T {
  const search = filter.search?.trim();
  return { ...filter, search: search === '' ? undefined : search };
}

/** GET /api/reports: reports one by one (the spec's contract), newest first. */
export class ListReportsQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(filter: ReportFilter): Promise<Page<ReportView>> {
    return this.reports.list(cleanSearch(filter));
  }
}

/** GET /api/reports/queue: open reports folded per post. */
export class ReportQueueQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(filter: ReportFilter): Promise<Page<QueueItemView>> {
    return this.reports.queue(cleanSearch(filter));
  }
}

/** GET /api/reports/stats */
export class ReportCountsQuery {
  constructor(private readonly reports: ModerationReportRepository) {}

  execute(): Promise<ReportCounts> {
    return this.reports.counts();
  }
}

/** GET /api/admin/audit (admin): newest first. */
export class ListAuditQuery {
  constructor(private readonly audit: AuditTrail) {}

  execute(filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }> {
    return this.audit.list(filter);
  }
}

/** GET /api/user/notices: what the member has not seen yet. */
export class MyNoticesQuery {
  constructor(private readonly notices: MemberNotices) {}

  execute(userId: string): Promise<NoticeView[]> {
    return this.notices.unseenOf(userId);
  }
}

/** POST /api/user/notices/{id}/seen */
export class DismissNoticeUseCase {
  constructor(
    private readonly notices: MemberNotices,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, noticeId: string): Promise<void> {
    const found =
      isUuid(noticeId) && (await this.unitOfWork.run(() => this.notices.markSeen(noticeId, userId, this.clock.now())));
    if (!found) throw new ModerationError(ModerationErrorCode.NoticeNotFound, 'Notice not found', { id: noticeId });
  }
}
