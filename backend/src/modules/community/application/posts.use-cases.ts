import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';
import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import type { Page } from '../../../shared/domain/page.js';
import { CommunityError, CommunityErrorCode, postIdOrNotFound } from '../domain/community.errors.js';
import {
  draftPost,
  mayPost,
  PostStatus,
  POSTING_NOT_ALLOWED_MESSAGE,
  type NewPostInput,
  type PostTopic,
} from '../domain/post.js';
import { ContentModeration } from './ports/content-moderation.js';
import { ImageStore } from './ports/image.store.js';
import { PostRepository, type PostView, type VisiblePost } from './ports/post.repository.js';

export type Caller = Pick<AuthenticatedUser, 'id' | 'role'>;

/**
 * Every use case under a post loads it here (issue 28.5): the post when the caller may see it (the feed's rule),
 * else 404 POST_NOT_FOUND, whatever the route (comments, like, share, report). `lock` for a write under it.
 */
export async function visiblePostFor(
  posts: PostRepository,
  caller: Caller,
  postId: string,
  lock: boolean,
): Promise<VisiblePost> {
  const post = await posts.findVisible(caller.id, postIdOrNotFound(postId), lock);
  if (!post) throw CommunityError.postNotFound(postId);
  return post;
}

/** POST /api/posts: admins, moderators, editors and verified bloggers share an update, with an optional photo. */
export class CreatePostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly images: ImageStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, input: NewPostInput): Promise<PostView> {
    if (!mayPost(caller.role))
      throw new CommunityError(CommunityErrorCode.PostingNotAllowed, POSTING_NOT_ALLOWED_MESSAGE);
    const draft = draftPost(input);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (draft.imageId !== null && !(await this.images.attach(draft.imageId, caller.id, now))) {
        throw new CommunityError(
          CommunityErrorCode.ImageAlreadyUsed,
          'This photo is not an upload of yours that is still unused',
          {
            field: 'imageId',
          },
        );
      }
      const id = this.newId();
      await this.posts.add(id, caller.id, draft, now);
      const created = await this.posts.findView(id, caller.id);
      if (!created) throw CommunityError.postNotFound(id);
      return created;
    });
  }
}

/**
 * DELETE /api/posts/{id}. The author deletes their own post (no audit entry: it is theirs; a reported one is kept
 * for the records and its reports resolved as withdrawn). Anyone else's post is a moderation: the moderation
 * module's one staff rule, its reports resolved, one audit entry (ContentModeration). A post the caller cannot
 * see is 404; a member's delete of a post they see is 403 NOT_YOUR_POST.
 */
export class DeletePostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly moderation: ContentModeration,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller, postId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const post = await this.posts.lockForRemoval(postIdOrNotFound(postId));
      if (!post) throw CommunityError.postNotFound(postId);
      if (post.authorId === caller.id) {
        await this.posts.deleteOwn(post.id, caller.id, this.clock.now());
        return;
      }
      // Already removed: gone for everyone but its author.
      if (post.status === PostStatus.Removed) throw CommunityError.postNotFound(postId);
      if (!isModerator(caller.role)) {
        if (post.status !== PostStatus.Visible) throw CommunityError.postNotFound(postId);
        throw new CommunityError(CommunityErrorCode.NotYourPost, 'Only the author or a moderator may delete this post');
      }
      await this.moderation.removePost(caller, post.id);
    });
  }
}

export interface ListPostsInput {
  readonly search?: string;
  readonly topic?: PostTopic;
  readonly limit: number;
  readonly offset: number;
}

/** GET /api/posts: newest first, with the caller's likes. */
export class ListPostsQuery {
  constructor(private readonly posts: PostRepository) {}

  execute(caller: Caller, input: ListPostsInput): Promise<Page<PostView>> {
    const search = input.search?.trim();
    return this.posts.list({ ...input, search: search === '' ? undefined : search, viewerId: caller.id });
  }
}

/** GET /api/posts/{id} */
export class GetPostQuery {
  constructor(private readonly posts: PostRepository) {}

  async execute(caller: Caller, postId: string): Promise<PostView> {
    const post = await this.posts.findView(postIdOrNotFound(postId), caller.id);
    if (!post) throw CommunityError.postNotFound(postId);
    return post;
  }
}

/** POST /api/posts/{id}/like: toggles the caller's like. */
export class ToggleLikeUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller, postId: string): Promise<{ liked: boolean; likeCount: number }> {
    return this.unitOfWork.run(async () => {
      const post = await visiblePostFor(this.posts, caller, postId, true);
      const result = await this.posts.toggleLike(post.id, caller.id, this.clock.now());
      if (!result) throw CommunityError.postNotFound(postId);
      return result;
    });
  }
}

/** POST /api/posts/{id}/share: one share per member per post. */
export class SharePostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller, postId: string): Promise<{ counted: boolean; shareCount: number }> {
    return this.unitOfWork.run(async () => {
      const post = await visiblePostFor(this.posts, caller, postId, true);
      const result = await this.posts.recordShare(post.id, caller.id, this.clock.now());
      if (!result) throw CommunityError.postNotFound(postId);
      return result;
    });
  }
}

export function isModerator(role: Role): boolean {
  return role === Role.Admin || role === Role.Moderator;
}
