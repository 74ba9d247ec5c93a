import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { escapeLike, returnedRows } from '../../../shared/persistence/sql.js';
import { cappedTotal, countLimitOf, type Page } from '../../../shared/domain/page.js';
import { DELETED_BY_AUTHOR, TOPIC_KEYWORDS, type PostDraft, type PostStatus } from '../domain/post.js';
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
import {
  AUTHOR_COLUMNS_SQL,
  authorOf,
  LISTED_SQL,
  ownUnlistedSql,
  visibleToSql,
  type AuthorColumns,
} from './community-sql.js';
import { mergeFeedPage, type FeedPlace } from './feed-merge.js';

const POST_COLUMNS_SQL = `
  p.id, p.content, p.location_name AS "locationName", p.like_count AS "likeCount", p.comment_count AS "commentCount",
  p.share_count AS "shareCount", p.created_at AS "createdAt", p.status, p.removed_reason AS "removedReason",
  i.id AS "imageId", i.width AS "imageWidth", i.height AS "imageHeight",
  i.thumbnail_width AS "thumbnailWidth", i.thumbnail_height AS "thumbnailHeight",
  ${AUTHOR_COLUMNS_SQL}`;

/** $1 is the viewer. */
const VIEWER_COLUMNS_SQL = `
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "likedByMe",
  EXISTS (SELECT 1 FROM post_shares s WHERE s.post_id = p.id AND s.user_id = $1) AS "sharedByMe"`;

/** A post's place in the feed (feed-merge.ts): created_at in microseconds since 1970, zero-padded to 20 digits. */
const SORT_KEY_SQL = `lpad((extract(epoch FROM p.created_at) * 1000000)::bigint::text, 20, '0') AS "sortKey"`;

/** $1 is the viewer. */
const VISIBLE_TO_VIEWER_SQL = visibleToSql('$1');

const FROM_SQL = `FROM posts p JOIN users u ON u.id = p.author_id LEFT JOIN community_images i ON i.id = p.image_id`;

interface PostRow extends AuthorColumns {
  id: string;
  content: string;
  locationName: string | null;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: Date;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  likedByMe: boolean;
  sharedByMe: boolean;
  status: PostStatus;
  removedReason: string | null;
  sortKey: string;
}

function toView(row: PostRow): PostView {
  return {
    id: row.id,
    content: row.content,
    locationName: row.locationName,
    image:
      row.imageId === null
        ? null
        : {
            id: row.imageId,
            width: row.imageWidth as number,
            height: row.imageHeight as number,
            thumbnailWidth: row.thumbnailWidth as number,
            thumbnailHeight: row.thumbnailHeight as number,
          },
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    shareCount: row.shareCount,
    createdAt: row.createdAt,
    author: authorOf(row),
    likedByMe: row.likedByMe,
    sharedByMe: row.sharedByMe,
    status: row.status,
    removedReason: row.removedReason,
  };
}

/** LIKE pattern of a search text (its %, _ and \\ taken literally), lower-cased and unaccented by the database. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The conditions of the feed's search and topic tab, their values appended to `params`. */
function filterSql(query: Pick<PostListQuery, 'search' | 'topic'>, params: unknown[]): string[] {
  const where: string[] = [];
  if (query.search !== undefined) {
    params.push(containsPattern(query.search));
    where.push(`p.search_text LIKE lower(f_unaccent($${params.length}::text))`);
  }
  if (query.topic !== undefined) {
    params.push(TOPIC_KEYWORDS[query.topic].map((word) => word.toLowerCase()).join(' | '));
    where.push(`p.search_words @@ to_tsquery('simple'::regconfig, $${params.length})`);
  }
  return where;
}

/** A feed page's query without a viewer: the visible posts alone, the same for every member. */
export type SharedFeedQuery = Omit<PostListQuery, 'viewerId'> & { readonly viewerId?: undefined };

