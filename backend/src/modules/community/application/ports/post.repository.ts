import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Role } from '../../../../shared/domain/role.js';
import type { PostDraft, PostStatus, PostTopic } from '../../domain/post.js';
import type { TrustCutoffs } from '../../domain/report-trust.js';

/** A post as the feed shows it to one member. */
export interface PostView {
  readonly id: string;
  readonly content: string;
  readonly locationName: string | null;
  readonly image: {
    readonly id: string;
    readonly width: number;
    readonly height: number;
    readonly thumbnailWidth: number;
    readonly thumbnailHeight: number;
  } | null;
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

/** A post the caller may see (the feed's rule), as the use cases under it need it. */
export interface VisiblePost {
  readonly id: string;
  readonly authorId: string;
  readonly authorRole: Role;
  readonly status: PostStatus;
}

/** A post about to be deleted or removed, its row locked. */
export interface PostForRemoval {
  readonly id: string;
  readonly authorId: string;
  readonly status: PostStatus;
  /** Whether any report (open or resolved) names it: then it is kept, never deleted. */
  readonly reported: boolean;
}

/** The posts of the community, their likes and shares. */
export abstract class PostRepository {
  abstract add(id: string, authorId: string, draft: PostDraft, now: Date): Promise<void>;
  abstract findView(id: string, viewerId: string): Promise<PostView | null>;
  /**
   * THE way to a post under which something is read or written (issue 28.5): the post when `viewerId` may see it (the
   * feed's rule, community-sql.ts visibleToSql), else null. With `lock`, its row is locked for the write that follows.
   */
  abstract findVisible(viewerId: string, postId: string, lock: boolean): Promise<VisiblePost | null>;
  /** Locks a post that is not deleted, for its deletion or removal. */
  abstract lockForRemoval(postId: string): Promise<PostForRemoval | null>;
  /** Newest first: the visible posts, plus the viewer's own whatever their status. */
  abstract list(query: PostListQuery): Promise<Page<PostView>>;
  /**
   * The author deletes their post (locked by lockForRemoval): without reports, deleted with its likes, comments,
   * shares and photo; with reports, kept as 'deleted' (shown to nobody) and its open reports resolved as withdrawn.
   */
  abstract deleteOwn(id: string, authorId: string, now: Date): Promise<'deleted' | 'kept'>;
  /**
   * Adds the member's like, or takes it back when there is one, and keeps likeCount equal to the number of likes;
   * safe under concurrent toggles (unique (post, member); count changed in the same transaction). Null: no such post.
   */
  abstract toggleLike(postId: string, userId: string, now: Date): Promise<{ liked: boolean; likeCount: number } | null>;
  /**
   * Hides a visible post from the feed (under review) once `threshold` of its open reports come from reporters in
   * good standing, unless its author is staff (domain/report-trust.ts shouldHide), counted in one statement while
   * the caller holds the post's lock. Answers whether it did.
   */
  abstract hideWhenReportedBy(postId: string, threshold: number, cutoffs: TrustCutoffs): Promise<boolean>;
  /** Counts one share per member per post. Null: no such post. */
  abstract recordShare(
    postId: string,
    userId: string,
    now: Date,
  ): Promise<{ counted: boolean; shareCount: number } | null>;
}
