import {
  businessLinkOf,
  type BusinessType,
  type CouponCategory,
  type CouponDraft,
  type DiscountType,
} from '../domain/coupon.js';
import type { CouponView } from '../application/ports/coupon.repository.js';
import { couponAvailableSql, couponOpenSql } from './coupon-availability.sql.js';

/** A coupon joined with its business (coupons c, destinations d, services s). */
export const BUSINESS_JOINS_SQL = `LEFT JOIN destinations d ON d.id = c.destination_id LEFT JOIN services s ON s.id = c.service_id`;
export const COUPON_FROM_SQL = `coupons c ${BUSINESS_JOINS_SQL}`;

export const COUPON_COLUMNS_SQL = `
  c.id, c.title, c.description, c.discount_type AS "discountType", c.discount_value::text AS "discountValue",
  c.category, c.category_id AS "categoryId", c.business_type AS "businessType",
  coalesce(c.destination_id, c.service_id) AS "businessId", coalesce(d.name, s.name) AS "businessName", s.slug AS "serviceSlug",
  c.expires_at AS "expiresAt", c.max_redemptions AS "maxRedemptions", c.current_redemptions AS "currentRedemptions",
  c.is_active AS "isActive", c.created_at AS "createdAt", c.deleted_at IS NOT NULL AS "deleted"`;

/** A claim as the API answers it: the claim (r), its member (u), its coupon (c) with its business (d, s: BUSINESS_JOINS_SQL). */
export const CLAIM_COLUMNS_SQL = `
  r.id AS "claimId", r.code, r.redeemed_at AS "redeemedAt", r.used_at AS "usedAt", u.first_name AS "memberFirstName",
  true AS "claimedByMe", ${COUPON_COLUMNS_SQL}`;

/**
 * One claim alone (a coupon no other claim is waiting for: the usual case), cheaper than CLAIM_BATCH_SQL: the counter
 * goes up only while the coupon is active, not deleted, unexpired at $5, below maxRedemptions and not claimed by the
 * member (an UPDATE's condition, re-checked on the row as a concurrent claim left it), feeding the INSERT of the claim;
 * a unique key refusing the row (a concurrent claim of the same member, a taken code) fails the statement, undoing the
 * increment. $1 the claim's id, $2 the coupon, $3 the member, $4 the code, $5 the time. When it was taken, one row:
 * the claim as the API answers it (CLAIM_COLUMNS_SQL, the coupon as this statement left it), in the same round trip.
 */
export const CLAIM_ONE_SQL = `
  WITH taken AS (
    UPDATE coupons c SET current_redemptions = c.current_redemptions + 1
    WHERE c.id = $2 AND ${couponAvailableSql('c', '$5::timestamptz')}
      AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = $2 AND r.user_id = $3)
    RETURNING c.*
  ),
  claimed AS (
    INSERT INTO coupon_redemptions (id, coupon_id, user_id, code, redeemed_at)
    SELECT $1, taken.id, $3, $4, $5 FROM taken
    RETURNING *
  )
  SELECT ${CLAIM_COLUMNS_SQL}
  FROM claimed r JOIN users u ON u.id = r.user_id JOIN taken c ON c.id = r.coupon_id ${BUSINESS_JOINS_SQL}`;

/** CLAIM_ONE_SQL's parameters. */
export function claimOneParams(couponId: string, claim: ClaimRequest): unknown[] {
  return [claim.id, couponId, claim.userId, claim.code, claim.at];
}

/**
 * Claims of one coupon in one statement (issue 13.2: a crowd on one coupon shares its row lock and its commit). $1 the
 * coupon; $2, $3, $4, $5 the claims' ids, members, codes and times, in arrival order. The coupon's row is locked first
 * (FOR UPDATE: a concurrent statement's claims are waited for and seen), then, in order, the claims it can take while
 * the coupon is active, not deleted, unexpired at the claim's time and not yet claimed by the member, at most the room
 * left below maxRedemptions, are written (a unique key refusing a row, a concurrent claim of the same member or a taken
 * code, skips it) and the counter goes up by the rows written. One row per claim: `claimed`, or `tried` (it was within
 * the room but a unique key refused it), or neither (refused: the caller finds out why).
 */
