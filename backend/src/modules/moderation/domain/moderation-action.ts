import { isStaff, MODERATORS, Role } from '../../../shared/domain/role.js';
import { ModerationError, ModerationErrorCode } from './moderation.errors.js';

/** Spec section 3/4: a report is pending, then reviewed, then resolved. */
export enum ReportStatus {
  Pending = 'pending',
  Reviewed = 'reviewed',
  Resolved = 'resolved',
}

/** What a moderator can do with a report (and every open report of the same post). */
export enum ModerationAction {
  /** pending -> reviewed; the post stays as it is. */
  Review = 'review',
  /** -> resolved, 'No action required'; a post hidden by reports shows again. */
  Dismiss = 'dismiss',
  /** -> resolved; the post is removed for everyone but its author, who is told why. */
  RemovePost = 'remove_post',
  /** -> resolved; the review is removed (shown to nobody, out of the place's rating at once); its author is told why. */
  RemoveReview = 'remove_review',
  /** -> resolved; the author is suspended for 7 days, and all their open reports are resolved too. */
  SuspendAuthor = 'suspend_author',
  /** -> resolved; the author is banned (admins only), and all their open reports are resolved too. */
  BanAuthor = 'ban_author',
}

/**
 * How a resolved report ended for its reporter (their standing: community/domain/report-trust.ts): upheld when the
 * post was removed or its author suspended or banned, dismissed when no action was needed, withdrawn when the author
 * deleted the post first.
 */
export enum ReportOutcome {
  Upheld = 'upheld',
  Dismissed = 'dismissed',
  Withdrawn = 'withdrawn',
}

export const NO_ACTION_REQUIRED = 'No action required';

/** The action note each action records (spec section 4: 'No action required' for a dismissal). */
export const DEFAULT_NOTE: Readonly<Record<ModerationAction, string | null>> = {
  [ModerationAction.Review]: null,
  [ModerationAction.Dismiss]: NO_ACTION_REQUIRED,
  [ModerationAction.RemovePost]: 'Post removed',
  [ModerationAction.RemoveReview]: 'Review removed',
  [ModerationAction.SuspendAuthor]: 'User suspended for 7 days',
  [ModerationAction.BanAuthor]: 'User banned',
};

export const NOTE_MAX_LENGTH = 500;

export interface ActingModerator {
  readonly id: string;
  readonly role: Role;
}

/** What a report is about: a community post or a place's review (issue 32, item 6). */
export type ReportSubjectType = 'post' | 'review';

export interface ReportSubject {
  readonly type: ReportSubjectType;
  readonly id: string;
}

/** The removal that fits each kind of subject. */
const REMOVAL_OF: Readonly<Record<ReportSubjectType, ModerationAction>> = {
  post: ModerationAction.RemovePost,
  review: ModerationAction.RemoveReview,
};

export interface ReportTarget {
  readonly reportId: string;
  readonly subject: ReportSubject;
  readonly status: ReportStatus;
  readonly reporterId: string;
  readonly authorId: string;
  readonly authorRole: Role;
}

/** The author of content someone else wants to remove or change. */
export interface ContentAuthor {
  readonly id: string;
  readonly role: Role;
}

/**
 * THE staff rule (issue 28.4), for every way of removing or changing someone else's content: a report action, a
 * moderator's DELETE of a post or a comment. Only admins and moderators moderate; nobody moderates their own content
 * (an author deletes their own post as its author, not as a moderator); content by staff (admin, moderator, editor:
 * role.ts STAFF) is acted on by an admin only. Throws the refusal; answers nothing when allowed.
 */
export function checkMayModerate(actor: ActingModerator, author: ContentAuthor): void {
  if (!MODERATORS.includes(actor.role)) {
    throw new ModerationError(
      ModerationErrorCode.NotAModerator,
      'Only admins and moderators can act on the content of others',
    );
  }
  if (author.id === actor.id) {
    throw new ModerationError(
      ModerationErrorCode.CannotActOnOwn,
      'You cannot act on your own report or on a report about your own post or review',
    );
  }
  if (actor.role !== Role.Admin && isStaff(author.role)) {
    throw new ModerationError(
      ModerationErrorCode.CannotActOnStaff,
      'Content by admins, moderators and editors is handled by an admin',
    );
  }
}

/**
 * Who may do what (DESIGN.md 4, Discourse and Mastodon): admins and moderators act on reports; only admins ban;
 * nobody acts on a report they filed; then the staff rule (checkMayModerate: not on your own post, staff content by
 * admins only); a resolved report is closed.
 */
export function checkMayAct(actor: ActingModerator, target: ReportTarget, action: ModerationAction): void {
  if (target.status === ReportStatus.Resolved) {
    throw new ModerationError(ModerationErrorCode.ReportAlreadyResolved, 'This report has already been resolved', {
      id: target.reportId,
    });
  }
  const removal = REMOVAL_OF[target.subject.type];
  if ((action === ModerationAction.RemovePost || action === ModerationAction.RemoveReview) && action !== removal) {
    throw new ModerationError(
      ModerationErrorCode.InvalidReportUpdate,
      `This report is about a ${target.subject.type}: remove it with ${removal}`,
      { field: 'action' },
    );
  }
  if (target.reporterId === actor.id) {
    throw new ModerationError(
      ModerationErrorCode.CannotActOnOwn,
      'You cannot act on your own report or on a report about your own post or review',
    );
  }
  if (action === ModerationAction.BanAuthor && actor.role !== Role.Admin) {
    throw new ModerationError(ModerationErrorCode.BanIsAdminOnly, 'Only admins can ban a member');
  }
  checkMayModerate(actor, { id: target.authorId, role: target.authorRole });
  if (action === ModerationAction.Review && target.status !== ReportStatus.Pending) {
    throw new ModerationError(
      ModerationErrorCode.InvalidReportUpdate,
      'Only a pending report can be marked as reviewed',
    );
  }
}

/** The note a resolution records: the moderator's words when given, else the action's default. */
export function noteFor(action: ModerationAction, note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if ([...text].length > NOTE_MAX_LENGTH) {
    throw new ModerationError(
      ModerationErrorCode.InvalidReportUpdate,
      `A note has at most ${NOTE_MAX_LENGTH} characters`,
      {
        field: 'actionTaken',
      },
    );
  }
  return text === '' ? DEFAULT_NOTE[action] : text;
}

/**
 * The spec's PATCH /api/reports/{id} body as an action: { status: 'reviewed' } reviews; { status: 'resolved',
 * actionTaken } resolves with that note and no other effect (a dismissal). Pending cannot be set again.
 */
export function actionForStatus(status: ReportStatus): ModerationAction {
  if (status === ReportStatus.Reviewed) return ModerationAction.Review;
  if (status === ReportStatus.Resolved) return ModerationAction.Dismiss;
  throw new ModerationError(
    ModerationErrorCode.InvalidReportUpdate,
    "A report's status can be set to reviewed or resolved",
    {
      field: 'status',
    },
  );
}
