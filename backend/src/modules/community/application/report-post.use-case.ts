import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { draftReport, type ReportReason } from '../domain/report.js';
import { PostReportRepository } from './ports/report.repository.js';
import { PostRepository } from './ports/post.repository.js';
import type { Caller } from './posts.use-cases.js';

export interface ReportPostInput {
  readonly postId: string;
  readonly reason: ReportReason;
  readonly description?: string | null;
}

/**
 * POST /api/reports: a member reports someone else's post, once; the reported user is the post's author. Once enough
 * different members have open reports on a post, it is hidden from the feed until a moderator decides.
 */
export class ReportPostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly reports: PostReportRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
    /** Different members' open reports that hide a post until a moderator reviews it. */
    private readonly reportsToHidePost: number,
  ) {}

  execute(caller: Caller, input: ReportPostInput): Promise<{ id: string }> {
    return this.unitOfWork.run(async () => {
      const authorId = await this.posts.findAuthorId(input.postId);
      if (authorId === null) throw CommunityError.postNotFound(input.postId);
      const draft = draftReport({ ...input, postAuthorId: authorId, reporterId: caller.id });
      const id = this.newId();
      if (!(await this.reports.addOnce(id, draft, this.clock.now()))) {
        throw new CommunityError(CommunityErrorCode.AlreadyReported, 'You have already reported this post', { postId: input.postId });
      }
      await this.posts.hideWhenReportedBy(input.postId, this.reportsToHidePost);
      return { id };
    });
  }
}
