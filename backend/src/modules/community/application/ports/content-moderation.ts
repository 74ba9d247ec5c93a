import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';

/**
 * Removing someone else's content as a moderator (issue 28.4): the moderation module's one staff rule
 * (checkMayModerate), its reports resolved and its one audit entry, in the caller's transaction. Throws the rule's
 * refusal (CANNOT_ACT_ON_STAFF, CANNOT_ACT_ON_OWN, NOT_A_MODERATOR).
 */
export abstract class ContentModeration {
  /** The post is removed (kept for the records, shown to its author with the reason), its open reports resolved. */
  abstract removePost(actor: Pick<AuthenticatedUser, 'id' | 'role'>, postId: string): Promise<void>;
  abstract removeComment(actor: Pick<AuthenticatedUser, 'id' | 'role'>, commentId: string): Promise<void>;
}
