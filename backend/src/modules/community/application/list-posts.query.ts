import type { Page } from '../../../shared/domain/page.js';
import { type PostTopic } from '../domain/post.js';
import { PostRepository, type PostView } from './ports/post.repository.js';
import type { Caller } from './caller.js';

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
