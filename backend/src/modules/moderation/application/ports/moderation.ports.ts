import type { Role } from '../../../../shared/domain/role.js';

/** A post or comment a moderator acts on, its row locked. */
export interface ModeratedContent {
  readonly id: string;
  readonly authorId: string;
  readonly authorRole: Role;
  /** The first 100 characters (for the author's notice and the audit entry). */
  readonly excerpt: string;
}

/** What a moderation action does to a post (the community's data, through this module's own port). */
export abstract class PostModeration {
  /** Locks the post (any status but deleted by its author) for a removal; null when there is none. */
  abstract lock(
    postId: string,
  ): Promise<(ModeratedContent & { readonly status: 'visible' | 'under_review' | 'removed' }) | null>;
  /** Removes the post for everyone but its author, who sees `reason`. */
  abstract remove(postId: string, reason: string | null, actorId: string, now: Date): Promise<void>;
  /** A post hidden by members' reports shows again (a dismissal). */
  abstract restoreIfUnderReview(postId: string): Promise<void>;
}

/** What a moderation action does to a review (the reviews module's rules, through this module's own port). */
export abstract class ReviewModeration {
  /** Locks the review's place, then the review; null when there is none. */
  abstract lock(reviewId: string): Promise<(ModeratedContent & { readonly status: string }) | null>;
  /** Removes the review (shown to nobody, kept) and recounts its place's rating and count, in this transaction. */
  abstract remove(reviewId: string): Promise<void>;
}

/** Comments a moderator removes (the community's data, through this module's own port). */
export abstract class CommentModeration {
  /** Locks the comment's post, then the comment; null when there is no such comment. */
  abstract lock(commentId: string): Promise<(ModeratedContent & { readonly postId: string }) | null>;
  /** Deletes the comment and counts it out of its post. */
  abstract delete(commentId: string): Promise<void>;
}

/** Suspensions and bans (the users module's rules and audit entries, in the same transaction). */
export abstract class MemberSanctions {
  /** Suspends for 7 days; answers until when. */
  abstract suspend(actorId: string, userId: string, reason: string | null): Promise<Date>;
  abstract ban(actorId: string, userId: string, reason: string | null): Promise<void>;
}

/** review_reply: written by the reviews module (a business replied to the member's review). */
export type NoticeKind = 'post_removed' | 'review_removed' | 'review_reply' | 'suspended';

export interface NoticeView {
  readonly id: string;
  readonly kind: NoticeKind;
  readonly details: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
}

/** What a member is told on their next visit. */
export abstract class MemberNotices {
  abstract add(
    id: string,
    userId: string,
    kind: NoticeKind,
    details: Record<string, unknown>,
    now: Date,
  ): Promise<void>;
  abstract unseenOf(userId: string): Promise<NoticeView[]>;
  /** False when the member has no such unseen notice. */
  abstract markSeen(id: string, userId: string, now: Date): Promise<boolean>;
}

export interface AuditEntryInput {
  readonly actorId: string;
  readonly action: string;
  readonly targetUserId: string | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

export interface AuditEntryView {
  readonly id: string;
  readonly action: string;
  readonly actor: {
    readonly id: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly email: string;
  } | null;
  readonly target: {
    readonly id: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly email: string;
  } | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
}

export interface AuditFilter {
  readonly actorId?: string;
  readonly targetUserId?: string;
  /** An action ('report.remove_post') or a prefix ending in '.' ('report.', 'user.'). */
  readonly action?: string;
  readonly limit: number;
  readonly offset: number;
}

/** The audit log (audit_log): every moderation and member-administration action. */
export abstract class AuditTrail {
  abstract record(entry: AuditEntryInput): Promise<void>;
  abstract list(filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }>;
}
