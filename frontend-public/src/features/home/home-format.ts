import type { HomeCoupon, HomeDestination, HomePost } from './home.api';

/** Spec section 9: under 1 h 'Just now', under 24 h 'Nh ago', else 'Nd ago'. */
export function postAge(createdAt: string, now: Date = new Date()): string {
  const hours = (now.getTime() - new Date(createdAt).getTime()) / 3_600_000;
  if (!Number.isFinite(hours) || hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Rating with one decimal, or 'New' when there is none (spec section 9). */
export function ratingLabel(rating: HomeDestination['rating']): string {
  const value = rating === null || rating === undefined || rating === '' ? Number.NaN : Number(rating);
  return Number.isFinite(value) && value > 0 ? value.toFixed(1) : 'New';
}

export function coverImage(destination: HomeDestination): string | null {
  return destination.images?.find(Boolean) ?? destination.imageUrl ?? null;
}

function amount(value: HomeCoupon['discountValue']): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return Number.isInteger(number) ? String(number) : number.toFixed(2);
}

/** Coupon label of spec section 2 (/coupons): '{value}% OFF', '₱{value} OFF', 'Buy 1 Get 1' or 'DISCOUNT'. */
export function couponLabel(coupon: HomeCoupon): string {
  const value = amount(coupon.discountValue);
  switch (coupon.discountType) {
    case 'percentage':
      return value ? `${value}% OFF` : 'DISCOUNT';
    case 'fixed':
    case 'fixed_amount':
      return value ? `₱${value} OFF` : 'DISCOUNT';
    case 'bogo':
      return 'Buy 1 Get 1';
    default:
      return 'DISCOUNT';
  }
}

const DATE = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', year: 'numeric' });

export function couponExpiry(coupon: HomeCoupon): string {
  if (!coupon.expiresAt) return 'No expiry';
  const date = new Date(coupon.expiresAt);
  return Number.isNaN(date.getTime()) ? 'No expiry' : `Expires ${DATE.format(date)}`;
}

/** Spec section 5 (DESIGN 5): the author by display name, 'Anonymous User' only when there is none. */
export function postAuthor(post: HomePost): string {
  const author = post.author;
  const name =
    post.authorName ||
    author?.displayName ||
    [author?.firstName, author?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Anonymous User';
}
