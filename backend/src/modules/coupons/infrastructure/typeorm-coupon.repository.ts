import { Injectable } from '@nestjs/common';
import { cappedTotal, countLimitOf, type Page } from '../../../shared/domain/page.js';
import { escapeLike } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { BusinessType, type CouponDraft, type CouponState } from '../domain/coupon.js';
import {
  CouponRepository,
  type CouponListQuery,
  type CouponStats,
  type CouponView,
} from '../application/ports/coupon.repository.js';
import {
  BUSINESS_JOINS_SQL,
  COUPON_COLUMNS_SQL,
  COUPON_FROM_SQL,
  couponDraftOf,
  couponViewOf,
  type CouponRow,
} from './coupon-sql.js';
import { couponAvailableSql } from './coupon-availability.sql.js';

/** $1 is the viewer (null when signed out). */
const CLAIMED_BY_VIEWER_SQL = `EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $1::uuid) AS "claimedByMe"`;

interface StoredRow {
  id: string;
  title: string;
  description: string | null;
  discountType: CouponDraft['discountType'];
  discountValue: string | null;
  category: CouponDraft['category'];
  categoryId: string | null;
  businessType: BusinessType;
  destinationId: string | null;
  serviceId: string | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  currentRedemptions: number;
  isActive: boolean;
  deleted: boolean;
}

const STORED_COLUMNS_SQL = `
  id, title, description, discount_type AS "discountType", discount_value::text AS "discountValue", category,
  category_id AS "categoryId", business_type AS "businessType", destination_id AS "destinationId", service_id AS "serviceId",
  expires_at AS "expiresAt", max_redemptions AS "maxRedemptions", current_redemptions AS "currentRedemptions",
  is_active AS "isActive", deleted_at IS NOT NULL AS "deleted"`;

function stateOf(row: StoredRow): CouponState {
  return {
    id: row.id,
    isActive: row.isActive,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    currentRedemptions: row.currentRedemptions,
    deleted: row.deleted,
  };
}

function draftOf(row: StoredRow): CouponDraft {
  return couponDraftOf(
    row,
    (row.businessType === BusinessType.Destination ? row.destinationId : row.serviceId) as string,
  );
}

/** The columns of a draft, in the order of INSERT and UPDATE below ($2..$13). */
function draftParams(draft: CouponDraft): unknown[] {
  const isDestination = draft.businessType === BusinessType.Destination;
  return [
    draft.title,
    draft.description,
    draft.discountType,
    draft.discountValue,
    draft.category,
    draft.categoryId,
    draft.businessType,
    isDestination ? draft.businessId : null,
    isDestination ? null : draft.businessId,
    draft.expiresAt,
    draft.maxRedemptions,
    draft.isActive,
  ];
}

/** The WHERE of a coupon list, its values pushed onto `params`. */
function whereOf(query: CouponListQuery, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = query.includeAll
    ? ['c.deleted_at IS NULL']
    : [couponAvailableSql('c', `${add(query.now)}::timestamptz`)];
  if (query.destinationId !== undefined) where.push(`c.destination_id = ${add(query.destinationId)}`);
  if (query.serviceId !== undefined) where.push(`c.service_id = ${add(query.serviceId)}`);
  if (query.category !== undefined) where.push(`c.category = ${add(query.category)}`);
  if (query.search !== undefined)
    where.push(`c.search_text LIKE lower(f_unaccent(${add(`%${escapeLike(query.search)}%`)}::text))`);
  return `WHERE ${where.join(' AND ')}`;
}

/**
 * The SQL of a page of coupons, newest first, and of its capped total (exported for the EXPLAIN test and the
 * benchmark); $1 is the viewer. The page is a deferred join, as the posts feed's: the inner query walks
 * coupons_listing_idx and keeps the page's ids, and only those coupons are joined with their business and the viewer's
 * claim, so a deep page skips index entries, not joined rows. The count reads at most countLimitOf(page) + 1 coupons,
 * as the other public lists do (issue 13), so neither grows with the number of coupons.
 */
