import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkMayModerate, type ActingModerator } from '../domain/moderation-action.js';
import { AuditTrail, CommentModeration } from './ports/moderation.ports.js';

/** The audit action of a moderator's deletion of a comment (DELETE /api/comments/{id}). */
export const COMMENT_REMOVED_AUDIT_ACTION = 'comment.remove';

/**
 * A moderator deletes someone else's comment (issue 28.4): the same staff rule, one audit entry that keeps what the
 * comment said (its first 100 characters) and where, in one transaction. Answers false when there is no such comment.
 */
export class RemoveCommentUseCase {
  constructor(
    private readonly comments: CommentModeration,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: ActingModerator, commentId: string): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const comment = await this.comments.lock(commentId);
      if (!comment) return false;
      checkMayModerate(actor, { id: comment.authorId, role: comment.authorRole });
      await this.comments.delete(comment.id);
      await this.audit.record({
        actorId: actor.id,
        action: COMMENT_REMOVED_AUDIT_ACTION,
        targetUserId: comment.authorId,
        details: { commentId: comment.id, postId: comment.postId, excerpt: comment.excerpt },
        at: this.clock.now(),
      });
      return true;
    });
  }
}
