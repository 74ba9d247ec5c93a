import { formatDate, formatNumber, type Language, type Translate } from '@tara/i18n';
import { isApiError } from '../../shared/api/api-error';
import { translatedErrorMessage } from '../../shared/api/error-messages';
import type { MessageId } from '../../i18n/i18n';
import type { ClaimStatus, Coupon, CouponCategory } from './coupons.api';

type T = Translate<MessageId>;

/** The category buttons of /coupons (spec section 2): All, food as Restaurants, hotel, transport, activity, shopping. */
export const COUPON_CATEGORIES: ReadonlyArray<{ value: CouponCategory | null; label: MessageId }> = [
  { value: null, label: 'coupons.category.all' },
  { value: 'food', label: 'coupons.category.food' },
  { value: 'hotel', label: 'coupons.category.hotel' },
  { value: 'transport', label: 'coupons.category.transport' },
  { value: 'activity', label: 'coupons.category.activity' },
  { value: 'shopping', label: 'coupons.category.shopping' },
];

export const CATEGORY_LABELS: Record<CouponCategory, MessageId> = {
  food: 'coupons.category.food',
  hotel: 'coupons.category.hotel',
  transport: 'coupons.category.transport',
  activity: 'coupons.category.activity',
  shopping: 'coupons.category.shopping',
};

export function categoryOf(params: URLSearchParams): CouponCategory | null {
  const value = params.get('category');
  return COUPON_CATEGORIES.find((category) => category.value !== null && category.value === value)?.value ?? null;
}

/** Pesos as the app writes them: '₱50', '₱12.50'. */
export function formatPesos(value: number, language: Language): string {
  const whole = Number.isInteger(value);
  return `₱${formatNumber(value, language, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** The big label of a coupon (spec section 2): '{value}% OFF', '₱{value} OFF', 'Buy 1 Get 1' or 'DISCOUNT'. */
export function discountLabel(
  coupon: Pick<Coupon, 'discountType' | 'discountValue'>,
  t: T,
  language: Language,
): string {
  const value = coupon.discountValue;
  if (coupon.discountType === 'percentage' && value !== null) {
    return t('coupons.label.percent', { value: formatNumber(value, language, { maximumFractionDigits: 2 }) });
  }
  if ((coupon.discountType === 'fixed_amount' || coupon.discountType === 'fixed') && value !== null) {
    return t('coupons.label.amount', { amount: formatPesos(value, language) });
  }
  if (coupon.discountType === 'bogo') return t('coupons.label.bogo');
  return t('coupons.label.discount');
}

/** How many gradients the cards take their colour from (spec: 5). */
export const GRADIENT_COUNT = 5;

/**
 * One of the 5 gradients, the same for a coupon on every visit and in every list (the spec picks one at random on
 * each render, so a card changed colour as the list refetched): a hash of the id.
 */
export function gradientIndex(id: string): number {
  let hash = 0;
  for (let index = 0; index < id.length; index++) hash = (hash * 31 + id.charCodeAt(index)) >>> 0;
  return hash % GRADIENT_COUNT;
}

/** 'Expires Dec 31, 2026', 'Expired' or 'No expiry'. */
export function expiryText(coupon: Pick<Coupon, 'expiresAt' | 'isExpired'>, t: T, language: Language): string {
  if (!coupon.expiresAt) return t('coupons.noExpiry');
  if (coupon.isExpired) return t('coupons.expired');
  return t('coupons.expires', { date: formatDate(coupon.expiresAt, language) });
}

/**
 * Why this member cannot claim the coupon now, or null when they can (the Claim button's label when disabled). Whether
 * it is available at all is the server's isAvailable (one rule for the cards, the place pages and /coupons, issue
 * 31.5); the other flags only name why not.
 */
export function unclaimableReason(coupon: Coupon): MessageId | null {
  if (coupon.claimedByMe) return 'coupons.claimed';
  if (coupon.isAvailable) return null;
  if (coupon.isExpired) return 'coupons.expired';
  if (coupon.isSoldOut) return 'coupons.soldOut';
  return 'coupons.inactive';
}

const CLAIM_ERRORS: Record<string, MessageId> = {
  COUPON_EXPIRED: 'coupons.error.expired',
  COUPON_INACTIVE: 'coupons.error.inactive',
  COUPON_SOLD_OUT: 'coupons.error.soldOut',
  COUPON_ALREADY_CLAIMED: 'coupons.error.alreadyClaimed',
  COUPON_NOT_FOUND: 'coupons.error.notFound',
};

/** The reason of a refused claim, in the visitor's language (the 'Error' toast's text, spec section 8). */
export function claimErrorMessage(error: unknown, t: T): string {
  const id = isApiError(error) && error.code ? CLAIM_ERRORS[error.code] : undefined;
  return id ? t(id) : translatedErrorMessage(error, t, isApiError(error) ? error.message : t('common.somethingWrong'));
}

const CODE_ERRORS: Record<string, MessageId> = {
  COUPON_CODE_NOT_FOUND: 'verify.error.notFound',
  COUPON_CODE_ALREADY_USED: 'verify.error.used',
  COUPON_CODE_EXPIRED: 'verify.error.expired',
  COUPON_CODE_WITHDRAWN: 'verify.error.withdrawn',
  NOT_PARTNER_STAFF: 'verify.error.notStaff',
  NOT_STAFF_OF_THIS_BUSINESS: 'verify.error.otherBusiness',
};

/** A refused code check or 'Mark as used', in the visitor's language. */
export function codeErrorMessage(error: unknown, t: T): string {
  const id = isApiError(error) && error.code ? CODE_ERRORS[error.code] : undefined;
  return id ? t(id) : translatedErrorMessage(error, t, isApiError(error) ? error.message : t('common.somethingWrong'));
}

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, MessageId> = {
  valid: 'coupons.status.valid',
  used: 'coupons.status.used',
  expired: 'coupons.status.expired',
  withdrawn: 'coupons.status.withdrawn',
};

/** A typed code as the API reads it, or '' when it cannot be one: 10 characters of the code alphabet, dash optional. */
export function normalizeCode(typed: string): string {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : '';
}
