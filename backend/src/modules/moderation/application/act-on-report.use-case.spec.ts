import { Role } from '../../../shared/domain/role.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import type { Page } from '../../../shared/domain/page.js';
import { ModerationAction, ReportStatus, type ReportSubject, type ReportTarget } from '../domain/moderation-action.js';
import { ModerationError, ModerationErrorCode } from '../domain/moderation.errors.js';
import { ActOnReportUseCase } from './act-on-report.use-case.js';
import {
  AuditTrail,
  MemberNotices,
  MemberSanctions,
  PostModeration,
  ReviewModeration,
  type AuditEntryInput,
  type NoticeKind,
  type NoticeView,
} from './ports/moderation.ports.js';
import {
  ModerationReportRepository,
  type QueueItemView,
  type ReportCounts,
  type ReportView,
} from './ports/report.repository.js';

const NOW = new Date('2026-11-20T04:00:00Z');
const REPORT = '11111111-1111-4111-8111-111111111111';
const OTHER_POST_REPORT = '22222222-2222-4222-8222-222222222222';
const SAME_POST_REPORT = '33333333-3333-4333-8333-333333333333';
const REVIEW_REPORT = '55555555-5555-4555-8555-555555555555';

interface Report {
  id: string;
  postId?: string;
  reviewId?: string;
  reporterId: string;
  authorId: string;
  status: ReportStatus;
  note: string | null;
}

/** Reports of two posts by one author; snapshots let the unit of work roll a failed action back. */
class FakeWorld extends ModerationReportRepository {
  reports: Report[] = [
    {
      id: REPORT,
      postId: 'post-1',
      reporterId: 'member-1',
      authorId: 'author',
      status: ReportStatus.Pending,
      note: null,
    },
    {
      id: SAME_POST_REPORT,
      postId: 'post-1',
      reporterId: 'member-2',
      authorId: 'author',
      status: ReportStatus.Pending,
      note: null,
    },
    {
      id: OTHER_POST_REPORT,
      postId: 'post-2',
      reporterId: 'member-3',
      authorId: 'author',
      status: ReportStatus.Pending,
      note: null,
    },
    {
      id: REVIEW_REPORT,
      reviewId: 'review-1',
      reporterId: 'member-1',
      authorId: 'reviewer',
      status: ReportStatus.Pending,
      note: null,
    },
  ];
  postStatus = new Map([
    ['post-1', 'under_review'],
    ['post-2', 'visible'],
    ['review-1', 'published'],
  ]);
  authorRole = Role.User;
  suspended: string[] = [];
  banned: string[] = [];
  notices: Array<{ userId: string; kind: NoticeKind }> = [];
  audit: AuditEntryInput[] = [];

  snapshot() {
    const copy = JSON.stringify({
      reports: this.reports,
      posts: [...this.postStatus],
      s: this.suspended,
      b: this.banned,
      n: this.notices,
      a: this.audit,
    });
    return () => {
      const saved = JSON.parse(copy) as {
        reports: Report[];
        posts: Array<[string, string]>;
        s: string[];
        b: string[];
        n: FakeWorld['notices'];
        a: AuditEntryInput[];
      };
      Object.assign(this, {
        reports: saved.reports,
        postStatus: new Map(saved.posts),
        suspended: saved.s,
        banned: saved.b,
        notices: saved.n,
        audit: saved.a,
      });
    };
  }

  override async list(): Promise<Page<ReportView>> {
    return { items: [], total: 0 };
  }
  override async queue(): Promise<Page<QueueItemView>> {
    return { items: [], total: 0 };
  }
  override async lockTarget(reportId: string): Promise<(ReportTarget & { excerpt: string }) | null> {
    const report = this.reports.find((r) => r.id === reportId);
    if (!report) return null;
    return {
      reportId,
      subject: report.reviewId ? { type: 'review', id: report.reviewId } : { type: 'post', id: report.postId ?? '' },
      status: report.status,
      reporterId: report.reporterId,
      authorId: report.authorId,
      authorRole: this.authorRole,
      excerpt: 'excerpt',
    };
  }
  override async openReportIdsOf(subject: ReportSubject): Promise<string[]> {
    const of = (r: Report) => (subject.type === 'post' ? r.postId : r.reviewId);
    return this.reports.filter((r) => of(r) === subject.id && r.status !== ReportStatus.Resolved).map((r) => r.id);
  }
  override async openReportIdsOfUser(userId: string): Promise<string[]> {
    return this.reports.filter((r) => r.authorId === userId && r.status !== ReportStatus.Resolved).map((r) => r.id);
  }
  override async markReviewed(ids: readonly string[]): Promise<void> {
    for (const r of this.reports)
      if (ids.includes(r.id) && r.status === ReportStatus.Pending) r.status = ReportStatus.Reviewed;
  }
  override async resolve(ids: readonly string[], outcome: string, note: string | null): Promise<void> {
    for (const r of this.reports)
      if (ids.includes(r.id)) Object.assign(r, { status: ReportStatus.Resolved, note, outcome });
  }
  override async counts(): Promise<ReportCounts> {
    return { pending: 0, reviewed: 0, resolved: 0 };
  }
}

