import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { Page } from '../../../shared/domain/page.js';
import type { ReportOutcome, ReportStatus, ReportSubject, ReportTarget } from '../domain/moderation-action.js';
import { ReviewModeration } from '../application/ports/moderation.ports.js';
import {
  ModerationReportRepository,
  type QueueItemView,
  type ReportCounts,
  type ReportFilter,
  type ReportedPostView,
  type ReportedReviewView,
  type ReportView,
} from '../application/ports/report.repository.js';

/** The reported post (p) or review (v, its place vd or vs) and its author (a), as SubjectColumns names them. */
const SUBJECT_COLUMNS_SQL = `
  p.id AS "postId", p.content AS "postContent", p.image_id AS "postImageId", p.status AS "postStatus",
  p.created_at AS "postCreatedAt",
  v.id AS "reviewId", v.stars AS "reviewStars", v.text AS "reviewText", v.status AS "reviewStatus",
  v.place_type AS "reviewPlaceType", v.place_id AS "reviewPlaceId", coalesce(vd.name, vs.name) AS "reviewPlaceName",
  v.created_at AS "reviewCreatedAt",
  a.id AS "authorId", a.first_name AS "authorFirstName", a.last_name AS "authorLastName", a.role AS "authorRole"`;

/** The joins of SUBJECT_COLUMNS_SQL from a row that has post_id and review_id (a report r, a queue group g). */
function subjectJoinsSql(from: 'r' | 'g'): string {
  return `
    LEFT JOIN posts p ON p.id = ${from}.post_id
    LEFT JOIN reviews v ON v.id = ${from}.review_id
    LEFT JOIN destinations vd ON vd.id = v.destination_id
    LEFT JOIN services vs ON vs.id = v.service_id
    JOIN users a ON a.id = coalesce(p.author_id, v.author_id)`;
}
/** The joins from a report (r) and from a queue group (g): constants, as the SQL rules want (sql-interpolation.spec.ts). */
const REPORT_SUBJECT_JOINS_SQL = subjectJoinsSql('r');
const GROUP_SUBJECT_JOINS_SQL = subjectJoinsSql('g');

interface SubjectColumns {
  postId: string | null;
  postContent: string;
  postImageId: string | null;
  postStatus: ReportedPostView['status'];
  postCreatedAt: Date;
  reviewId: string | null;
  reviewStars: number;
  reviewText: string;
  reviewStatus: ReportedReviewView['status'];
  reviewPlaceType: ReportedReviewView['place']['type'];
  reviewPlaceId: string;
  reviewPlaceName: string;
  reviewCreatedAt: Date;
  authorId: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: ReportedPostView['author']['role'];
}

/** The post or the review of a row (the other one null). */
function subjectOf(row: SubjectColumns): { post: ReportedPostView | null; review: ReportedReviewView | null } {
  const author = {
    id: row.authorId,
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    role: row.authorRole,
  };
  return {
    post: row.postId
      ? {
          id: row.postId,
          content: row.postContent,
          imageId: row.postImageId,
          status: row.postStatus,
          createdAt: row.postCreatedAt,
          author,
        }
      : null,
    review: row.reviewId
      ? {
          id: row.reviewId,
          stars: Number(row.reviewStars),
          text: row.reviewText,
          status: row.reviewStatus,
          place: { type: row.reviewPlaceType, id: row.reviewPlaceId, name: row.reviewPlaceName },
          createdAt: row.reviewCreatedAt,
          author,
        }
      : null,
  };
}

