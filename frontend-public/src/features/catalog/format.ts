/**
 * Display formats of the catalog (spec section 9): rating with 1 decimal or 'New', pesos with the ₱ sign,
 * gas price with 2 decimals per litre, short dates in Philippine time.
 */

/** Numbers may arrive as numeric strings (PostgreSQL numeric); anything else that is not finite is null. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** '4.7', or 'New' when the place has no rating yet. */
export function formatRating(rating: unknown): string {
  const value = toNumber(rating);
  return value === null || value <= 0 ? 'New' : value.toFixed(1);
}

/** '(12 reviews)', '(1 review)', '(0 reviews)'. */
export function formatReviewCount(count: unknown): string {
  const value = Math.max(0, Math.trunc(toNumber(count) ?? 0));
  return `(${value} ${value === 1 ? 'review' : 'reviews'})`;
}

/** '₱62.45/L' (2 decimals), or null when there is no price. */
export function formatGasPrice(price: unknown): string | null {
  const value = toNumber(price);
  return value === null ? null : `₱${value.toFixed(2)}/L`;
}

/** '₱150' or '₱99.50': whole pesos without decimals, otherwise 2 decimals. */
export function formatPesos(amount: unknown): string {
  const value = toNumber(amount) ?? 0;
  return `₱${Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Manila',
});

/** 'Nov 20, 2026' (Philippine time), or null for a missing or invalid date. */
export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : SHORT_DATE.format(date);
}

/** 'Updated Nov 20, 2026' under a gas price. */
export function formatUpdatedDate(iso: string | null | undefined): string | null {
  const date = formatShortDate(iso);
  return date ? `Updated ${date}` : null;
}

/** The first `max` characters (the spec's share text uses the first 100 characters of the description). */
export function firstCharacters(text: string | null | undefined, max = 100): string {
  return Array.from(text ?? '').slice(0, max).join('');
}
