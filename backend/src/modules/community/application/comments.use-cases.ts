import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { commentText } from '../domain/comment.js';
import { CommunityError, CommunityErrorCode, commentIdOrNotFound } from '../domain/community.errors.js';
import { CommentRepository, type CommentView } from './ports/comment.repository.js';
import { ContentModeration } from './ports/content-moderation.js';
import { PostRepository } from './ports/post.repository.js';
import { isModerator, visiblePostFor, type Caller } from './posts.use-cases.js';

/** POST /api/posts/{id}/comments: any signed-in member who is not banned or suspended. */
export class AddCommentUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly comments: CommentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, postId: string, content: string): Promise<CommentView> {
    const text = commentText(content);
    return this.unitOfWork.run(async () => {
      const post = await visiblePostFor(this.posts, caller, postId, true);
      const comment = await this.comments.add(this.newId(), post.id, caller.id, text, this.clock.now());
      if (!comment) throw CommunityError.postNotFound(postId);
      return comment;
    });
  }
}

/** GET /api/posts/{id}/comments: oldest first. */
export class ListCommentsQuery {
  constructor(
    private readonly posts: PostRepository,
    private readonly comments: CommentRepository,
  ) {}

  async execute(caller: Caller, postId: string, page: PageRequest): Promise<Page<CommentView>> {
    const post = await visiblePostFor(this.posts, caller, postId, false);
    return this.comments.listForPost(post.id, page);
  }
}

/**
 * DELETE /api/comments/{id}. Its author deletes it while they can see the post; anyone else's comment is a
 * moderation (ContentModeration: the one staff rule, one audit entry). A comment under a post the caller cannot
 * see is 404, as everything under that post.
 */
export class DeleteCommentUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly comments: CommentRepository,
    private readonly moderation: ContentModeration,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: Caller, commentId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const comment = await this.comments.findOwnership(commentIdOrNotFound(commentId));
      if (!comment) throw CommunityError.commentNotFound(commentId);
      if (comment.authorId !== caller.id && isModerator(caller.role)) {
        await this.moderation.removeComment(caller, comment.id);
        return;
      }
      // The post's lock first, then the comment: the order of every write under a post.
      await visiblePostFor(this.posts, caller, comment.postId, true).catch((error: unknown) => {
        throw error instanceof CommunityError ? CommunityError.commentNotFound(commentId) : error;
      });
      if (comment.authorId !== caller.id) {
        throw new CommunityError(
          CommunityErrorCode.NotYourComment,
          'Only the author or a moderator may delete this comment',
        );
      }
      if (!(await this.comments.delete(comment.id))) throw CommunityError.commentNotFound(commentId);
    });
  }
}
