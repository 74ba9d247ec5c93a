import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { draftReport, type ReportReason } from '../domain/report.js';
import { trustCutoffs, type ReportTrustPolicy } from '../domain/report-trust.js';
import { PostReportRepository } from './ports/report.repository.js';
import { PostRepository } from './ports/post.repository.js';
import { visiblePostFor } from './visible-post.js';
import { type Caller } from './caller.js';

export interface ReportPostInput {
  readonly postId: string;
  readonly reason: ReportReason;
  readonly description?: string | null;
}

/**
 * POST /api/reports: a member reports someone else's post they can see, once; the reported user is the post's
 * author. The report is always recorded and queued for the moderators; once `reportsToHidePost` open reports come
 * from members in good standing (domain/report-trust.ts), a post by a non-staff author is hidden from the feed until
 * a moderator decides. The post's row is locked first, so concurrent reports are counted one after the other.
 */
export class ReportPostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly reports: PostReportRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
    /** Open reports by members in good standing that hide a post until a moderator reviews it. */
    private readonly reportsToHidePost: number,
    private readonly trust: ReportTrustPolicy,
  ) {}

  execute(caller: Caller, input: ReportPostInput): Promise<{ id: string }> {
    return this.unitOfWork.run(async () => {
      const post = await visiblePostFor(this.posts, caller, input.postId, true);
      const draft = draftReport({ ...input, postAuthorId: post.authorId, reporterId: caller.id });
      const id = this.newId();
      const now = this.clock.now();
      if (!(await this.reports.addOnce(id, draft, now))) {
        throw new CommunityError(CommunityErrorCode.AlreadyReported, 'You have already reported this post', {
          postId: input.postId,
        });
      }
      await this.posts.hideWhenReportedBy(post.id, this.reportsToHidePost, trustCutoffs(this.trust, now));
      return { id };
    });
  }
}
