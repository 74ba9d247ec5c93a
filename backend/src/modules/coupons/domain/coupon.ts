import { CouponError, CouponErrorCode } from './coupons.errors.js';

/** Spec section 3: how a coupon discounts. `fixed_amount` and `fixed` are both pesos off (the spec names both). */
export enum DiscountType {
  Percentage = 'percentage',
  FixedAmount = 'fixed_amount',
  Fixed = 'fixed',
  Bogo = 'bogo',
}

/** The category buttons of /coupons (spec section 9): food is shown as 'Restaurants'. */
export enum CouponCategory {
  Food = 'food',
  Hotel = 'hotel',
  Transport = 'transport',
  Activity = 'activity',
  Shopping = 'shopping',
}

/** Whose deal it is: a destination (food places included) or a service. */
export enum BusinessType {
  Destination = 'destination',
  Service = 'service',
}

export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1_000;
/** The largest peso amount off (numeric(10,2) in the database). */
export const MAX_FIXED_DISCOUNT = 1_000_000;
/** The largest maxRedemptions (a PostgreSQL integer). */
export const MAX_REDEMPTIONS_LIMIT = 1_000_000_000;

/** A partner business: a destination or a service, as the coupons module sees it. */
export interface Business {
  readonly type: BusinessType;
  readonly id: string;
  readonly name: string;
  /** The page of the business in the app: /destinations/{id}, /service/{slug} or /services/{id}. */
  readonly link: string;
  /** The business's own category (a place category), if any. */
  readonly categoryId: string | null;
  /** The type of that category (destination, food, motorist, bicycle, camping), if any. */
  readonly categoryType: string | null;
}

/** What is stored for a coupon (after the rules). */
export interface CouponDraft {
  readonly title: string;
  readonly description: string | null;
  readonly discountType: DiscountType;
  /** Percent or pesos, as a decimal string with at most 2 decimals ('12.50'); null for bogo. */
  readonly discountValue: string | null;
  readonly category: CouponCategory;
  readonly categoryId: string | null;
  readonly businessType: BusinessType;
  readonly businessId: string;
  /** Required for every coupon made through the API; null ('No expiry') only for rows made otherwise. */
  readonly expiresAt: Date | null;
  readonly maxRedemptions: number | null;
  readonly isActive: boolean;
}

/** A coupon's state as the claim and edit rules need it. */
export interface CouponState {
  readonly id: string;
  readonly isActive: boolean;
  readonly expiresAt: Date | null;
  readonly maxRedemptions: number | null;
  readonly currentRedemptions: number;
  readonly deleted: boolean;
}

/** Input of a new coupon or of an edit (everything optional in an edit). */
export interface CouponInput {
  readonly title?: string;
  readonly description?: string | null;
  readonly discountType?: DiscountType;
  readonly discountValue?: number | string | null;
  readonly category?: CouponCategory | null;
  readonly categoryId?: string | null;
  readonly businessType?: BusinessType;
  readonly businessId?: string;
  readonly destinationId?: string | null;
  readonly serviceId?: string | null;
  readonly expiresAt?: Date | null;
  readonly maxRedemptions?: number | null;
  readonly isActive?: boolean;
}

function fail(code: CouponErrorCode, message: string, field: string, details: Record<string, unknown> = {}): never {
  throw new CouponError(code, message, { field, ...details });
}

export function normalizeTitle(title: string | undefined): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') fail(CouponErrorCode.TitleRequired, 'A coupon needs a title', 'title');
  if ([...trimmed].length > TITLE_MAX_LENGTH) {
    fail(CouponErrorCode.TitleTooLong, `A coupon title has at most ${TITLE_MAX_LENGTH} characters`, 'title', {
      max: TITLE_MAX_LENGTH,
    });
  }
  return trimmed;
}

export function normalizeDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() ?? '';
  if ([...trimmed].length > DESCRIPTION_MAX_LENGTH) {
    fail(
      CouponErrorCode.DescriptionTooLong,
      `A coupon description has at most ${DESCRIPTION_MAX_LENGTH} characters`,
      'description',
      {
        max: DESCRIPTION_MAX_LENGTH,
      },
    );
  }
  return trimmed === '' ? null : trimmed;
}

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Spec section 5 on the server: a percentage from 1 to 100, a peso amount above 0 (at most 1,000,000), both with
 * at most 2 decimals; bogo has no value. Answers the value as a decimal string (money is numeric, never float).
 */
