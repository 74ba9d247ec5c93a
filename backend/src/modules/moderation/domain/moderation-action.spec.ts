import { Role } from '../../../shared/domain/role.js';
import {
  actionForStatus,
  checkMayAct,
  checkMayModerate,
  ModerationAction,
  noteFor,
  ReportStatus,
  type ReportTarget,
} from './moderation-action.js';
import { ModerationError, ModerationErrorCode } from './moderation.errors.js';

const target = (overrides: Partial<ReportTarget> = {}): ReportTarget => ({
  reportId: 'r1',
  subject: { type: 'post', id: 'p1' },
  status: ReportStatus.Pending,
  reporterId: 'reporter',
  authorId: 'author',
  authorRole: Role.User,
  ...overrides,
});
const admin = { id: 'admin', role: Role.Admin };
const moderator = { id: 'mod', role: Role.Moderator };

function codeOf(work: () => unknown): ModerationErrorCode | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (error instanceof ModerationError) return error.code;
    throw error;
  }
}

describe('moderation rules', () => {
  it('lets moderators review, dismiss, remove and suspend, and only admins ban', () => {
    for (const action of [
      ModerationAction.Review,
      ModerationAction.Dismiss,
      ModerationAction.RemovePost,
      ModerationAction.SuspendAuthor,
    ]) {
      expect(codeOf(() => checkMayAct(moderator, target(), action))).toBeUndefined();
    }
    expect(codeOf(() => checkMayAct(moderator, target(), ModerationAction.BanAuthor))).toBe(
      ModerationErrorCode.BanIsAdminOnly,
    );
    expect(codeOf(() => checkMayAct(admin, target(), ModerationAction.BanAuthor))).toBeUndefined();
  });

  it('keeps moderators off reports about admins and moderators; admins handle those', () => {
    for (const role of [Role.Admin, Role.Moderator]) {
      expect(codeOf(() => checkMayAct(moderator, target({ authorRole: role }), ModerationAction.Dismiss))).toBe(
        ModerationErrorCode.CannotActOnStaff,
      );
      expect(
        codeOf(() => checkMayAct(admin, target({ authorRole: role }), ModerationAction.RemovePost)),
      ).toBeUndefined();
    }
  });

  it('is one staff rule for every removal: moderators act on members, only admins on staff, nobody on their own', () => {
    const member = { id: 'member', role: Role.VerifiedBlogger };
    expect(codeOf(() => checkMayModerate(moderator, member))).toBeUndefined();
    for (const role of [Role.Admin, Role.Moderator, Role.Editor]) {
      expect(codeOf(() => checkMayModerate(moderator, { id: 'staff', role }))).toBe(
        ModerationErrorCode.CannotActOnStaff,
      );
      expect(codeOf(() => checkMayModerate(admin, { id: 'staff', role }))).toBeUndefined();
    }
    expect(codeOf(() => checkMayModerate(moderator, { id: 'mod', role: Role.Moderator }))).toBe(
      ModerationErrorCode.CannotActOnOwn,
    );
    expect(codeOf(() => checkMayModerate({ id: 'editor', role: Role.Editor }, member))).toBe(
      ModerationErrorCode.NotAModerator,
    );
    expect(codeOf(() => checkMayAct(moderator, target({ authorRole: Role.Editor }), ModerationAction.RemovePost))).toBe(
      ModerationErrorCode.CannotActOnStaff,
    );
  });

  it('refuses acting on your own report or a report about your own post', () => {
    expect(codeOf(() => checkMayAct(moderator, target({ reporterId: 'mod' }), ModerationAction.Dismiss))).toBe(
      ModerationErrorCode.CannotActOnOwn,
    );
    expect(codeOf(() => checkMayAct(admin, target({ authorId: 'admin' }), ModerationAction.RemovePost))).toBe(
      ModerationErrorCode.CannotActOnOwn,
    );
  });

  it('closes resolved reports and reviews only pending ones', () => {
    expect(codeOf(() => checkMayAct(admin, target({ status: ReportStatus.Resolved }), ModerationAction.Dismiss))).toBe(
      ModerationErrorCode.ReportAlreadyResolved,
    );
    expect(codeOf(() => checkMayAct(admin, target({ status: ReportStatus.Reviewed }), ModerationAction.Review))).toBe(
      ModerationErrorCode.InvalidReportUpdate,
    );
    expect(
      codeOf(() => checkMayAct(admin, target({ status: ReportStatus.Reviewed }), ModerationAction.RemovePost)),
    ).toBeUndefined();
  });

  it("records the moderator's note, else the action's ('No action required' for a dismissal)", () => {
    expect(noteFor(ModerationAction.Dismiss, '  ')).toBe('No action required');
    expect(noteFor(ModerationAction.RemovePost, ' Spam link ')).toBe('Spam link');
    expect(noteFor(ModerationAction.Review, undefined)).toBeNull();
    expect(codeOf(() => noteFor(ModerationAction.Dismiss, 'n'.repeat(501)))).toBe(
      ModerationErrorCode.InvalidReportUpdate,
    );
  });

  it("maps the spec's PATCH statuses to actions", () => {
    expect(actionForStatus(ReportStatus.Reviewed)).toBe(ModerationAction.Review);
    expect(actionForStatus(ReportStatus.Resolved)).toBe(ModerationAction.Dismiss);
    expect(codeOf(() => actionForStatus(ReportStatus.Pending))).toBe(ModerationErrorCode.InvalidReportUpdate);
  });

  it('removes a post with remove_post and a review with remove_review, never the other way round', () => {
    const review = target({ subject: { type: 'review', id: 'v1' } });
    expect(codeOf(() => checkMayAct(moderator, review, ModerationAction.RemoveReview))).toBeUndefined();
    expect(codeOf(() => checkMayAct(moderator, review, ModerationAction.RemovePost))).toBe(
      ModerationErrorCode.InvalidReportUpdate,
    );
    expect(codeOf(() => checkMayAct(moderator, target(), ModerationAction.RemoveReview))).toBe(
      ModerationErrorCode.InvalidReportUpdate,
    );
    for (const action of [ModerationAction.Dismiss, ModerationAction.SuspendAuthor, ModerationAction.Review])
      expect(codeOf(() => checkMayAct(moderator, review, action))).toBeUndefined();
    expect(
      codeOf(() =>
        checkMayAct(moderator, target({ ...review, authorRole: Role.Editor }), ModerationAction.RemoveReview),
      ),
    ).toBe(ModerationErrorCode.CannotActOnStaff);
  });
});
