import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import {
  checkMayAct,
  ModerationAction,
  noteFor,
  ReportOutcome,
  type ActingModerator,
  type ReportTarget,
} from '../domain/moderation-action.js';
import { ModerationError } from '../domain/moderation.errors.js';
import {
  AuditTrail,
  MemberNotices,
  MemberSanctions,
  PostModeration,
  ReviewModeration,
} from './ports/moderation.ports.js';
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
  /** The reported post, or null for a review's report. */
  readonly postId: string | null;
  /** The reported review, or null for a post's report. */
  readonly reviewId: string | null;
  /** Every report this action changed (the subject's open reports; for a suspension or ban, all the author's). */
  readonly reportIds: readonly string[];
  readonly actionTaken: string | null;
  readonly suspendedUntil: Date | null;
}

/**
 * A moderation action on a report (DESIGN.md 5 and 7) about a post or a review (issue 32, item 6): the reports, the
 * post or review and the member change in ONE transaction with one audit entry; nothing is half-done when any part
 * fails. Acting on one report acts on every open report of the same post or review; suspending or banning the author
 * resolves all of the author's open reports. Removing a review recounts its place's rating and count at once.
 */
export class ActOnReportUseCase {
  constructor(
    private readonly reports: ModerationReportRepository,
    private readonly posts: PostModeration,
    private readonly reviews: ReviewModeration,
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
      const { subject } = target;
      let reportIds = await this.reports.openReportIdsOf(subject);
      let suspendedUntil: Date | null = null;

      switch (input.action) {
        case ModerationAction.Review:
          await this.reports.markReviewed(reportIds);
          break;
        case ModerationAction.Dismiss:
          await this.reports.resolve(reportIds, ReportOutcome.Dismissed, note, input.actor.id, now);
          if (subject.type === 'post') await this.posts.restoreIfUnderReview(subject.id);
          break;
        case ModerationAction.RemovePost:
        case ModerationAction.RemoveReview:
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          await this.remove(target, note, input.actor.id, now);
          break;
        case ModerationAction.SuspendAuthor:
          suspendedUntil = await this.sanctions.suspend(input.actor.id, target.authorId, note);
          reportIds = unique([...reportIds, ...(await this.reports.openReportIdsOfUser(target.authorId))]);
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          await this.notices.add(
            this.newId(),
            target.authorId,
            'suspended',
            { until: suspendedUntil.toISOString(), reason: note },
            now,
          );
          break;
        case ModerationAction.BanAuthor:
          await this.sanctions.ban(input.actor.id, target.authorId, note);
          reportIds = unique([...reportIds, ...(await this.reports.openReportIdsOfUser(target.authorId))]);
          await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, input.actor.id, now);
          break;
      }

      const subjectIds = {
        postId: subject.type === 'post' ? subject.id : null,
        reviewId: subject.type === 'review' ? subject.id : null,
      };
      const subjectKey = subject.type === 'post' ? { postId: subject.id } : { reviewId: subject.id };
      await this.audit.record({
        actorId: input.actor.id,
        action: `report.${input.action}`,
        targetUserId: target.authorId,
        details: { reportId: input.reportId, ...subjectKey, reportIds, ...(note ? { note } : {}) },
        at: now,
      });
      return { action: input.action, ...subjectIds, reportIds, actionTaken: note, suspendedUntil };
    });
  }

  /** Takes the post or the review down, and tells its author why. */
  private async remove(target: ReportTarget & { excerpt: string }, note: string | null, actorId: string, now: Date) {
    const { subject } = target;
    if (subject.type === 'post') await this.posts.remove(subject.id, note, actorId, now);
    else await this.reviews.remove(subject.id);
    await this.notices.add(
      this.newId(),
      target.authorId,
      subject.type === 'post' ? 'post_removed' : 'review_removed',
      { [subject.type === 'post' ? 'postId' : 'reviewId']: subject.id, excerpt: target.excerpt, reason: note },
      now,
    );
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
