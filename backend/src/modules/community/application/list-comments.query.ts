import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { CommentRepository, type CommentView } from './ports/comment.repository.js';
import { PostRepository } from './ports/post.repository.js';
import { visiblePostFor } from './visible-post.js';
import { type Caller } from './caller.js';

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
