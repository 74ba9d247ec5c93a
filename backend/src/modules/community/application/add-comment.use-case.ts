import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { commentText } from '../domain/comment.js';
import { CommunityError } from '../domain/community.errors.js';
import { CommentRepository, type CommentView } from './ports/comment.repository.js';
import { PostRepository } from './ports/post.repository.js';
import { visiblePostFor } from './visible-post.js';
import { type Caller } from './caller.js';

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
