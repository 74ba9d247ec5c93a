import { escapeLike } from '../../../shared/persistence/sql.js';
import { countLimitOf } from '../../../shared/domain/page.js';
import { TOPIC_KEYWORDS } from '../domain/post.js';
import type { PostListQuery } from '../application/ports/post.repository.js';
import { AUTHOR_COLUMNS_SQL, LISTED_SQL, ownUnlistedSql, visibleToSql } from './community-sql.js';
import type { FeedPlace } from './feed-merge.js';
import type { PostRow } from './post-row.js';

/*
 * The SQL of TypeOrmPostRepository: the statements it runs, and the builders of a feed page's statements. Values are
 * always $n parameters (sql-interpolation.spec.ts); only these constants and placeholders are interpolated.
 */

export const POST_COLUMNS_SQL = `
  p.id, p.content, p.location_name AS "locationName", p.like_count AS "likeCount", p.comment_count AS "commentCount",
  p.share_count AS "shareCount", p.created_at AS "createdAt", p.status, p.removed_reason AS "removedReason",
  i.id AS "imageId", i.width AS "imageWidth", i.height AS "imageHeight",
  i.thumbnail_width AS "thumbnailWidth", i.thumbnail_height AS "thumbnailHeight",
  ${AUTHOR_COLUMNS_SQL}`;

/** $1 is the viewer. */
export const VIEWER_COLUMNS_SQL = `
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "likedByMe",
  EXISTS (SELECT 1 FROM post_shares s WHERE s.post_id = p.id AND s.user_id = $1) AS "sharedByMe"`;

/** A post's place in the feed (feed-merge.ts): created_at in microseconds since 1970, zero-padded to 20 digits. */
const SORT_KEY_SQL = `lpad((extract(epoch FROM p.created_at) * 1000000)::bigint::text, 20, '0') AS "sortKey"`;

/** $1 is the viewer. */
export const VISIBLE_TO_VIEWER_SQL = visibleToSql('$1');

export const FROM_SQL = `FROM posts p JOIN users u ON u.id = p.author_id LEFT JOIN community_images i ON i.id = p.image_id`;

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

/** The answer of feedMarksSql (a post row in JSON has its createdAt as text, and no likedByMe or sharedByMe). */
export interface MarksRow {
  newer: number;
  counted: number;
  unlisted: (Omit<PostRow, 'createdAt' | 'likedByMe' | 'sharedByMe'> & { createdAt: string })[] | null;
  liked: string[];
  shared: string[];
}

/** add: $1 the id, $2 the author, $3 the content, $4 the place, $5 the photo, $6 the time. */
export const INSERT_POST_SQL = `INSERT INTO posts (id, author_id, content, location_name, image_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`;

/** findView: the post $2 as the viewer $1 sees it, if they may. */
export const POST_VIEW_SQL = `SELECT ${POST_COLUMNS_SQL}, ${VIEWER_COLUMNS_SQL} ${FROM_SQL} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER_SQL}`;

/** findVisible: the post $2 when the viewer $1 may see it, with its author's id and role. */
export const VISIBLE_POST_SQL = `SELECT p.id, p.author_id AS "authorId", u.role AS "authorRole", p.status FROM posts p JOIN users u ON u.id = p.author_id
       WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER_SQL}`;

/** VISIBLE_POST_SQL for a write under the post: its row locked as its count update would lock it. */
export const VISIBLE_POST_FOR_WRITE_SQL = `${VISIBLE_POST_SQL} FOR NO KEY UPDATE OF p`;

/** lockForRemoval: the post $1 unless deleted, its row locked, and whether it was ever reported. */
export const LOCK_FOR_REMOVAL_SQL = `SELECT p.id, p.author_id AS "authorId", p.status,
              EXISTS (SELECT 1 FROM post_reports r WHERE r.post_id = p.id) AS reported
       FROM posts p WHERE p.id = $1 AND p.status <> 'deleted' FOR UPDATE OF p`;

/** deleteOwn: a reported post $1 is kept as deleted by its author $2 ($3 the reason, $4 the time); none else. */
export const KEEP_REPORTED_POST_SQL = `UPDATE posts SET status = 'deleted', removed_reason = $3, removed_by = $2, removed_at = $4
         WHERE id = $1 AND EXISTS (SELECT 1 FROM post_reports WHERE post_id = $1) RETURNING id`;

/**
 * deleteOwn: the open reports of the post $1 resolved as withdrawn ($2 the action, $3 the author, $4 the time). The
 * reports are locked in the order moderation locks them (created_at, id), never in the order a scan meets them: a
 * moderator suspending this author at the same moment locks these same rows.
 */
export const WITHDRAW_REPORTS_SQL = `UPDATE post_reports SET status = 'resolved', outcome = 'withdrawn', action_taken = $2, resolved_by = $3, resolved_at = $4
         WHERE id IN (SELECT id FROM post_reports WHERE post_id = $1 AND status <> 'resolved' ORDER BY created_at, id FOR UPDATE)`;

export const DELETE_POST_SQL = `DELETE FROM posts WHERE id = $1 RETURNING image_id AS "imageId"`;

export const DELETE_IMAGE_SQL = `DELETE FROM community_images WHERE id = $1`;

/** toggleLike: the post's row locked first, the same lock strength as VISIBLE_POST_FOR_WRITE_SQL's. */
export const LOCK_POST_SQL = `SELECT id FROM posts WHERE id = $1 FOR NO KEY UPDATE`;

export const UNLIKE_SQL = `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING user_id AS "userId"`;

export const LIKE_SQL = `INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)`;

/** $2 is +1 or -1. */
export const ADD_TO_LIKE_COUNT_SQL = `UPDATE posts SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS "likeCount"`;

/**
 * hideWhenReportedBy (domain/report-trust.ts's shouldHide): the post $1 is hidden when its author is not staff ($6)
 * and at least $2 of its open reports come from reporters in good standing (isInGoodStanding: an account created by
 * $3, or a report of theirs ever upheld, or a visible post of theirs; and not $5+ dismissed reports since $4 with more
 * dismissed than upheld ones).
 */
export const HIDE_WHEN_REPORTED_SQL = `UPDATE posts p SET status = 'under_review' WHERE p.id = $1 AND p.status = 'visible'
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
         RETURNING p.id`;

/** recordShare: one share of the post $1 by $2 at $3, none when they shared it before (or there is no such post). */
export const INSERT_SHARE_SQL = `INSERT INTO post_shares (post_id, user_id, created_at) SELECT id, $2, $3 FROM posts WHERE id = $1
         ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id AS "postId"`;

export const COUNT_SHARE_SQL = `UPDATE posts SET share_count = share_count + 1 WHERE id = $1 RETURNING share_count AS "shareCount"`;

export const SHARE_COUNT_SQL = `SELECT share_count AS "shareCount" FROM posts WHERE id = $1`;