/** WHERE of a report filter on post_reports r; appends its parameters. */
function filterSql(filter: ReportFilter, params: unknown[], open = false): string {
  const where: string[] = [];
  if (open) where.push(`r.status <> 'resolved'`);
  if (filter.status !== undefined) {
    params.push(filter.status);
    where.push(`r.status = $${params.length}`);
  }
  if (filter.search !== undefined) {
    params.push(`%${escapeLike(filter.search)}%`);
    where.push(
      `lower(f_unaccent(r.reason || ' ' || coalesce(r.description, ''))) LIKE lower(f_unaccent($${params.length}::text))`,
    );
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

@Injectable()
export class PgModerationReportRepository extends ModerationReportRepository {
  constructor(
    private readonly db: TypeOrmUnitOfWork,
    private readonly reviews: ReviewModeration,
  ) {
    super();
  }

  override async list(filter: ReportFilter): Promise<Page<ReportView>> {
    const params: unknown[] = [];
    const where = filterSql(filter, params);
    const countParams = [...params];
    params.push(filter.limit, filter.offset);
    const manager = this.db.manager;
    const [rows, counted] = await Promise.all([
      manager.query<Array<SubjectColumns & Record<string, never>>>(
        `SELECT r.id, r.reason, r.description, r.status, r.action_taken AS "actionTaken", r.created_at AS "createdAt",
                r.resolved_at AS "resolvedAt",
                rb.id AS "resolverId", rb.first_name AS "resolverFirstName", rb.last_name AS "resolverLastName",
                rp.id AS "reporterId", rp.first_name AS "reporterFirstName", rp.last_name AS "reporterLastName",
                ${SUBJECT_COLUMNS_SQL}
         FROM post_reports r ${REPORT_SUBJECT_JOINS_SQL}
         JOIN users rp ON rp.id = r.reporter_id
         LEFT JOIN users rb ON rb.id = r.resolved_by
         ${where}
         ORDER BY coalesce(r.resolved_at, r.created_at) DESC, r.id DESC
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      manager.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM post_reports r ${where}`, countParams),
    ]);
    return {
      items: rows.map((row: SubjectColumns & Record<string, unknown>) => ({
        id: row.id as string,
        reason: row.reason as string,
        description: row.description as string | null,
        status: row.status as ReportStatus,
        actionTaken: row.actionTaken as string | null,
        createdAt: row.createdAt as Date,
        resolvedAt: row.resolvedAt as Date | null,
        resolvedBy: row.resolverId
          ? {
              id: row.resolverId as string,
              firstName: row.resolverFirstName as string | null,
              lastName: row.resolverLastName as string | null,
            }
          : null,
        reporter: {
          id: row.reporterId as string,
          firstName: row.reporterFirstName as string | null,
          lastName: row.reporterLastName as string | null,
        },
        reportedUser: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
        ...subjectOf(row),
      })),
      total: counted[0]?.total ?? 0,
    };
  }

  override async queue(filter: ReportFilter): Promise<Page<QueueItemView>> {
    const params: unknown[] = [];
    const where = filterSql(filter, params, true);
    const countParams = [...params];
    params.push(filter.limit, filter.offset);
    const manager = this.db.manager;
    const grouped = `
      SELECT r.post_id, r.review_id,
             bool_or(r.status = 'pending') AS has_pending,
             array_agg(r.id ORDER BY r.created_at) AS report_ids,
             count(*)::int AS report_count,
             min(r.created_at) AS first_reported_at,
             max(r.created_at) AS last_reported_at
      FROM post_reports r ${where}
      GROUP BY r.post_id, r.review_id`;
    const [rows, counted] = await Promise.all([
      manager.query<Array<SubjectColumns & Record<string, unknown>>>(
        `SELECT g.report_ids AS "reportIds", g.report_count AS "reportCount", g.has_pending AS "hasPending",
                g.first_reported_at AS "firstReportedAt", g.last_reported_at AS "lastReportedAt",
                (SELECT json_agg(json_build_object('reason', x.reason, 'count', x.n) ORDER BY x.n DESC, x.reason)
                   FROM (SELECT reason, count(*)::int AS n FROM post_reports WHERE id = ANY (g.report_ids) GROUP BY reason) x) AS reasons,
                (SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) ORDER BY rr.created_at)
                   FROM post_reports rr JOIN users u ON u.id = rr.reporter_id WHERE rr.id = ANY (g.report_ids)) AS reporters,
                (SELECT coalesce(json_agg(rr.description ORDER BY rr.created_at) FILTER (WHERE rr.description IS NOT NULL), '[]')
                   FROM post_reports rr WHERE rr.id = ANY (g.report_ids)) AS descriptions,
                ${SUBJECT_COLUMNS_SQL}
         FROM (${grouped}) g ${GROUP_SUBJECT_JOINS_SQL}
         ORDER BY g.has_pending DESC, g.first_reported_at ASC, coalesce(p.id, v.id)
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      manager.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM (${grouped}) g`, countParams),
    ]);
    return {
      items: rows.map((row) => ({
        ...subjectOf(row),
        status: (row.hasPending ? 'pending' : 'reviewed') as ReportStatus,
        reportIds: row.reportIds as string[],
        reportCount: row.reportCount as number,
        reasons: row.reasons as Array<{ reason: string; count: number }>,
        reporters: row.reporters as Array<{ id: string; firstName: string | null; lastName: string | null }>,
        descriptions: row.descriptions as string[],
        firstReportedAt: row.firstReportedAt as Date,
        lastReportedAt: row.lastReportedAt as Date,
      })),
      total: counted[0]?.total ?? 0,
    };
  }

  override async lockTarget(
    reportId: string,
    lockAuthor: boolean,
  ): Promise<(ReportTarget & { excerpt: string }) | null> {
    const manager = this.db.manager;
    const found: Array<{ postId: string | null; reviewId: string | null; authorId: string }> = await manager.query(
      `SELECT r.post_id AS "postId", r.review_id AS "reviewId", coalesce(p.author_id, v.author_id) AS "authorId"
       FROM post_reports r LEFT JOIN posts p ON p.id = r.post_id LEFT JOIN reviews v ON v.id = r.review_id
       WHERE r.id = $1`,
      [reportId],
    );
    const subject = found[0];
    if (!subject) return null;
    // One lock order for every action: the author (sanctions only), the post (or the review's place, then the
    // review, as every review write), the report.
    if (lockAuthor) await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [subject.authorId]);
    if (subject.postId) await manager.query(`SELECT id FROM posts WHERE id = $1 FOR UPDATE`, [subject.postId]);
    else if (subject.reviewId) await this.reviews.lock(subject.reviewId);
    const rows: Array<Omit<ReportTarget, 'subject'> & { postId: string | null; reviewId: string; excerpt: string }> =
      await manager.query(
        `SELECT r.id AS "reportId", r.status, r.reporter_id AS "reporterId", r.post_id AS "postId",
                r.review_id AS "reviewId", a.id AS "authorId", a.role AS "authorRole",
                left(coalesce(p.content, v.text), 100) AS excerpt
         FROM post_reports r LEFT JOIN posts p ON p.id = r.post_id LEFT JOIN reviews v ON v.id = r.review_id
         JOIN users a ON a.id = coalesce(p.author_id, v.author_id)
         WHERE r.id = $1 FOR UPDATE OF r`,
        [reportId],
      );
    const row = rows[0];
    if (!row) return null;
    const { postId, reviewId, ...target } = row;
    return { ...target, subject: postId ? { type: 'post', id: postId } : { type: 'review', id: reviewId } };
  }

  override async openReportIdsOf(subject: ReportSubject): Promise<string[]> {
    const column = subject.type === 'post' ? 'post_id' : 'review_id';
    const rows: Array<{ id: string }> = await this.db.manager.query(
      `SELECT id FROM post_reports WHERE ${column} = $1 AND status <> 'resolved' ORDER BY created_at, id FOR UPDATE`,
      [subject.id],
    );
    return rows.map((row) => row.id);
  }

  override async openReportIdsOfUser(userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.manager.query(
      `SELECT id FROM post_reports WHERE reported_user_id = $1 AND status <> 'resolved' ORDER BY created_at, id FOR UPDATE`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  override async markReviewed(reportIds: readonly string[]): Promise<void> {
    await this.db.manager.query(
      `UPDATE post_reports SET status = 'reviewed' WHERE id = ANY ($1) AND status = 'pending'`,
      [reportIds],
    );
  }

  override async resolve(
    reportIds: readonly string[],
    outcome: ReportOutcome,
    note: string | null,
    actorId: string,
    now: Date,
  ): Promise<void> {
    await this.db.manager.query(
      `UPDATE post_reports SET status = 'resolved', outcome = $5, action_taken = $2, resolved_by = $3, resolved_at = $4
       WHERE id = ANY ($1) AND status <> 'resolved'`,
      [reportIds, note, actorId, now, outcome],
    );
  }

  override async counts(): Promise<ReportCounts> {
    const rows: ReportCounts[] = await this.db.manager.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'reviewed')::int AS reviewed,
              count(*) FILTER (WHERE status = 'resolved')::int AS resolved
       FROM post_reports`,
    );
    return rows[0];
  }
}
