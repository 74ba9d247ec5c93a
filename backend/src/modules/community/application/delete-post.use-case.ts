import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError, CommunityErrorCode, postIdOrNotFound } from '../domain/community.errors.js';
import { PostStatus } from '../domain/post.js';
import { ContentModeration } from './ports/content-moderation.js';
import { PostRepository } from './ports/post.repository.js';
import { isModerator, type Caller } from './caller.js';

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
