import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { PostDraft, PostStatus, PostTopic } from '../../domain/post.js';

/** A post as the feed shows it to one member. */
export interface PostView {
  readonly id: string;
  readonly content: string;
  readonly locationName: string | null;
  readonly image: { readonly id: string; readonly width: number; readonly height: number; readonly thumbnailWidth: number; readonly thumbnailHeight: number } | null;
  readonly likeCount: number;
  readonly commentCount: number;
  readonly shareCount: number;
  readonly createdAt: Date;
  readonly author: { readonly id: string; readonly firstName: string | null; readonly lastName: string | null };
  readonly likedByMe: boolean;
  readonly sharedByMe: boolean;
  /** Only the author ever sees a post that is not visible (under review, or removed with the moderator's reason). */
  readonly status: PostStatus;
  readonly removedReason: string | null;
}

export interface PostListQuery extends PageRequest {
  /** Case- and accent-insensitive text in the content or the location name. */
  readonly search?: string;
  readonly topic?: PostTopic;
  /** Whose likedByMe / sharedByMe the answer carries. */
  readonly viewerId: string;
}

/** The posts of the community, their likes and shares. */
export abstract class PostRepository {
  abstract add(id: string, authorId: string, draft: PostDraft, now: Date): Promise<void>;
  abstract findView(id: string, viewerId: string): Promise<PostView | null>;
  abstract findAuthorId(id: string): Promise<string | null>;
  /** Newest first: the visible posts, plus the viewer's own whatever their status. */
  abstract list(query: PostListQuery): Promise<Page<PostView>>;
  /** Deletes the post with its likes, comments, shares and photo. */
  abstract delete(id: string): Promise<void>;
  /**
   * Adds the member's like, or takes it back when there is one, and keeps likeCount equal to the number of likes;
   * safe under concurrent toggles (unique (post, member); count changed in the same transaction). Null: no such post.
   */
  abstract toggleLike(postId: string, userId: string, now: Date): Promise<{ liked: boolean; likeCount: number } | null>;
  /**
   * Hides a visible post from the feed (under review) once `threshold` different members have open reports on it.
   * Answers whether it did.
   */
  abstract hideWhenReportedBy(postId: string, threshold: number): Promise<boolean>;
  /** Counts one share per member per post. Null: no such post. */
  abstract recordShare(postId: string, userId: string, now: Date): Promise<{ counted: boolean; shareCount: number } | null>;
}
