import type { Page, PageRequest } from '../../../../shared/domain/page.js';

export interface CommentView {
  readonly id: string;
  readonly postId: string;
  readonly content: string;
  readonly createdAt: Date;
  readonly author: { readonly id: string; readonly firstName: string | null; readonly lastName: string | null };
}

/** Comments on posts; each add or delete keeps the post's commentCount exact. */
export abstract class CommentRepository {
  /** Null: the post does not exist (nothing written). */
  abstract add(id: string, postId: string, authorId: string, content: string, now: Date): Promise<CommentView | null>;
  /** Oldest first (a conversation reads down). */
  abstract listForPost(postId: string, page: PageRequest): Promise<Page<CommentView>>;
  /** Whose comment it is and under which post; null when there is no such comment. */
  abstract findOwnership(
    id: string,
  ): Promise<{ readonly id: string; readonly postId: string; readonly authorId: string } | null>;
  /** Deletes the comment and counts it out of its post; false when it was already gone. */
  abstract delete(id: string): Promise<boolean>;
}