export function normalizeDiscount(type: DiscountType, value: number | string | null | undefined): string | null {
  if (type === DiscountType.Bogo) {
    if (value !== null && value !== undefined && value !== '') {
      fail(CouponErrorCode.InvalidDiscount, 'A Buy 1 Get 1 coupon has no discount value', 'discountValue');
    }
    return null;
  }
  if (value === null || value === undefined || value === '') {
    fail(CouponErrorCode.InvalidDiscount, 'discountValue is required for this discount type', 'discountValue');
  }
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
  const plain = /e/i.test(text) && typeof value === 'number' ? value.toFixed(2) : text;
  if (!DECIMAL.test(plain)) {
    fail(CouponErrorCode.InvalidDiscount, 'discountValue must be a number with at most 2 decimals', 'discountValue');
  }
  const amount = Number(plain);
  if (type === DiscountType.Percentage && (amount < 1 || amount > 100)) {
    fail(CouponErrorCode.InvalidDiscount, 'A percentage discount is from 1 to 100', 'discountValue', {
      min: 1,
      max: 100,
    });
  }
  if (type !== DiscountType.Percentage && (amount <= 0 || amount > MAX_FIXED_DISCOUNT)) {
    fail(
      CouponErrorCode.InvalidDiscount,
      `A peso discount is above 0 and at most ${MAX_FIXED_DISCOUNT}`,
      'discountValue',
      {
        max: MAX_FIXED_DISCOUNT,
      },
    );
  }
  return amount.toFixed(2);
}

export function normalizeMaxRedemptions(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_REDEMPTIONS_LIMIT) {
    fail(CouponErrorCode.InvalidMaxRedemptions, 'maxRedemptions must be a positive whole number', 'maxRedemptions');
  }
  return value;
}

/** The expiry of a new or changed coupon: required, and ahead of now. */
export function normalizeExpiry(expiresAt: Date | null | undefined, now: Date): Date {
  if (!expiresAt) fail(CouponErrorCode.ExpiryRequired, 'A coupon needs an expiry date', 'expiresAt');
  if (Number.isNaN(expiresAt.getTime())) fail(CouponErrorCode.ExpiryRequired, 'expiresAt must be a date', 'expiresAt');
  if (expiresAt.getTime() <= now.getTime())
    fail(CouponErrorCode.ExpiryInPast, 'The expiry date must be in the future', 'expiresAt');
  return expiresAt;
}

/**
 * Which business the input names: businessType and businessId, with destinationId or serviceId (the spec sends
 * them too) agreeing when given.
 */
export function businessOf(input: Pick<CouponInput, 'businessType' | 'businessId' | 'destinationId' | 'serviceId'>): {
  type: BusinessType;
  id: string;
} {
  let type = input.businessType;
  let id = input.businessId;
  if (!type && !id) {
    if (input.destinationId && !input.serviceId) [type, id] = [BusinessType.Destination, input.destinationId];
    else if (input.serviceId && !input.destinationId) [type, id] = [BusinessType.Service, input.serviceId];
  }
  if (!type || !id)
    fail(
      CouponErrorCode.BusinessRequired,
      'Choose the business of the coupon (businessType and businessId)',
      'businessId',
    );
  const own = type === BusinessType.Destination ? input.destinationId : input.serviceId;
  const other = type === BusinessType.Destination ? input.serviceId : input.destinationId;
  if ((own && own !== id) || other) {
    fail(
      CouponErrorCode.BusinessMismatch,
      `A ${type} coupon names its business in businessId${type === BusinessType.Destination ? ' (and destinationId)' : ' (and serviceId)'} only`,
      'businessId',
    );
  }
  return { type, id };
}

/** The /coupons button a coupon shows under when the admin chose none: from its business's category. */
export function defaultCategoryOf(business: Business): CouponCategory {
  if (business.categoryType === 'food') return CouponCategory.Food;
  if (business.categoryType === 'motorist') return CouponCategory.Transport;
  if (business.categoryType === 'camping') return CouponCategory.Hotel;
  return CouponCategory.Activity;
}

/** A new coupon (spec section 5): title, business and expiry required; the discount and max rules. */
export function draftCoupon(input: CouponInput, business: Business, now: Date): CouponDraft {
  const title = normalizeTitle(input.title);
  const description = normalizeDescription(input.description);
  const discountType = input.discountType ?? DiscountType.Percentage;
  return {
    title,
    description,
    discountType,
    discountValue: normalizeDiscount(discountType, input.discountValue),
    category: input.category ?? defaultCategoryOf(business),
    categoryId: input.categoryId ?? business.categoryId,
    businessType: business.type,
    businessId: business.id,
    expiresAt: normalizeExpiry(input.expiresAt, now),
    maxRedemptions: normalizeMaxRedemptions(input.maxRedemptions),
    isActive: input.isActive ?? true,
  };
}

