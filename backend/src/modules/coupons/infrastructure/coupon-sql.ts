import { businessLinkOf, type BusinessType, type CouponCategory, type DiscountType } from '../domain/coupon.js';
import type { CouponView } from '../application/ports/coupon.repository.js';

/** A coupon joined with its business (coupons c, destinations d, services s). */
export const BUSINESS_JOINS_SQL = `LEFT JOIN destinations d ON d.id = c.destination_id LEFT JOIN services s ON s.id = c.service_id`;
export const COUPON_FROM_SQL = `coupons c ${BUSINESS_JOINS_SQL}`;

export const COUPON_COLUMNS_SQL = `
  c.id, c.title, c.description, c.discount_type AS "discountType", c.discount_value::text AS "discountValue",
  c.category, c.category_id AS "categoryId", c.business_type AS "businessType",
  coalesce(c.destination_id, c.service_id) AS "businessId", coalesce(d.name, s.name) AS "businessName", s.slug AS "serviceSlug",
  c.expires_at AS "expiresAt", c.max_redemptions AS "maxRedemptions", c.current_redemptions AS "currentRedemptions",
  c.is_active AS "isActive", c.created_at AS "createdAt", c.deleted_at IS NOT NULL AS "deleted"`;

/** Active, not deleted, unexpired at the parameter given (a timestamptz). */
export function claimableSql(nowParam: string): string {
  return `c.deleted_at IS NULL AND c.is_active AND (c.expires_at IS NULL OR c.expires_at > ${nowParam})`;
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

export function couponViewOf(row: CouponRow): CouponView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    category: row.category,
    categoryId: row.categoryId,
    businessType: row.businessType,
    businessId: row.businessId,
    businessName: row.businessName ?? '',
    businessLink: businessLinkOf(row.businessType, row.businessId, row.serviceSlug),
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    currentRedemptions: row.currentRedemptions,
    isActive: row.isActive,
    createdAt: row.createdAt,
    claimedByMe: row.claimedByMe,
  };
}
