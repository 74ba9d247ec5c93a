import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import {
  checkMayModerate,
  DEFAULT_NOTE,
  ModerationAction,
  ReportOutcome,
  type ActingModerator,
} from '../domain/moderation-action.js';
import { AuditTrail, MemberNotices, PostModeration } from './ports/moderation.ports.js';
import { ModerationReportRepository } from './ports/report.repository.js';

/** The audit action of a moderator's removal of a post outside a report (DELETE /api/posts/{id}). */
export const POST_REMOVED_AUDIT_ACTION = 'post.remove';

/**
 * A moderator removes someone else's post without going through a report (issue 28.4): the same staff rule as every
 * report action (checkMayModerate), the same effect as remove_post (the post kept as removed, shown to its author
 * with the reason and a notice; every open report of it resolved as upheld, with who and when, so the Resolved tab
 * lists them) and one audit entry, in one transaction. Answers false when there is no such post.
 */
export class RemovePostUseCase {
  constructor(
    private readonly posts: PostModeration,
    private readonly reports: ModerationReportRepository,
    private readonly notices: MemberNotices,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  execute(actor: ActingModerator, postId: string): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const post = await this.posts.lock(postId);
      if (!post) return false;
      checkMayModerate(actor, { id: post.authorId, role: post.authorRole });
      if (post.status === 'removed') return true;
      const now = this.clock.now();
      const note = DEFAULT_NOTE[ModerationAction.RemovePost];
      const reportIds = await this.reports.openReportIdsOf({ type: 'post', id: post.id });
      await this.reports.resolve(reportIds, ReportOutcome.Upheld, note, actor.id, now);
      await this.posts.remove(post.id, note, actor.id, now);
      await this.notices.add(
        this.newId(),
        post.authorId,
        'post_removed',
        { postId: post.id, excerpt: post.excerpt, reason: note },
        now,
      );
      await this.audit.record({
        actorId: actor.id,
        action: POST_REMOVED_AUDIT_ACTION,
        targetUserId: post.authorId,
        details: { postId: post.id, reportIds, note, excerpt: post.excerpt },
        at: now,
      });
      return true;
    });
  }
}