/**
 * An edit: the stored coupon with the changed fields, under the same rules. maxRedemptions never goes below the
 * claims already made; an unchanged expiry is kept even when it has passed (toggling an old coupon stays possible).
 */
export function applyCouponChanges(
  current: CouponDraft,
  state: CouponState,
  changes: CouponInput,
  business: Business,
  now: Date,
): CouponDraft {
  const discountType = changes.discountType ?? current.discountType;
  const discountValue =
    changes.discountValue !== undefined || changes.discountType !== undefined
      ? normalizeDiscount(
          discountType,
          changes.discountValue !== undefined ? changes.discountValue : current.discountValue,
        )
      : current.discountValue;
  const maxRedemptions =
    changes.maxRedemptions !== undefined ? normalizeMaxRedemptions(changes.maxRedemptions) : current.maxRedemptions;
  if (maxRedemptions !== null && maxRedemptions < state.currentRedemptions) {
    fail(
      CouponErrorCode.MaxBelowClaims,
      `maxRedemptions cannot be below the ${state.currentRedemptions} claims already made`,
      'maxRedemptions',
      { currentRedemptions: state.currentRedemptions },
    );
  }
  const businessChanged = business.type !== current.businessType || business.id !== current.businessId;
  return {
    title: changes.title !== undefined ? normalizeTitle(changes.title) : current.title,
    description: changes.description !== undefined ? normalizeDescription(changes.description) : current.description,
    discountType,
    discountValue,
    category:
      changes.category ??
      (businessChanged && changes.category === undefined ? defaultCategoryOf(business) : current.category),
    categoryId:
      changes.categoryId !== undefined
        ? changes.categoryId
        : businessChanged
          ? business.categoryId
          : current.categoryId,
    businessType: business.type,
    businessId: business.id,
    expiresAt: changes.expiresAt !== undefined ? normalizeExpiry(changes.expiresAt, now) : current.expiresAt,
    maxRedemptions,
    isActive: changes.isActive ?? current.isActive,
  };
}

export function isExpiredAt(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

export function isSoldOut(state: Pick<CouponState, 'maxRedemptions' | 'currentRedemptions'>): boolean {
  return state.maxRedemptions !== null && state.currentRedemptions >= state.maxRedemptions;
}

/** What the availability rule reads of a coupon. */
export type CouponAvailability = Pick<
  CouponState,
  'isActive' | 'expiresAt' | 'maxRedemptions' | 'currentRedemptions' | 'deleted'
>;

/**
 * The one rule of "a coupon is available" (issue 31.5): some member could claim it now, that is it is active, not
 * withdrawn (deleted), not expired and not sold out (no limit, or fewer claims than maxRedemptions). Coupons have no
 * start date, so there is no "not yet started". The SQL twin is couponAvailableSql
 * (infrastructure/coupon-availability.sql.ts), which every list, count and the places' 'Coupon Available' flag use.
 */
export function isClaimableNow(coupon: CouponAvailability, now: Date): boolean {
  return !coupon.deleted && coupon.isActive && !isExpiredAt(coupon.expiresAt, now) && !isSoldOut(coupon);
}

/**
 * Why this member cannot claim the coupon now (DESIGN.md 5): already claimed, inactive, expired or sold out, in that
 * order; null when the claim is allowed. The database applies the same conditions in one statement (the guard under
 * concurrency); this rule names the reason when it refused.
 */
export function claimRefusal(state: CouponState, alreadyClaimed: boolean, now: Date): CouponError | null {
  if (state.deleted) return CouponError.notFound(state.id);
  if (alreadyClaimed)
    return new CouponError(CouponErrorCode.AlreadyClaimed, 'You have already claimed this coupon', { id: state.id });
  if (!state.isActive) return new CouponError(CouponErrorCode.Inactive, 'This coupon is not active', { id: state.id });
  if (isExpiredAt(state.expiresAt, now)) {
    return new CouponError(CouponErrorCode.Expired, 'This coupon has expired', {
      id: state.id,
      expiresAt: state.expiresAt?.toISOString(),
    });
  }
  if (isSoldOut(state)) {
    return new CouponError(CouponErrorCode.SoldOut, 'This coupon has been fully claimed', {
      id: state.id,
      maxRedemptions: state.maxRedemptions,
    });
  }
  return null;
}

/** The page of a business in the app: /destinations/{id}; a service's /service/{slug}, else /services/{id}. */
export function businessLinkOf(type: BusinessType, id: string, slug: string | null): string {
  if (type === BusinessType.Destination) return `/destinations/${id}`;
  return slug ? `/service/${slug}` : `/services/${id}`;
}
