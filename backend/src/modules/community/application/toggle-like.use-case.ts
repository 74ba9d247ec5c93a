import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError } from '../domain/community.errors.js';
import { PostRepository } from './ports/post.repository.js';
import type { Caller } from './caller.js';
import { visiblePostFor } from './visible-post.js';

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
