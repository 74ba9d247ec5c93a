import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import {
  checkMayAct,
  ModerationAction,
  noteFor,
  ReportOutcome,
  type ActingModerator,
} from '../domain/moderation-action.js';
import { ModerationError } from '../domain/moderation.errors.js';
import { AuditTrail, MemberNotices, MemberSanctions, PostModeration } from './ports/moderation.ports.js';
import { ModerationReportRepository } from './ports/report.repository.js';

export interface ActOnReportInput {
  readonly actor: ActingModerator;
  readonly reportId: string;
  readonly action: ModerationAction;
  /** The moderator's note (the report's actionTaken); default per action. */
  readonly note?: string | null;
}

export interface ActOnReportResult {
  readonly action: ModerationAction;
  readonly postId: string;
  /** Every report this action changed (the post's open reports; for a suspension or ban, all the author's). */
  readonly reportIds: readonly string[];
  readonly actionTaken: string | null;
  readonly suspendedUntil: Date | null;
}

/**
 * A moderation action on a report (DESIGN.md 5 and 7): the reports, the post and the member change in ONE
 * transaction with one audit entry; nothing is half-done when any part fails. Acting on one report acts on every
 * open report of the same post; suspending or banning the author resolves all of the author's open reports.
 */
export class ActOnReportUseCase {
  constructor(
    private readonly reports: ModerationReportRepository,
    private readonly posts: PostModeration,
    private readonly sanctions: MemberSanctions,
    private readonly notices: MemberNotices,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(input: ActOnReportInput): Promise<ActOnReportResult> {
    if (!isUuid(input.reportId)) throw ModerationError.reportNotFound(input.reportId);
    const note = noteFor(input.action, input.note);
    const sanction = input.action === ModerationAction.SuspendAuthor || input.action === ModerationAction.BanAuthor;
    return this.unitOfWork.run(async () => {
      const target = await this.reports.lockTarget(input.reportId, sanction);
      if (!target) throw ModerationError.reportNotFound(input.reportId);
      checkMayAct(input.actor, target, input.action);
      const now = this.clock.now();
      const authorId = target.postAuthorId;
      let reportIds = await this.reports.openReportIdsOfPost(target.postId);
      let suspendedUntil: Date | null = null;

      switch (input.action) {
        case ModerationAction.Review:
          await this.reports.markReviewed(reportIds);
          break;
        case ModerationAction.Dismiss:
          await this.reports.resolve(reportIds, ReportOutcome.Dismissed, note, input.actor.id, now);
          await this.posts.restoreIfUnderReview(target.postId);
          break;
        case ModerationAction.RemovePost:
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          await this.posts.remove(target.postId, note, input.actor.id, now);
          await this.notices.add(
            this.newId(),
            authorId,
            'post_removed',
            { postId: target.postId, excerpt: target.postExcerpt, reason: note },
            now,
          );
          break;
        case ModerationAction.SuspendAuthor:
          suspendedUntil = await this.sanctions.suspend(input.actor.id, authorId, note);
          reportIds = unique([...reportIds, ...(await this.reports.openReportIdsOfUser(authorId))]);
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          await this.notices.add(
            this.newId(),
            authorId,
            'suspended',
            { until: suspendedUntil.toISOString(), reason: note },
            now,
          );
          break;
        case ModerationAction.BanAuthor:
          await this.sanctions.ban(input.actor.id, authorId, note);
          reportIds = unique([...reportIds, ...(await this.reports.openReportIdsOfUser(authorId))]);
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          break;
      }

      await this.audit.record({
        actorId: input.actor.id,
        action: `report.${input.action}`,
        targetUserId: authorId,
        details: { reportId: input.reportId, postId: target.postId, reportIds, ...(note ? { note } : {}) },
        at: now,
      });
      return { action: input.action, postId: target.postId, reportIds, actionTaken: note, suspendedUntil };
    });
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