function setUp(options: { failSanction?: boolean } = {}) {
  const world = new FakeWorld();
  const posts = new (class extends PostModeration {
    override async lock() {
      return null;
    }
    override async remove(postId: string) {
      world.postStatus.set(postId, 'removed');
    }
    override async restoreIfUnderReview(postId: string) {
      if (world.postStatus.get(postId) === 'under_review') world.postStatus.set(postId, 'visible');
    }
  })();
  const reviews = new (class extends ReviewModeration {
    override async lock() {
      return null;
    }
    override async remove(reviewId: string) {
      world.postStatus.set(reviewId, 'removed');
    }
  })();
  const sanctions = new (class extends MemberSanctions {
    override async suspend(_actorId: string, userId: string) {
      world.suspended.push(userId);
      if (options.failSanction) throw new Error('the users table refused the update');
      return new Date(NOW.getTime() + 7 * 86_400_000);
    }
    override async ban(_actorId: string, userId: string) {
      world.banned.push(userId);
    }
  })();
  const notices = new (class extends MemberNotices {
    override async add(_id: string, userId: string, kind: NoticeKind) {
      world.notices.push({ userId, kind });
    }
    override async unseenOf(): Promise<NoticeView[]> {
      return [];
    }
    override async markSeen() {
      return false;
    }
  })();
  const audit = new (class extends AuditTrail {
    override async record(entry: AuditEntryInput) {
      world.audit.push(entry);
    }
    override async list() {
      return { items: [], total: 0 };
    }
  })();
  let n = 0;
  const useCase = new ActOnReportUseCase(
    world,
    posts,
    reviews,
    sanctions,
    notices,
    audit,
    new InMemoryUnitOfWork([world]),
    new FixedClock(NOW),
    () => `id-${++n}`,
  );
  return { world, useCase };
}

const moderator = { id: 'moderator', role: Role.Moderator };
const admin = { id: 'admin', role: Role.Admin };
/** The posts' reports (the review's, by another author, has tests of its own). */
const status = (world: FakeWorld) =>
  Object.fromEntries(
    world.reports.filter((r) => r.postId).map((r) => [r.id, `${r.status}${r.note ? `:${r.note}` : ''}`]),
  );
const reviewReport = (world: FakeWorld) => world.reports.find((r) => r.id === REVIEW_REPORT);

