import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { commentText } from '../domain/comment.js';
import { CommunityError, CommunityErrorCode, commentIdOrNotFound, postIdOrNotFound } from '../domain/community.errors.js';
import { CommentRepository, type CommentView } from './ports/comment.repository.js';
import { PostRepository } from './ports/post.repository.js';
import { isModerator, type Caller } from './posts.use-cases.js';

/** POST /api/posts/{id}/comments: any signed-in member who is not banned or suspended. */
export class AddCommentUseCase {
  constructor(
    private readonly comments: CommentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, postId: string, content: string): Promise<CommentView> {
    const text = commentText(content);
    return this.unitOfWork.run(async () => {
      const comment = await this.comments.add(this.newId(), postIdOrNotFound(postId), caller.id, text, this.clock.now());
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

  async execute(postId: string, page: PageRequest): Promise<Page<CommentView>> {
    if ((await this.posts.findAuthorId(postIdOrNotFound(postId))) === null) throw CommunityError.postNotFound(postId);
    return this.comments.listForPost(postId, page);
  }
}

/** DELETE /api/comments/{id}: the author, a moderator or an admin. */
export class DeleteCommentUseCase {
  constructor(
    private readonly comments: CommentRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: Caller, commentId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const authorId = await this.comments.findAuthorId(commentIdOrNotFound(commentId));
      if (authorId === null) throw CommunityError.commentNotFound(commentId);
      if (authorId !== caller.id && !isModerator(caller.role)) {
        throw new CommunityError(CommunityErrorCode.NotYourComment, 'Only the author or a moderator may delete this comment');
      }
      await this.comments.delete(commentId);
    });
  }
}
