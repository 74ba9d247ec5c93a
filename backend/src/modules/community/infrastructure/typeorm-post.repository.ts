import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { returnedRows } from '../../../shared/persistence/sql.js';
import { cappedTotal, type Page } from '../../../shared/domain/page.js';
import { DELETED_BY_AUTHOR, type PostDraft } from '../domain/post.js';
import {
  PostRepository,
  type PostForRemoval,
  type PostListQuery,
  type PostView,
  type VisiblePost,
} from '../application/ports/post.repository.js';
import type { TrustCutoffs } from '../domain/report-trust.js';
import { STAFF } from '../../../shared/domain/role.js';
import { CacheVersions } from '../../../shared/persistence/cache-versions.js';
import { KeptReads } from '../../../shared/persistence/kept-reads.js';
import { mergeFeedPage } from './feed-merge.js';
import { toView, type PostRow } from './post-row.js';
import {
  ADD_TO_LIKE_COUNT_SQL,
  COUNT_SHARE_SQL,
  DELETE_IMAGE_SQL,
  DELETE_POST_SQL,
  feedMarksSql,
  HIDE_WHEN_REPORTED_SQL,
  INSERT_POST_SQL,
  INSERT_SHARE_SQL,
  KEEP_REPORTED_POST_SQL,
  LIKE_SQL,
  LOCK_FOR_REMOVAL_SQL,
  LOCK_POST_SQL,
  POST_VIEW_SQL,
  postListSql,
  SHARE_COUNT_SQL,
  SLICE_LEAD,
  UNLIKE_SQL,
  VISIBLE_POST_FOR_WRITE_SQL,
  VISIBLE_POST_SQL,
  WITHDRAW_REPORTS_SQL,
  type MarksRow,
  type SharedFeedQuery,
} from './post-sql.js';

/** The visible posts of a slice of the feed and their capped count, as kept for every member. */
interface SharedSlice {
  readonly rows: readonly PostRow[];
  readonly counted: number;
}

/** How many slices of the feed (per search, tab and page) each process keeps. */
const SHARED_SLICES_KEPT = 200;

@Injectable()
export class TypeOrmPostRepository extends PostRepository {
  private readonly sharedSlices: KeptReads<SharedSlice>;

  constructor(
    private readonly db: TypeOrmUnitOfWork,
    versions: CacheVersions,
  ) {
    super();
    this.sharedSlices = new KeptReads(() => versions.current(['posts']), SHARED_SLICES_KEPT);
  }

  override async add(id: string, authorId: string, draft: PostDraft, now: Date): Promise<void> {
    await this.db.manager.query(INSERT_POST_SQL, [id, authorId, draft.content, draft.locationName, draft.imageId, now]);
  }

