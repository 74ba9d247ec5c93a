import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { escapeLike, returnedRows } from '../../../shared/persistence/sql.js';
import { insertAuditRow } from '../../../shared/persistence/audit-log.sql.js';
import {
  AuditTrail,
  CommentModeration,
  MemberNotices,
  PostModeration,
  type AuditEntryInput,
  type ModeratedContent,
  type AuditEntryView,
  type AuditFilter,
  type NoticeKind,
  type NoticeView,
} from '../application/ports/moderation.ports.js';

/** posts.status (the community's table), changed inside the moderation transaction. */
@Injectable()
export class PgPostModeration extends PostModeration {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async lock(
    postId: string,
  ): Promise<(ModeratedContent & { status: 'visible' | 'under_review' | 'removed' }) | null> {
    const rows: Array<ModeratedContent & { status: 'visible' | 'under_review' | 'removed' }> =
      await this.db.manager.query(
        `SELECT p.id, p.author_id AS "authorId", a.role AS "authorRole", p.status, left(p.content, 100) AS excerpt
       FROM posts p JOIN users a ON a.id = p.author_id WHERE p.id = $1 AND p.status <> 'deleted' FOR UPDATE OF p`,
        [postId],
      );
    return rows[0] ?? null;
  }

  override async remove(postId: string, reason: string | null, actorId: string, now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE posts SET status = 'removed', removed_reason = $2, removed_by = $3, removed_at = $4 WHERE id = $1`,
      [postId, reason, actorId, now],
    );
  }

  override async restoreIfUnderReview(postId: string): Promise<void> {
    await this.db.manager.query(`UPDATE posts SET status = 'visible' WHERE id = $1 AND status = 'under_review'`, [
      postId,
    ]);
  }
}

/** post_comments (the community's table): a moderator's removal, the post's lock first as every write under a post. */
@Injectable()
export class PgCommentModeration extends CommentModeration {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async lock(commentId: string): Promise<(ModeratedContent & { postId: string }) | null> {
    const manager = this.db.manager;
    const found: Array<{ postId: string }> = await manager.query(
      `SELECT post_id AS "postId" FROM post_comments WHERE id = $1`,
      [commentId],
    );
    if (!found[0]) return null;
    await manager.query(`SELECT id FROM posts WHERE id = $1 FOR NO KEY UPDATE`, [found[0].postId]);
    const rows: Array<ModeratedContent & { postId: string }> = await manager.query(
      `SELECT c.id, c.post_id AS "postId", c.author_id AS "authorId", a.role AS "authorRole", left(c.content, 100) AS excerpt
       FROM post_comments c JOIN users a ON a.id = c.author_id WHERE c.id = $1 FOR UPDATE OF c`,
      [commentId],
    );
    return rows[0] ?? null;
  }

  override async delete(commentId: string): Promise<void> {
    const manager = this.db.manager;
    const removed = returnedRows<{ postId: string }>(
      await manager.query(`DELETE FROM post_comments WHERE id = $1 RETURNING post_id AS "postId"`, [commentId]),
    );
    if (removed[0])
      await manager.query(`UPDATE posts SET comment_count = comment_count - 1 WHERE id = $1`, [removed[0].postId]);
  }
}

@Injectable()
export class PgMemberNotices extends MemberNotices {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async add(
    id: string,
    userId: string,
    kind: NoticeKind,
    details: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO member_notices (id, user_id, kind, details, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [id, userId, kind, JSON.stringify(details), now],
    );
  }

  override async unseenOf(userId: string): Promise<NoticeView[]> {
    return this.db.manager.query(
      `SELECT id, kind, details, created_at AS "createdAt" FROM member_notices
       WHERE user_id = $1 AND seen_at IS NULL ORDER BY created_at DESC LIMIT 20`,
      [userId],
    );
  }

  override async markSeen(id: string, userId: string, now: Date): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(
        `UPDATE member_notices SET seen_at = $3 WHERE id = $1 AND user_id = $2 AND seen_at IS NULL RETURNING id`,
        [id, userId, now],
      ),
    );
    return rows.length > 0;
  }
}

@Injectable()
export class PgAuditTrail extends AuditTrail {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async record(entry: AuditEntryInput): Promise<void> {
    await insertAuditRow(this.db.manager, entry);
  }

  override async list(filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.actorId !== undefined) {
      params.push(filter.actorId);
      where.push(`l.actor_id = $${params.length}`);
    }
    if (filter.targetUserId !== undefined) {
      params.push(filter.targetUserId);
      where.push(`l.target_user_id = $${params.length}`);
    }
    if (filter.action !== undefined) {
      if (filter.action.endsWith('.')) {
        params.push(`${escapeLike(filter.action)}%`);
        where.push(`l.action LIKE $${params.length}`);
      } else {
        params.push(filter.action);
        where.push(`l.action = $${params.length}`);
      }
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    params.push(filter.limit, filter.offset);
    const manager = this.db.manager;
    const [rows, counted] = await Promise.all([
      manager.query<AuditEntryView[]>(
        `SELECT l.id, l.action, l.details, l.created_at AS "createdAt",
                CASE WHEN ac.id IS NULL THEN NULL ELSE json_build_object('id', ac.id, 'firstName', ac.first_name, 'lastName', ac.last_name, 'email', ac.email) END AS actor,
                CASE WHEN tg.id IS NULL THEN NULL ELSE json_build_object('id', tg.id, 'firstName', tg.first_name, 'lastName', tg.last_name, 'email', tg.email) END AS target
         FROM audit_log l LEFT JOIN users ac ON ac.id = l.actor_id LEFT JOIN users tg ON tg.id = l.target_user_id
         ${whereSql} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      manager.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_log l ${whereSql}`, countParams),
    ]);
    return { items: rows, total: counted[0]?.total ?? 0 };
  }
}
