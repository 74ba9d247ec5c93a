import { CommunityError, postIdOrNotFound } from '../domain/community.errors.js';
import { PostRepository, type VisiblePost } from './ports/post.repository.js';
import type { Caller } from './caller.js';

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