  override async findView(id: string, viewerId: string): Promise<PostView | null> {
    const rows = await this.db.manager.query<PostRow[]>(POST_VIEW_SQL, [viewerId, id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  override async findVisible(viewerId: string, postId: string, lock: boolean): Promise<VisiblePost | null> {
    // A write under the post locks its row first (FOR NO KEY UPDATE, as its count update would): a removal or a
    // deletion in progress is waited for, and then the post is not found.
    const rows = await this.db.manager.query<VisiblePost[]>(lock ? VISIBLE_POST_FOR_WRITE_SQL : VISIBLE_POST_SQL, [
      viewerId,
      postId,
    ]);
    return rows[0] ?? null;
  }

  override async lockForRemoval(postId: string): Promise<PostForRemoval | null> {
    const rows = await this.db.manager.query<PostForRemoval[]>(LOCK_FOR_REMOVAL_SQL, [postId]);
    return rows[0] ?? null;
  }

  /**
   * A member's feed page (issue 13.3): the visible posts of the page are the same for every member, so they are kept
   * until the next write to posts (KeptReads, with their count), and per request one statement reads what is the
   * member's own (feedMarksSql: their unlisted posts and their likes and shares), merged in by time (feed-merge.ts).
   * The kept slice starts SLICE_LEAD posts before the page; a member with more unlisted posts there than that, or a
   * page past the visible posts, is answered by the one statement of the whole page.
   */
  override async list(query: PostListQuery): Promise<Page<PostView>> {
    const start = Math.max(0, query.offset - SLICE_LEAD);
    const end = query.offset + query.limit;
    const slice = await this.sharedSlices.get(
      JSON.stringify([query.search ?? null, query.topic ?? null, start, end]),
      () => this.sharedSlice({ search: query.search, topic: query.topic, offset: start, limit: end - start }),
    );
    const anchor = start > 0 ? slice.rows[0] : undefined;
    if (start > 0 && !anchor) return this.listInOneStatement(query);
    const full = slice.rows.length === end - start;
    const marks = feedMarksSql(
      query,
      slice.rows.map((row) => row.id),
      { first: anchor, last: full ? slice.rows.at(-1) : undefined },
      end - start,
    );
    const [mine] = await this.db.preparedRows<MarksRow>(marks.sql, marks.params);
    const first = anchor ? start + mine.newer : 0;
    if (first > query.offset) return this.listInOneStatement(query);
    const unlisted = (mine.unlisted ?? []).map((row): PostRow => ({
      ...row,
      createdAt: new Date(row.createdAt),
      likedByMe: false,
      sharedByMe: false,
    }));
    const liked = new Set(mine.liked);
    const shared = new Set(mine.shared);
    // A post unlisted since the slice was kept (the write's notification on its way) is shown as it is now, once.
    const unlistedIds = new Set(unlisted.map((row) => row.id));
    const visible = unlistedIds.size === 0 ? slice.rows : slice.rows.filter((row) => !unlistedIds.has(row.id));
    return {
      items: mergeFeedPage(visible, first, unlisted, query).map((row) =>
        toView({ ...row, likedByMe: liked.has(row.id), sharedByMe: shared.has(row.id) }),
      ),
      ...cappedTotal(slice.counted + mine.counted, query),
    };
  }

  private async sharedSlice(query: SharedFeedQuery): Promise<SharedSlice> {
    const { sql, countSql, params, countParams } = postListSql(query);
    // Committed rows only (kept for everyone): never the transaction of the request that asked first.
    const [rows, counted] = await Promise.all([
      this.db.autoCommitRows<PostRow>(sql, params),
      this.db.autoCommitRows<{ total: number }>(countSql, countParams),
    ]);
    return { rows, counted: counted[0]?.total ?? 0 };
  }

  private async listInOneStatement(query: PostListQuery): Promise<Page<PostView>> {
    const { sql, countSql, params, countParams } = postListSql(query);
    const manager = this.db.manager;
    const [rows, counted] = await Promise.all([
      manager.query<PostRow[]>(sql, params),
      manager.query<{ total: number }[]>(countSql, countParams),
    ]);
    return { items: rows.map(toView), ...cappedTotal(counted[0]?.total ?? 0, query) };
  }

  override async deleteOwn(id: string, authorId: string, now: Date): Promise<'deleted' | 'kept'> {
    const manager = this.db.manager;
    // Reports are never deleted (their foreign key restricts): a reported post is kept, shown to nobody, its open
    // reports resolved as withdrawn by the author. The row is locked (lockForRemoval), so no report comes in between.
    const kept = returnedRows<{ id: string }>(
      await manager.query(KEEP_REPORTED_POST_SQL, [id, authorId, DELETED_BY_AUTHOR, now]),
    );
    if (kept.length > 0) {
      // In the order moderation locks reports (WITHDRAW_REPORTS_SQL).
      await manager.query(WITHDRAW_REPORTS_SQL, [id, DELETED_BY_AUTHOR, authorId, now]);
      return 'kept';
    }
    const rows = returnedRows<{ imageId: string | null }>(await manager.query(DELETE_POST_SQL, [id]));
    const imageId = rows[0]?.imageId;
    if (imageId) await manager.query(DELETE_IMAGE_SQL, [imageId]);
    return 'deleted';
  }

  override async toggleLike(
    postId: string,
    userId: string,
    now: Date,
  ): Promise<{ liked: boolean; likeCount: number } | null> {
    const manager = this.db.manager;
    // Lock the post row first: concurrent toggles of one post queue here, so the count and the likes move together
    // (the same lock strength as findVisible's, which the use case took before).
    const locked = await manager.query<{ id: string }[]>(LOCK_POST_SQL, [postId]);
    if (locked.length === 0) return null;
    const removed = returnedRows<{ userId: string }>(await manager.query(UNLIKE_SQL, [postId, userId]));
    const liked = removed.length === 0;
    if (liked) {
      await manager.query(LIKE_SQL, [postId, userId, now]);
    }
    const updated = returnedRows<{ likeCount: number }>(
      await manager.query(ADD_TO_LIKE_COUNT_SQL, [postId, liked ? 1 : -1]),
    );
    return { liked, likeCount: updated[0].likeCount };
  }

  /**
   * domain/report-trust.ts's shouldHide in one statement (HIDE_WHEN_REPORTED_SQL). The caller holds the post's row lock
   * (findVisible), so concurrent reports of one post are counted one after the other and the post is hidden once.
   */
  override async hideWhenReportedBy(postId: string, threshold: number, cutoffs: TrustCutoffs): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(HIDE_WHEN_REPORTED_SQL, [
        postId,
        threshold,
        cutoffs.trustedIfCreatedBy,
        cutoffs.recentSince,
        cutoffs.distrustMinDismissed,
        STAFF,
      ]),
    );
    return rows.length > 0;
  }

  override async recordShare(
    postId: string,
    userId: string,
    now: Date,
  ): Promise<{ counted: boolean; shareCount: number } | null> {
    const manager = this.db.manager;
    const inserted = returnedRows<{ postId: string }>(await manager.query(INSERT_SHARE_SQL, [postId, userId, now]));
    const counted = inserted.length > 0;
    const rows = returnedRows<{ shareCount: number }>(
      await manager.query(counted ? COUNT_SHARE_SQL : SHARE_COUNT_SQL, [postId]),
    );
    return rows[0] ? { counted, shareCount: rows[0].shareCount } : null;
  }
}