describe('ActOnReportUseCase', () => {
  it('remove_review removes the review through its port, resolves its reports, tells its author and audits it', async () => {
    const { world, useCase } = setUp();
    const result = await useCase.execute({
      actor: moderator,
      reportId: REVIEW_REPORT,
      action: ModerationAction.RemoveReview,
    });
    expect(result).toMatchObject({ postId: null, reviewId: 'review-1', reportIds: [REVIEW_REPORT] });
    expect(world.postStatus.get('review-1')).toBe('removed');
    expect(reviewReport(world)).toMatchObject({ status: ReportStatus.Resolved, note: 'Review removed' });
    expect(world.notices).toEqual([{ userId: 'reviewer', kind: 'review_removed' }]);
    expect(world.audit).toEqual([
      expect.objectContaining({
        action: 'report.remove_review',
        targetUserId: 'reviewer',
        details: { reportId: REVIEW_REPORT, reviewId: 'review-1', reportIds: [REVIEW_REPORT], note: 'Review removed' },
      }),
    ]);
    expect(Object.values(status(world))).toEqual(Array(3).fill('pending'));
  });

  it('refuses remove_post on a review and remove_review on a post, changing nothing', async () => {
    const { world, useCase } = setUp();
    const before = JSON.stringify(world.reports);
    for (const [reportId, action] of [
      [REVIEW_REPORT, ModerationAction.RemovePost],
      [REPORT, ModerationAction.RemoveReview],
    ] as const)
      await expect(useCase.execute({ actor: moderator, reportId, action })).rejects.toMatchObject({
        code: ModerationErrorCode.InvalidReportUpdate,
      });
    expect(JSON.stringify(world.reports)).toBe(before);
    expect(world.audit).toEqual([]);
  });

  it("dismisses a review's reports without touching the review", async () => {
    const { world, useCase } = setUp();
    await useCase.execute({ actor: moderator, reportId: REVIEW_REPORT, action: ModerationAction.Dismiss });
    expect(reviewReport(world)).toMatchObject({ status: ReportStatus.Resolved, note: 'No action required' });
    expect(world.postStatus.get('review-1')).toBe('published');
  });

  it('review marks every pending report of the post reviewed and leaves the post as it is', async () => {
    const { world, useCase } = setUp();
    await useCase.execute({ actor: moderator, reportId: REPORT, action: ModerationAction.Review });
    expect(status(world)).toEqual({
      [REPORT]: 'reviewed',
      [SAME_POST_REPORT]: 'reviewed',
      [OTHER_POST_REPORT]: 'pending',
    });
    expect(world.postStatus.get('post-1')).toBe('under_review');
    expect(world.audit.map((e) => e.action)).toEqual(['report.review']);
  });

  it('dismiss resolves the post’s reports with “No action required” and shows a hidden post again', async () => {
    const { world, useCase } = setUp();
    const result = await useCase.execute({ actor: moderator, reportId: REPORT, action: ModerationAction.Dismiss });
    expect(result.reportIds).toEqual([REPORT, SAME_POST_REPORT]);
    expect(status(world)[REPORT]).toBe('resolved:No action required');
    expect(world.postStatus.get('post-1')).toBe('visible');
    expect(world.notices).toEqual([]);
  });

  it('remove_post removes the post, resolves its reports and tells the author', async () => {
    const { world, useCase } = setUp();
    await useCase.execute({ actor: moderator, reportId: REPORT, action: ModerationAction.RemovePost, note: 'Scam' });
    expect(world.postStatus.get('post-1')).toBe('removed');
    expect(status(world)[SAME_POST_REPORT]).toBe('resolved:Scam');
    expect(world.notices).toEqual([{ userId: 'author', kind: 'post_removed' }]);
  });

  it("suspend_author suspends the author and resolves all of the author's open reports", async () => {
    const { world, useCase } = setUp();
    const result = await useCase.execute({
      actor: moderator,
      reportId: REPORT,
      action: ModerationAction.SuspendAuthor,
    });
    expect(world.suspended).toEqual(['author']);
    expect(result.suspendedUntil).toEqual(new Date('2026-11-27T04:00:00Z'));
    expect(Object.values(status(world))).toEqual(Array(3).fill('resolved:User suspended for 7 days'));
    expect(world.notices).toEqual([{ userId: 'author', kind: 'suspended' }]);
    expect(world.audit).toEqual([
      expect.objectContaining({ actorId: 'moderator', action: 'report.suspend_author', targetUserId: 'author' }),
    ]);
  });

  it('ban_author is for admins only', async () => {
    const { world, useCase } = setUp();
    await expect(
      useCase.execute({ actor: moderator, reportId: REPORT, action: ModerationAction.BanAuthor }),
    ).rejects.toMatchObject({
      code: ModerationErrorCode.BanIsAdminOnly,
    });
    await useCase.execute({ actor: admin, reportId: REPORT, action: ModerationAction.BanAuthor });
    expect(world.banned).toEqual(['author']);
    expect(Object.values(status(world))).toEqual(Array(3).fill('resolved:User banned'));
  });

  it('rolls everything back when the member update fails in the middle', async () => {
    const { world, useCase } = setUp({ failSanction: true });
    await expect(
      useCase.execute({ actor: admin, reportId: REPORT, action: ModerationAction.SuspendAuthor }),
    ).rejects.toThrow('refused');
    expect(Object.values(status(world))).toEqual(Array(3).fill('pending'));
    expect(world.suspended).toEqual([]);
    expect(world.audit).toEqual([]);
  });

  it('answers REPORT_NOT_FOUND for an unknown or malformed id, and REPORT_ALREADY_RESOLVED the second time', async () => {
    const { useCase } = setUp();
    for (const reportId of ['nope', '44444444-4444-4444-8444-444444444444']) {
      await expect(
        useCase.execute({ actor: admin, reportId, action: ModerationAction.Dismiss }),
      ).rejects.toBeInstanceOf(ModerationError);
    }
    await useCase.execute({ actor: admin, reportId: REPORT, action: ModerationAction.Dismiss });
    await expect(
      useCase.execute({ actor: admin, reportId: REPORT, action: ModerationAction.RemovePost }),
    ).rejects.toMatchObject({
      code: ModerationErrorCode.ReportAlreadyResolved,
    });
  });
});
