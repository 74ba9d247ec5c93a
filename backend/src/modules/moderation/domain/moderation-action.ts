import { Role } from '../../../shared/domain/role.js';
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
  /** -> resolved; the author is suspended for 7 days, and all their open reports are resolved too. */
  SuspendAuthor = 'suspend_author',
  /** -> resolved; the author is banned (admins only), and all their open reports are resolved too. */
  BanAuthor = 'ban_author',
}

export const NO_ACTION_REQUIRED = 'No action required';

/** The action note each action records (spec section 4: 'No action required' for a dismissal). */
export const DEFAULT_NOTE: Readonly<Record<ModerationAction, string | null>> = {
  [ModerationAction.Review]: null,
  [ModerationAction.Dismiss]: NO_ACTION_REQUIRED,
  [ModerationAction.RemovePost]: 'Post removed',
  [ModerationAction.SuspendAuthor]: 'User suspended for 7 days',
  [ModerationAction.BanAuthor]: 'User banned',
};

export const NOTE_MAX_LENGTH = 500;

export interface ActingModerator {
  readonly id: string;
  readonly role: Role;
}

export interface ReportTarget {
  readonly reportId: string;
  readonly status: ReportStatus;
  readonly reporterId: string;
  readonly postAuthorId: string;
  readonly postAuthorRole: Role;
}

/**
 * Who may do what (DESIGN.md 4, Discourse and Mastodon): admins and moderators act on reports; only admins ban;
 * a moderator does not act on reports against an admin or another moderator (an admin does); nobody acts on a
 * report they filed or one about their own post; a resolved report is closed.
 */
export function checkMayAct(actor: ActingModerator, target: ReportTarget, action: ModerationAction): void {
  if (target.status === ReportStatus.Resolved) {
    throw new ModerationError(ModerationErrorCode.ReportAlreadyResolved, 'This report has already been resolved', {
      id: target.reportId,
    });
  }
  if (target.reporterId === actor.id || target.postAuthorId === actor.id) {
    throw new ModerationError(ModerationErrorCode.CannotActOnOwn, 'You cannot act on your own report or on a report about your post');
  }
  if (action === ModerationAction.BanAuthor && actor.role !== Role.Admin) {
    throw new ModerationError(ModerationErrorCode.BanIsAdminOnly, 'Only admins can ban a member');
  }
  const targetIsStaff = target.postAuthorRole === Role.Admin || target.postAuthorRole === Role.Moderator;
  if (actor.role !== Role.Admin && targetIsStaff) {
    throw new ModerationError(ModerationErrorCode.CannotActOnStaff, 'Reports about admins and moderators are handled by an admin');
  }
  if (action === ModerationAction.Review && target.status !== ReportStatus.Pending) {
    throw new ModerationError(ModerationErrorCode.InvalidReportUpdate, 'Only a pending report can be marked as reviewed');
  }
}

/** The note a resolution records: the moderator's words when given, else the action's default. */
export function noteFor(action: ModerationAction, note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if ([...text].length > NOTE_MAX_LENGTH) {
    throw new ModerationError(ModerationErrorCode.InvalidReportUpdate, `A note has at most ${NOTE_MAX_LENGTH} characters`, {
      field: 'actionTaken',
    });
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
  throw new ModerationError(ModerationErrorCode.InvalidReportUpdate, "A report's status can be set to reviewed or resolved", {
    field: 'status',
  });
}
