import { Role } from '../../../shared/domain/role.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import type { Page } from '../../../shared/domain/page.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { PostStatus, type PostDraft } from '../domain/post.js';
import { ReportReason, type ReportDraft } from '../domain/report.js';
import { startOfManilaDay } from './community-stats.query.js';
import { ImageStore, storedImageInfo, type ProcessedImage, type StoredImageInfo } from './ports/image.store.js';
import {
  PostRepository,
  type PostForRemoval,
  type PostListQuery,
  type PostView,
  type VisiblePost,
} from './ports/post.repository.js';
import { ContentModeration } from './ports/content-moderation.js';
import { DEFAULT_REPORT_TRUST_POLICY, type TrustCutoffs } from '../domain/report-trust.js';
import { PostReportRepository } from './ports/report.repository.js';
import { CreatePostUseCase } from './create-post.use-case.js';
import { DeletePostUseCase } from './delete-post.use-case.js';
import { ToggleLikeUseCase } from './toggle-like.use-case.js';
import { ReportPostUseCase } from './report-post.use-case.js';

const NOW = new Date('2026-11-20T04:00:00Z');
const AUTHOR = { id: '11111111-1111-4111-8111-111111111111', role: Role.VerifiedBlogger };
const MEMBER = { id: '22222222-2222-4222-8222-222222222222', role: Role.User };
const MODERATOR = { id: '33333333-3333-4333-8333-333333333333', role: Role.Moderator };

class FakePosts extends PostRepository {
  readonly rows = new Map<
    string,
    { authorId: string; draft: PostDraft; likes: Set<string>; status: PostStatus; reported?: boolean }
  >();

  snapshot() {
    const copy = new Map([...this.rows].map(([id, row]) => [id, { ...row, likes: new Set(row.likes) }]));
    return () => {
      this.rows.clear();
      for (const [id, row] of copy) this.rows.set(id, row);
    };
  }

  override async add(id: string, authorId: string, draft: PostDraft): Promise<void> {
    this.rows.set(id, { authorId, draft, likes: new Set(), status: PostStatus.Visible });
  }

  override async findView(id: string, viewerId: string): Promise<PostView | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    return {
      id,
      content: row.draft.content,
      locationName: row.draft.locationName,
      image: null,
      likeCount: row.likes.size,
      commentCount: 0,
      shareCount: 0,
      createdAt: NOW,
      author: { id: row.authorId, firstName: null, lastName: null },
      likedByMe: row.likes.has(viewerId),
      sharedByMe: false,
      status: PostStatus.Visible,
      removedReason: null,
    };
  }

  override async findVisible(viewerId: string, postId: string): Promise<VisiblePost | null> {
    const row = this.rows.get(postId);
    const visible =
      row && (row.status === PostStatus.Visible || (row.authorId === viewerId && row.status !== PostStatus.Deleted));
    return visible
      ? { id: postId, authorId: row.authorId, authorRole: Role.VerifiedBlogger, status: row.status }
      : null;
  }

  override async lockForRemoval(postId: string): Promise<PostForRemoval | null> {
    const row = this.rows.get(postId);
    if (!row || row.status === PostStatus.Deleted) return null;
    return { id: postId, authorId: row.authorId, status: row.status, reported: row.reported ?? false };
  }

  override async list(_query: PostListQuery): Promise<Page<PostView>> {
    return { items: [], total: 0 };
  }

  override async deleteOwn(id: string): Promise<'deleted' | 'kept'> {
    const row = this.rows.get(id);
    if (row?.reported) {
      row.status = PostStatus.Deleted;
      return 'kept';
    }
    this.rows.delete(id);
    return 'deleted';
  }

  override async toggleLike(postId: string, userId: string) {
    const row = this.rows.get(postId);
    if (!row) return null;
    const liked = !row.likes.delete(userId);
    if (liked) row.likes.add(userId);
    return { liked, likeCount: row.likes.size };
  }

  readonly hidden: Array<{ postId: string; threshold: number; cutoffs: TrustCutoffs }> = [];

  override async hideWhenReportedBy(postId: string, threshold: number, cutoffs: TrustCutoffs): Promise<boolean> {
    this.hidden.push({ postId, threshold, cutoffs });
    return true;
  }

  override async recordShare() {
    return null;
  }
}

