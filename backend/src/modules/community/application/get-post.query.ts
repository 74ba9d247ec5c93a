import { CommunityError, postIdOrNotFound } from '../domain/community.errors.js';
import { PostRepository, type PostView } from './ports/post.repository.js';
import type { Caller } from './caller.js';

/** GET /api/posts/{id} */
export class GetPostQuery {
  constructor(private readonly posts: PostRepository) {}

  async execute(caller: Caller, postId: string): Promise<PostView> {
    const post = await this.posts.findView(postIdOrNotFound(postId), caller.id);
    if (!post) throw CommunityError.postNotFound(postId);
    return post;
  }
}