export const CLAIM_BATCH_SQL = `
  WITH c AS (
    SELECT c.id, c.deleted_at, c.is_active, c.expires_at, c.max_redemptions, c.current_redemptions
    FROM coupons c WHERE c.id = $1 FOR UPDATE
  ),
  req AS (
    SELECT r.id, r.user_id, r.code, r.at, r.ord
    FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[]) WITH ORDINALITY AS r(id, user_id, code, at, ord)
  ),
  tried AS (
    SELECT req.* FROM req CROSS JOIN c
    WHERE ${couponOpenSql('c', 'req.at')}
      AND NOT EXISTS (SELECT 1 FROM coupon_redemptions x WHERE x.coupon_id = $1 AND x.user_id = req.user_id)
    ORDER BY req.ord
    LIMIT (SELECT CASE WHEN c.max_redemptions IS NULL THEN NULL ELSE greatest(c.max_redemptions - c.current_redemptions, 0) END FROM c)
  ),
  taken AS (
    INSERT INTO coupon_redemptions (id, coupon_id, user_id, code, redeemed_at)
    SELECT tried.id, $1, tried.user_id, tried.code, tried.at FROM tried ORDER BY tried.ord
    ON CONFLICT DO NOTHING
    RETURNING id
  ),
  counted AS (
    UPDATE coupons SET current_redemptions = current_redemptions + (SELECT count(*) FROM taken)
    WHERE id = $1 AND EXISTS (SELECT 1 FROM taken)
  )
  SELECT taken.id IS NOT NULL AS claimed, tried.id IS NOT NULL AS tried
  FROM req LEFT JOIN tried ON tried.ord = req.ord LEFT JOIN taken ON taken.id = req.id
  ORDER BY req.ord`;

/** One claim of a batch (CLAIM_BATCH_SQL's parameters $2 to $5). */
export interface ClaimRequest {
  readonly id: string;
  readonly userId: string;
  readonly code: string;
  readonly at: Date;
}

/** CLAIM_BATCH_SQL's parameters for the coupon and its claims, in order. */
export function claimBatchParams(couponId: string, claims: readonly ClaimRequest[]): unknown[] {
  return [
    couponId,
    claims.map((claim) => claim.id),
    claims.map((claim) => claim.userId),
    claims.map((claim) => claim.code),
    claims.map((claim) => claim.at),
  ];
}

export interface CouponRow {
  id: string;
  title: string;
  description: string | null;
  discountType: DiscountType;
  discountValue: string | null;
  category: CouponCategory;
  categoryId: string | null;
  businessType: BusinessType;
  businessId: string;
  businessName: string | null;
  serviceSlug: string | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  currentRedemptions: number;
  isActive: boolean;
  createdAt: Date;
  deleted: boolean;
  claimedByMe: boolean;
}

/** A stored coupon's draft fields, its business already resolved (the lists' rows and the edits' locked rows). */
export function couponDraftOf(row: Omit<CouponDraft, 'businessId'>, businessId: string): CouponDraft {
  return {
    title: row.title,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    category: row.category,
    categoryId: row.categoryId,
    businessType: row.businessType,
    businessId,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    isActive: row.isActive,
  };
}

export function couponViewOf(row: CouponRow): CouponView {
  return {
    ...couponDraftOf(row, row.businessId),
    id: row.id,
    businessName: row.businessName ?? '',
    businessLink: businessLinkOf(row.businessType, row.businessId, row.serviceSlug),
    currentRedemptions: row.currentRedemptions,
    createdAt: row.createdAt,
    claimedByMe: row.claimedByMe,
  };
}