class FakeModeration extends ContentModeration {
  readonly removedPosts: Array<{ actorId: string; postId: string }> = [];

  override async removePost(actor: { id: string }, postId: string): Promise<void> {
    this.removedPosts.push({ actorId: actor.id, postId });
  }

  override async removeComment(): Promise<void> {}
}

class FakeImages extends ImageStore {
  readonly unattached = new Map<string, string>();

  override async save(id: string, ownerId: string, image: ProcessedImage, _now: Date): Promise<StoredImageInfo> {
    this.unattached.set(id, ownerId);
    return storedImageInfo(id, image);
  }

  override async attach(id: string, ownerId: string): Promise<boolean> {
    if (this.unattached.get(id) !== ownerId) return false;
    this.unattached.delete(id);
    return true;
  }

  override async read(): Promise<Buffer | null> {
    return null;
  }

  override async deleteUnattachedBefore(): Promise<number> {
    return 0;
  }
}

class FakeReports extends PostReportRepository {
  readonly drafts: ReportDraft[] = [];

  override async addOnce(_id: string, draft: ReportDraft): Promise<boolean> {
    if (this.drafts.some((d) => d.postId === draft.postId && d.reporterId === draft.reporterId)) return false;
    this.drafts.push(draft);
    return true;
  }
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

function setUp() {
  const posts = new FakePosts();
  const images = new FakeImages();
  const reports = new FakeReports();
  const moderation = new FakeModeration();
  const clock = new FixedClock(NOW);
  const uow = new InMemoryUnitOfWork([posts]);
  let next = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
  return {
    posts,
    images,
    reports,
    moderation,
    create: new CreatePostUseCase(posts, images, uow, clock, newId),
    remove: new DeletePostUseCase(posts, moderation, uow, clock),
    like: new ToggleLikeUseCase(posts, uow, clock),
    report: new ReportPostUseCase(posts, reports, uow, clock, newId, 3, DEFAULT_REPORT_TRUST_POLICY),
  };
}

describe('community use cases', () => {
  it('creates a post for a poster and refuses a plain member with the spec sentence', async () => {
    const { create, posts } = setUp();
    const post = await create.execute(AUTHOR, { content: ' Traffic on NLEX ', locationName: '' });
    expect(post).toMatchObject({ content: 'Traffic on NLEX', locationName: null, author: { id: AUTHOR.id } });
    await expect(create.execute(MEMBER, { content: 'hello' })).rejects.toThrow(
      'Only admins, moderators, editors, and verified bloggers can create posts.',
    );
    expect(posts.rows.size).toBe(1);
  });

  it("attaches only the author's own unused upload, once", async () => {
    const { create, images, posts } = setUp();
    const photo = {
      full: Buffer.alloc(1),
      width: 4,
      height: 3,
      thumbnail: Buffer.alloc(1),
      thumbnailWidth: 4,
      thumbnailHeight: 3,
    };
    await images.save('img-1', AUTHOR.id, photo, NOW);
    await images.save('img-2', MODERATOR.id, photo, NOW);
    await create.execute(AUTHOR, { content: 'with photo', imageId: 'img-1' });
    expect(await codeOf(create.execute(AUTHOR, { content: 'again', imageId: 'img-1' }))).toBe(
      CommunityErrorCode.ImageAlreadyUsed,
    );
    expect(await codeOf(create.execute(AUTHOR, { content: 'not mine', imageId: 'img-2' }))).toBe(
      CommunityErrorCode.ImageAlreadyUsed,
    );
    expect(posts.rows.size).toBe(1);
  });

  it("lets the author delete their post, hands a moderator's delete to the moderation rule, refuses anybody else", async () => {
    const { create, remove, posts, moderation } = setUp();
    const first = await create.execute(AUTHOR, { content: 'one' });
    const second = await create.execute(AUTHOR, { content: 'two' });
    const reported = await create.execute(AUTHOR, { content: 'three' });
    expect(await codeOf(remove.execute(MEMBER, first.id))).toBe(CommunityErrorCode.NotYourPost);
    await remove.execute(AUTHOR, first.id);
    await remove.execute(MODERATOR, second.id);
    expect(moderation.removedPosts).toEqual([{ actorId: MODERATOR.id, postId: second.id }]);
    expect([...posts.rows.keys()].sort()).toEqual([second.id, reported.id].sort());
    posts.rows.get(reported.id)!.reported = true;
    await remove.execute(AUTHOR, reported.id);
    expect(posts.rows.get(reported.id)?.status).toBe(PostStatus.Deleted);
    expect(await codeOf(remove.execute(AUTHOR, reported.id))).toBe(CommunityErrorCode.PostNotFound);
    posts.rows.get(second.id)!.status = PostStatus.UnderReview;
    expect(await codeOf(remove.execute(MEMBER, second.id))).toBe(CommunityErrorCode.PostNotFound);
    expect(await codeOf(remove.execute(AUTHOR, 'not-a-uuid'))).toBe(CommunityErrorCode.PostNotFound);
  });

  it('answers 404 for a like or a report under a post the caller cannot see, and passes the trust cutoffs on', async () => {
    const { create, like, report, posts, reports } = setUp();
    const post = await create.execute(AUTHOR, { content: 'hidden soon' });
    await report.execute(MEMBER, { postId: post.id, reason: ReportReason.Spam });
    expect(posts.hidden).toEqual([
      {
        postId: post.id,
        threshold: 3,
        cutoffs: {
          trustedIfCreatedBy: new Date(NOW.getTime() - 72 * 3_600_000),
          recentSince: new Date(NOW.getTime() - 90 * 86_400_000),
          distrustMinDismissed: 3,
        },
      },
    ]);
    posts.rows.get(post.id)!.status = PostStatus.UnderReview;
    expect(await codeOf(like.execute(MEMBER, post.id))).toBe(CommunityErrorCode.PostNotFound);
    expect(await codeOf(report.execute(MODERATOR, { postId: post.id, reason: ReportReason.Spam }))).toBe(
      CommunityErrorCode.PostNotFound,
    );
    expect(reports.drafts).toHaveLength(1);
    expect(await like.execute(AUTHOR, post.id)).toEqual({ liked: true, likeCount: 1 });
  });

  it('toggles a like on and off and answers the count', async () => {
    const { create, like } = setUp();
    const post = await create.execute(AUTHOR, { content: 'like me' });
    expect(await like.execute(MEMBER, post.id)).toEqual({ liked: true, likeCount: 1 });
    expect(await like.execute(MODERATOR, post.id)).toEqual({ liked: true, likeCount: 2 });
    expect(await like.execute(MEMBER, post.id)).toEqual({ liked: false, likeCount: 1 });
    expect(await codeOf(like.execute(MEMBER, '44444444-4444-4444-8444-444444444444'))).toBe(
      CommunityErrorCode.PostNotFound,
    );
  });

  it("reports a post once per member, with the author as the reported user, never one's own", async () => {
    const { create, report, reports } = setUp();
    const post = await create.execute(AUTHOR, { content: 'spam spam' });
    await report.execute(MEMBER, {
      postId: post.id,
      reason: ReportReason.Spam,
      description: 'Reported post: spam spam...',
    });
    expect(reports.drafts).toEqual([
      {
        postId: post.id,
        reviewId: null,
        reason: 'spam',
        description: 'Reported post: spam spam...',
        reporterId: MEMBER.id,
        reportedUserId: AUTHOR.id,
      },
    ]);
    expect(await codeOf(report.execute(MEMBER, { postId: post.id, reason: ReportReason.Spam }))).toBe(
      CommunityErrorCode.AlreadyReported,
    );
    expect(await codeOf(report.execute(AUTHOR, { postId: post.id, reason: ReportReason.Spam }))).toBe(
      CommunityErrorCode.CannotReportOwnPost,
    );
  });

  it("starts today's posts at midnight Philippine time (UTC+8)", () => {
    expect(startOfManilaDay(new Date('2026-11-20T04:00:00Z')).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(startOfManilaDay(new Date('2026-11-20T15:59:59Z')).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(startOfManilaDay(new Date('2026-11-20T16:00:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });
});