/**
 * The SQL of one page of the feed and of its capped total (exported for the EXPLAIN test and the benchmark's floor).
 * With a viewer ($1): a member's feed in one statement, the visible posts and the viewer's own whatever their status,
 * with their likedByMe and sharedByMe. Without one: the visible posts alone, the part of every member's feed that is
 * the same for all (kept by list()). The page is a deferred join: the inner query walks posts_created_at_id_idx newest
 * first and keeps the page's ids, and only those rows are joined with their author, photo and the viewer's like and
 * share (so a deep page skips index entries, not joined rows). The count reads at most countLimitOf(page) + 1 posts.
 */
export function postListSql(query: PostListQuery | SharedFeedQuery): {
  sql: string;
  countSql: string;
  params: unknown[];
  countParams: unknown[];
} {
  const viewer = query.viewerId !== undefined;
  const params: unknown[] = viewer ? [query.viewerId] : [];
  // Hidden and removed posts stay in their author's feed only.
  const where = [viewer ? VISIBLE_TO_VIEWER_SQL : LISTED_SQL, ...filterSql(query, params)];
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const countParams = [...params, countLimitOf(query) + 1];
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM posts p ${whereSql} LIMIT $${countParams.length}) matched`;
  params.push(query.limit, query.offset);
  const pageIdsSql =
    `SELECT p.id, p.created_at FROM posts p ${whereSql} ORDER BY p.created_at DESC, p.id DESC ` +
    `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const viewerColumns = viewer ? VIEWER_COLUMNS_SQL : `false AS "likedByMe", false AS "sharedByMe"`;
  const sql =
    `SELECT ${POST_COLUMNS_SQL}, ${SORT_KEY_SQL}, ${viewerColumns} FROM (${pageIdsSql}) page JOIN posts p ON p.id = page.id ` +
    `JOIN users u ON u.id = p.author_id LEFT JOIN community_images i ON i.id = p.image_id ` +
    `ORDER BY page.created_at DESC, page.id DESC`;
  return { sql, countSql, params, countParams };
}

/**
 * The kept slice of visible posts starts this many posts before the page (or at the top): room for as many of the
 * member's unlisted posts before it (feed-merge.ts). With more there, the page is read in one statement.
 */
export const SLICE_LEAD = 20;

/**
 * A member's own part of a feed page, in one statement (exported for the EXPLAIN test), through
 * posts_unlisted_author_idx and the likes' and shares' keys: how many of their unlisted posts that match the filters
 * (under review or removed) come before the kept slice's first post (none for a slice from the top, without
 * `slice.first`; counted to SLICE_LEAD + 1), the first `fetch` of those after it (and before the last post of a full
 * slice, `slice.last`), newest first, as JSON, how many there are in all (capped as the feed's count), and which of
 * those and of the kept posts `keptIds` they like and share.
 */
export function feedMarksSql(
  query: PostListQuery,
  keptIds: readonly string[],
  slice: { readonly first?: FeedPlace; readonly last?: FeedPlace },
  fetch: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.viewerId, keptIds, fetch, countLimitOf(query) + 1];
  const mine = [ownUnlistedSql('$1'), ...filterSql(query, params)].join(' AND ');
  const placeOf = (post: FeedPlace) => {
    params.push(post.sortKey, post.id);
    return `('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::uuid)`;
  };
  let newerSql = '0';
  let withinSql = '';
  if (slice.first) {
    const first = placeOf(slice.first);
    newerSql = `(SELECT count(*)::int FROM (SELECT 1 FROM posts p WHERE ${mine} AND (p.created_at, p.id) > ${first} LIMIT ${SLICE_LEAD + 1}) newer)`;
    withinSql += ` AND (p.created_at, p.id) < ${first}`;
  }
  // Past a full slice's last post, an unlisted post could only come after the page.
  if (slice.last) withinSql += ` AND (p.created_at, p.id) > ${placeOf(slice.last)}`;
  const sql =
    `WITH unlisted AS (SELECT ${POST_COLUMNS_SQL}, ${SORT_KEY_SQL} ${FROM_SQL} WHERE ${mine}${withinSql} ` +
    `ORDER BY p.created_at DESC, p.id DESC LIMIT $3), ` +
    `reachable AS (SELECT unnest($2::uuid[]) AS id UNION ALL SELECT id FROM unlisted) ` +
    `SELECT ${newerSql} AS newer, ` +
    `(SELECT count(*)::int FROM (SELECT 1 FROM posts p WHERE ${mine} LIMIT $4) matched) AS counted, ` +
    `(SELECT json_agg(unlisted ORDER BY "sortKey" DESC, id DESC) FROM unlisted) AS unlisted, ` +
    `ARRAY(SELECT l.post_id::text FROM post_likes l WHERE l.post_id = ANY (ARRAY(SELECT id FROM reachable)) AND l.user_id = $1) AS liked, ` +
    `ARRAY(SELECT s.post_id::text FROM post_shares s WHERE s.post_id = ANY (ARRAY(SELECT id FROM reachable)) AND s.user_id = $1) AS shared`;
  return { sql, params };
}

