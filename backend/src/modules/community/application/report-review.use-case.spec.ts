import { Role } from '../../../shared/domain/role.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { ReportReason, type ReportDraft } from '../domain/report.js';
import { PostReportRepository } from './ports/report.repository.js';
import { ReportableReviews, type ReportableReview } from './ports/reportable-reviews.js';
import { ReportReviewUseCase } from './report-review.use-case.js';

const NOW = new Date('2026-11-20T04:00:00Z');
const REVIEW = '11111111-1111-4111-8111-111111111111';
const REMOVED = '22222222-2222-4222-8222-222222222222';
const MEMBER = { id: 'member', role: Role.User };

class FakeReviews extends ReportableReviews {
  readonly published = new Map<string, ReportableReview>([[REVIEW, { id: REVIEW, authorId: 'author' }]]);
  override async findPublished(reviewId: string): Promise<ReportableReview | null> {
    return this.published.get(reviewId) ?? null;
  }
}

/** One report per member and review, as the unique key keeps it. */
class FakeReports extends PostReportRepository {
  drafts: Array<ReportDraft & { id: string; at: Date }> = [];
  override async addOnce(id: string, draft: ReportDraft, now: Date): Promise<boolean> {
    if (this.drafts.some((d) => d.reviewId === draft.reviewId && d.reporterId === draft.reporterId)) return false;
    this.drafts.push({ ...draft, id, at: now });
    return true;
  }
  snapshot() {
    const saved = [...this.drafts];
    return () => {
      this.drafts = saved;
    };
  }
}

function setUp() {
  const reports = new FakeReports();
  let n = 0;
  const useCase = new ReportReviewUseCase(
    new FakeReviews(),
    reports,
    new InMemoryUnitOfWork([reports]),
    new FixedClock(NOW),
    () => `report-${++n}`,
  );
  return { reports, useCase };
}

async function codeOf(work: Promise<unknown>): Promise<CommunityErrorCode | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof CommunityError) return error.code;
    throw error;
  }
}

describe('ReportReviewUseCase', () => {
  it('files one report of a published review, naming its author as the reported user', async () => {
    const { reports, useCase } = setUp();
    const input = { reviewId: REVIEW, reason: ReportReason.Spam, description: ' Paid review ' };
    expect(await useCase.execute(MEMBER, input)).toEqual({ id: 'report-1' });
    expect(reports.drafts).toEqual([
      {
        id: 'report-1',
        at: NOW,
        postId: null,
        reviewId: REVIEW,
        reason: 'spam',
        description: 'Paid review',
        reporterId: 'member',
        reportedUserId: 'author',
      },
    ]);
    expect(await codeOf(useCase.execute(MEMBER, input))).toBe(CommunityErrorCode.ReviewAlreadyReported);
    expect(reports.drafts).toHaveLength(1);
  });

  it('refuses the author, a review that is not published or does not exist, and a malformed id', async () => {
    const { reports, useCase } = setUp();
    const report = (caller: typeof MEMBER, reviewId: string) =>
      codeOf(useCase.execute(caller, { reviewId, reason: ReportReason.Spam }));
    expect(await report({ id: 'author', role: Role.User }, REVIEW)).toBe(CommunityErrorCode.CannotReportOwnReview);
    for (const id of [REMOVED, 'not-a-uuid'])
      expect(await report(MEMBER, id)).toBe(CommunityErrorCode.ReportedReviewNotFound);
    expect(reports.drafts).toEqual([]);
  });
});
