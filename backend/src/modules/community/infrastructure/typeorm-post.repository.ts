import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { escapeLike, returnedRows } from '../../../shared/persistence/sql.js';
import { cappedTotal, countLimitOf, type Page } from '../../../shared/domain/page.js';
import { TOPIC_KEYWORDS, type PostDraft, type PostStatus } from '../domain/post.js';
import { PostRepository, type PostListQuery, type PostView } from '../application/ports/post.repository.js';
import { AUTHOR_COLUMNS_SQL, authorOf, type AuthorColumns } from './community-sql.js';

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

/** $1 is the viewer. */
const VISIBLE_TO_VIEWER_SQL = `(p.status = 'visible' OR p.author_id = $1)`;

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

/** LIKE pattern of a search text (its %, _ and \ taken literally), lower-cased and unaccented by the database. */
function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * The SQL of one page of the feed and of its capped total (exported for the EXPLAIN test and the benchmark). $1 is
 * always the viewer. The page is a deferred join: the inner query walks posts_created_at_id_idx newest first and
 * keeps the page's ids, and only those rows are joined with their author, photo and the viewer's like and share
 * (so a deep page skips index entries, not joined rows). The count reads at most countLimitOf(page) + 1 posts.
 */
export function postListSql(query: PostListQuery): { sql: string; countSql: string; params: unknown[]; countParams: unknown[] } {
  const params: unknown[] = [query.viewerId];
  // Hidden and removed posts stay in their author's feed only.
  const where: string[] = [VISIBLE_TO_VIEWER_SQL];
  if (query.search !== undefined) {
    params.push(containsPattern(query.search));
    where.push(`p.search_text LIKE lower(f_unaccent($${params.length}::text))`);
  }
  if (query.topic !== undefined) {
    params.push(TOPIC_KEYWORDS[query.topic].map((word) => word.toLowerCase()).join(' | '));
    where.push(`p.search_words @@ to_tsquery('simple'::regconfig, $${params.length})`);
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const countParams = [...params, countLimitOf(query) + 1];
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM posts p ${whereSql} LIMIT $${countParams.length}) matched`;
  params.push(query.limit, query.offset);
  const pageIdsSql =
    `SELECT p.id, p.created_at FROM posts p ${whereSql} ORDER BY p.created_at DESC, p.id DESC ` +
    `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const sql =
    `SELECT ${POST_COLUMNS_SQL}, ${VIEWER_COLUMNS_SQL} FROM (${pageIdsSql}) page JOIN posts p ON p.id = page.id ` +
    `JOIN users u ON u.id = p.author_id LEFT JOIN community_images i ON i.id = p.image_id ` +
    `ORDER BY page.created_at DESC, page.id DESC`;
  return { sql, countSql, params, countParams };
}

@Injectable()
export class TypeOrmPostRepository extends PostRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
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

  override async findAuthorId(id: string): Promise<string | null> {
    const rows: { authorId: string }[] = await this.db.manager.query(
      `SELECT author_id AS "authorId" FROM posts WHERE id = $1`,
      [id],
    );
    return rows[0]?.authorId ?? null;
  }

  override async list(query: PostListQuery): Promise<Page<PostView>> {
    const { sql, countSql, params, countParams } = postListSql(query);
    const manager = this.db.manager;
    const [rows, counted] = await Promise.all([
      manager.query(sql, params) as Promise<PostRow[]>,
      manager.query(countSql, countParams) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toView), ...cappedTotal(counted[0]?.total ?? 0, query) };
  }

  override async delete(id: string): Promise<void> {
    const manager = this.db.manager;
    const rows = returnedRows<{ imageId: string | null }>(
      await manager.query(`DELETE FROM posts WHERE id = $1 RETURNING image_id AS "imageId"`, [id]),
    );
    const imageId = rows[0]?.imageId;
    if (imageId) await manager.query(`DELETE FROM community_images WHERE id = $1`, [imageId]);
  }

  override async toggleLike(postId: string, userId: string, now: Date): Promise<{ liked: boolean; likeCount: number } | null> {
    const manager = this.db.manager;
    // Lock the post row first: concurrent toggles of one post queue here, so the count and the likes move together.
    const locked: { id: string }[] = await manager.query(`SELECT id FROM posts WHERE id = $1 FOR UPDATE`, [postId]);
    if (locked.length === 0) return null;
    const removed = returnedRows<{ userId: string }>(
      await manager.query(`DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING user_id AS "userId"`, [postId, userId]),
    );
    const liked = removed.length === 0;
    if (liked) {
      await manager.query(`INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)`, [postId, userId, now]);
    }
    const updated = returnedRows<{ likeCount: number }>(
      await manager.query(
        `UPDATE posts SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS "likeCount"`,
        [postId, liked ? 1 : -1],
      ),
    );
    return { liked, likeCount: updated[0].likeCount };
  }

  override async hideWhenReportedBy(postId: string, threshold: number): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(
        `UPDATE posts SET status = 'under_review' WHERE id = $1 AND status = 'visible'
           AND (SELECT count(DISTINCT reporter_id) FROM post_reports WHERE post_id = $1 AND status <> 'resolved') >= $2
         RETURNING id`,
        [postId, threshold],
      ),
    );
    return rows.length > 0;
  }

  override async recordShare(postId: string, userId: string, now: Date): Promise<{ counted: boolean; shareCount: number } | null> {
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