/** The visible posts of a slice of the feed and their capped count, as kept for every member. */
interface SharedSlice {
  readonly rows: readonly PostRow[];
  readonly counted: number;
}

/** The answer of feedMarksSql (a post row in JSON has its createdAt as text, and no likedByMe or sharedByMe). */
interface MarksRow {
  newer: number;
  counted: number;
  unlisted: (Omit<PostRow, 'createdAt' | 'likedByMe' | 'sharedByMe'> & { createdAt: string })[] | null;
  liked: string[];
  shared: string[];
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
    await this.db.manager.query(
      `INSERT INTO posts (id, author_id, content, location_name, image_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, authorId, draft.content, draft.locationName, draft.imageId, now],
    );
  }

  override async findView(id: string, viewerId: string): Promise<PostView | null> {
    const rows: PostRow[] = await this.db.manager.query(
      `SELECT ${POST_COLUMNS_SQL}, ${VIEWER_COLUMNS_SQL} ${FROM_SQL} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER_SQL}`,
      [viewerId, id],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  override async findVisible(viewerId: string, postId: string, lock: boolean): Promise<VisiblePost | null> {
    // A write under the post locks its row first (FOR NO KEY UPDATE, as its count update would): a removal or a
    // deletion in progress is waited for, and then the post is not found.
    const rows: VisiblePost[] = await this.db.manager.query(
      `SELECT p.id, p.author_id AS "authorId", u.role AS "authorRole", p.status FROM posts p JOIN users u ON u.id = p.author_id
       WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER_SQL}${lock ? ' FOR NO KEY UPDATE OF p' : ''}`,
      [viewerId, postId],
    );
    return rows[0] ?? null;
  }

  override async lockForRemoval(postId: string): Promise<PostForRemoval | null> {
    const rows: PostForRemoval[] = await this.db.manager.query(
      `SELECT p.id, p.author_id AS "authorId", p.status,
              EXISTS (SELECT 1 FROM post_reports r WHERE r.post_id = p.id) AS reported
       FROM posts p WHERE p.id = $1 AND p.status <> 'deleted' FOR UPDATE OF p`,
      [postId],
    );
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
      manager.query(sql, params) as Promise<PostRow[]>,
      manager.query(countSql, countParams) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toView), ...cappedTotal(counted[0]?.total ?? 0, query) };
  }

  override async deleteOwn(id: string, authorId: string, now: Date): Promise<'deleted' | 'kept'> {
    const manager = this.db.manager;
    // Reports are never deleted (their foreign key restricts): a reported post is kept, shown to nobody, its open
    // reports resolved as withdrawn by the author. The row is locked (lockForRemoval), so no report comes in between.
    const kept = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE posts SET status = 'deleted', removed_reason = $3, removed_by = $2, removed_at = $4
         WHERE id = $1 AND EXISTS (SELECT 1 FROM post_reports WHERE post_id = $1) RETURNING id`,
        [id, authorId, DELETED_BY_AUTHOR, now],
      ),
    );
    if (kept.length > 0) {
      await manager.query(
        // The reports are locked in the order moderation locks them (created_at, id), never in the order a scan meets
        // them: a moderator suspending this author at the same moment locks these same rows.
        `UPDATE post_reports SET status = 'resolved', outcome = 'withdrawn', action_taken = $2, resolved_by = $3, resolved_at = $4
         WHERE id IN (SELECT id FROM post_reports WHERE post_id = $1 AND status <> 'resolved' ORDER BY created_at, id FOR UPDATE)`,
        [id, DELETED_BY_AUTHOR, authorId, now],
      );
      return 'kept';
    }
    const rows = returnedRows<{ imageId: string | null }>(
      await manager.query(`DELETE FROM posts WHERE id = $1 RETURNING image_id AS "imageId"`, [id]),
    );
    const imageId = rows[0]?.imageId;
    if (imageId) await manager.query(`DELETE FROM community_images WHERE id = $1`, [imageId]);
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
    const locked: { id: string }[] = await manager.query(`SELECT id FROM posts WHERE id = $1 FOR NO KEY UPDATE`, [
      postId,
    ]);
    if (locked.length === 0) return null;
    const removed = returnedRows<{ userId: string }>(
      await manager.query(`DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING user_id AS "userId"`, [
        postId,
        userId,
      ]),
    );
    const liked = removed.length === 0;
    if (liked) {
      await manager.query(`INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)`, [
        postId,
        userId,
        now,
      ]);
    }
    const updated = returnedRows<{ likeCount: number }>(
      await manager.query(
        `UPDATE posts SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS "likeCount"`,
        [postId, liked ? 1 : -1],
      ),
    );
    return { liked, likeCount: updated[0].likeCount };
  }

  /**
   * domain/report-trust.ts's shouldHide in one statement: the post is hidden when its author is not staff and at least
   * `threshold` of its open reports come from reporters in good standing (isInGoodStanding: an account created by
   * $3, or a report of theirs ever upheld, or a visible post of theirs; and not $5+ dismissed reports since $4 with
   * more dismissed than upheld ones). The caller holds the post's row lock (findVisible), so concurrent reports of
   * one post are counted one after the other and the post is hidden once.
   */
  override async hideWhenReportedBy(postId: string, threshold: number, cutoffs: TrustCutoffs): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(
        `UPDATE posts p SET status = 'under_review' WHERE p.id = $1 AND p.status = 'visible'
           AND NOT EXISTS (SELECT 1 FROM users a WHERE a.id = p.author_id AND a.role = ANY ($6::text[]))
           AND (SELECT count(*) FROM post_reports r JOIN users u ON u.id = r.reporter_id
                CROSS JOIN LATERAL (
                  SELECT count(*) FILTER (WHERE h.outcome = 'upheld') AS upheld,
                         count(*) FILTER (WHERE h.outcome = 'upheld' AND h.resolved_at > $4) AS upheld_recently,
                         count(*) FILTER (WHERE h.outcome = 'dismissed' AND h.resolved_at > $4) AS dismissed_recently
                  FROM post_reports h WHERE h.reporter_id = r.reporter_id AND h.outcome IS NOT NULL) past
                WHERE r.post_id = $1 AND r.status <> 'resolved'
                  AND (u.created_at <= $3 OR past.upheld > 0
                       OR EXISTS (SELECT 1 FROM posts mine WHERE mine.author_id = u.id AND mine.status = 'visible'))
                  AND NOT (past.dismissed_recently >= $5 AND past.dismissed_recently > past.upheld_recently)) >= $2
         RETURNING p.id`,
        [postId, threshold, cutoffs.trustedIfCreatedBy, cutoffs.recentSince, cutoffs.distrustMinDismissed, STAFF],
      ),
    );
    return rows.length > 0;
  }

  override async recordShare(
    postId: string,
    userId: string,
    now: Date,
  ): Promise<{ counted: boolean; shareCount: number } | null> {
    const manager = this.db.manager;
    const inserted = returnedRows<{ postId: string }>(
      await manager.query(
        `INSERT INTO post_shares (post_id, user_id, created_at) SELECT id, $2, $3 FROM posts WHERE id = $1
         ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id AS "postId"`,
        [postId, userId, now],
      ),
    );
    const counted = inserted.length > 0;
    const rows = returnedRows<{ shareCount: number }>(
      await manager.query(
        counted
          ? `UPDATE posts SET share_count = share_count + 1 WHERE id = $1 RETURNING share_count AS "shareCount"`
          : `SELECT share_count AS "shareCount" FROM posts WHERE id = $1`,
        [postId],
      ),
    );
    return rows[0] ? { counted, shareCount: rows[0].shareCount } : null;
  }
}