export function couponListSql(query: CouponListQuery): {
  sql: string;
  countSql: string;
  params: unknown[];
  countParams: unknown[];
} {
  const params: unknown[] = [query.viewerId];
  const whereSql = whereOf(query, params);
  params.push(query.limit, query.offset);
  const pageIdsSql =
    `SELECT c.id, c.created_at FROM coupons c ${whereSql} ` +
    `ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const sql =
    `SELECT ${COUPON_COLUMNS_SQL}, ${CLAIMED_BY_VIEWER_SQL} FROM (${pageIdsSql}) page JOIN coupons c ON c.id = page.id ${BUSINESS_JOINS_SQL} ` +
    `ORDER BY page.created_at DESC, page.id DESC`;
  const countParams: unknown[] = [];
  const countWhereSql = whereOf(query, countParams);
  countParams.push(countLimitOf(query) + 1);
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM coupons c ${countWhereSql} LIMIT $${countParams.length}) matched`;
  return { sql, countSql, params, countParams };
}

@Injectable()
export class TypeOrmCouponRepository extends CouponRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async list(query: CouponListQuery): Promise<Page<CouponView>> {
    const { sql, countSql, params, countParams } = couponListSql(query);
    const [rows, counted] = await Promise.all([
      this.db.rows<CouponRow>(sql, params),
      this.db.rows<{ total: number }>(countSql, countParams),
    ]);
    return { items: rows.map(couponViewOf), ...cappedTotal(counted[0]?.total ?? 0, query) };
  }

  override async findView(id: string, viewerId: string | null): Promise<CouponView | null> {
    const rows = await this.db.rows<CouponRow>(
      `SELECT ${COUPON_COLUMNS_SQL}, ${CLAIMED_BY_VIEWER_SQL} FROM ${COUPON_FROM_SQL} WHERE c.id = $2 AND c.deleted_at IS NULL`,
      [viewerId, id],
    );
    return rows[0] ? couponViewOf(rows[0]) : null;
  }

  override async lockForChange(id: string): Promise<{ draft: CouponDraft; state: CouponState } | null> {
    const rows = await this.db.rows<StoredRow>(`SELECT ${STORED_COLUMNS_SQL} FROM coupons WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    return rows[0] ? { draft: draftOf(rows[0]), state: stateOf(rows[0]) } : null;
  }

  override async findState(id: string): Promise<CouponState | null> {
    const rows = await this.db.rows<StoredRow>(`SELECT ${STORED_COLUMNS_SQL} FROM coupons WHERE id = $1`, [id]);
    return rows[0] ? stateOf(rows[0]) : null;
  }

  override async add(id: string, draft: CouponDraft, now: Date): Promise<void> {
    await this.db.rows(
      `INSERT INTO coupons (id, title, description, discount_type, discount_value, category, category_id, business_type,
         destination_id, service_id, expires_at, max_redemptions, is_active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
      [id, ...draftParams(draft), now],
    );
  }

  override async update(id: string, draft: CouponDraft, now: Date): Promise<void> {
    await this.db.rows(
      `UPDATE coupons SET title = $2, description = $3, discount_type = $4, discount_value = $5, category = $6, category_id = $7,
         business_type = $8, destination_id = $9, service_id = $10, expires_at = $11, max_redemptions = $12, is_active = $13,
         updated_at = $14
       WHERE id = $1`,
      [id, ...draftParams(draft), now],
    );
  }

  override async markDeleted(id: string, now: Date): Promise<void> {
    await this.db.rows(`UPDATE coupons SET deleted_at = $2, updated_at = $2 WHERE id = $1 AND deleted_at IS NULL`, [
      id,
      now,
    ]);
  }

  override async stats(viewerId: string | null, now: Date): Promise<CouponStats> {
    const rows = await this.db.rows<CouponStats>(
      `SELECT
         (SELECT count(*)::int FROM coupons c WHERE ${couponAvailableSql('c', '$2')}) AS "availableDeals",
         (SELECT count(*)::int FROM coupon_redemptions WHERE user_id = $1::uuid) AS "claimedByMe",
         (SELECT count(DISTINCT coalesce(c.destination_id, c.service_id))::int FROM coupons c WHERE ${couponAvailableSql('c', '$2')}) AS "partnerLocations"`,
      [viewerId, now],
    );
    return rows[0];
  }
}
