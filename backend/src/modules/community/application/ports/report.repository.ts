import type { ReportDraft } from '../../domain/report.js';

/** Reports members file on posts (reading and acting on them is the moderation module's). */
export abstract class PostReportRepository {
  /** False when this member already reported this post (a unique key decides, also under concurrent calls). */
  abstract addOnce(id: string, draft: ReportDraft, now: Date): Promise<boolean>;
}
