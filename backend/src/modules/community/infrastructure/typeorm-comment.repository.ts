import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { returnedRows } from '../../../shared/persistence/sql.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { CommentRepository, type CommentView } from '../application/ports/comment.repository.js';
import { AUTHOR_COLUMNS_SQL, authorOf, type AuthorColumns } from './community-sql.js';

interface CommentRow extends AuthorColumns {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
}

const COMMENT_COLUMNS_SQL = `c.id, c.post_id AS "postId", c.content, c.created_at AS "createdAt", ${AUTHOR_COLUMNS_SQL}`;

function toView(row: CommentRow): CommentView {
  return { id: row.id, postId: row.postId, content: row.content, createdAt: row.createdAt, author: authorOf(row) };
}

@Injectable()
export class TypeOrmCommentRepository extends CommentRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async add(
    id: string,
    postId: string,
    authorId: string,
    content: string,
    now: Date,
  ): Promise<CommentView | null> {
    const manager = this.db.manager;
    // The count first: it locks the post row (and answers nothing when there is no such post).
    const counted = returnedRows<{ id: string }>(
      await manager.query(`UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1 RETURNING id`, [postId]),
    );
    if (counted.length === 0) return null;
    await manager.query(
      `INSERT INTO post_comments (id, post_id, author_id, content, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [id, postId, authorId, content, now],
    );
    const rows: CommentRow[] = await manager.query(
      `SELECT ${COMMENT_COLUMNS_SQL} FROM post_comments c JOIN users u ON u.id = c.author_id WHERE c.id = $1`,
      [id],
    );
    return toView(rows[0]);
  }

  override async listForPost(postId: string, page: PageRequest): Promise<Page<CommentView>> {
    const manager = this.db.manager;
    const [rows, counted] = await Promise.all([
      manager.query<CommentRow[]>(
        `SELECT ${COMMENT_COLUMNS_SQL} FROM post_comments c JOIN users u ON u.id = c.author_id
         WHERE c.post_id = $1 ORDER BY c.created_at ASC, c.id ASC LIMIT $2 OFFSET $3`,
        [postId, page.limit, page.offset],
      ),
      manager.query<{ total: number }[]>(`SELECT comment_count AS total FROM posts WHERE id = $1`, [postId]),
    ]);
    return { items: rows.map(toView), total: counted[0]?.total ?? 0 };
  }

  override async findOwnership(id: string): Promise<{ id: string; postId: string; authorId: string } | null> {
    const rows: { id: string; postId: string; authorId: string }[] = await this.db.manager.query(
      `SELECT id, post_id AS "postId", author_id AS "authorId" FROM post_comments WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  override async delete(id: string): Promise<boolean> {
    const manager = this.db.manager;
    const removed = returnedRows<{ postId: string }>(
      await manager.query(`DELETE FROM post_comments WHERE id = $1 RETURNING post_id AS "postId"`, [id]),
    );
    if (!removed[0]) return false;
    await manager.query(`UPDATE posts SET comment_count = comment_count - 1 WHERE id = $1`, [removed[0].postId]);
    return true;
  }
}
