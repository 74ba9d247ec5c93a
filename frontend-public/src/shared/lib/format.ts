import { formatDate, formatMoney, formatNumber, type Language } from '@tara/i18n';
import type { Translate } from '@tara/i18n';
import type { MessageId } from '../../i18n/i18n';

/**
 * Display formats of the catalog (spec section 9), in the page's language (en-PH / fil-PH): rating with 1 decimal or
 * 'New', gas price in pesos with 2 decimals per litre, short dates in Philippine time.
 */

/** Numbers may arrive as numeric strings (PostgreSQL numeric); anything else that is not finite is null. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** '4.7' (one decimal), or null when the place has no rating yet (the page shows 'New'). */
export function formatRating(rating: unknown, language: Language): string | null {
  const value = toNumber(rating);
  return value === null || value <= 0
    ? null
    : formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '(12 reviews)', '(1 review)', '(0 reviews)' (plural rules of the language). */
export function formatReviewCount(count: unknown, t: Translate<MessageId>): string {
  return t('rating.reviews', { count: Math.max(0, Math.trunc(toNumber(count) ?? 0)) });
}

/** '₱62.45/L' (2 decimals), or null when there is no price. */
export function formatGasPrice(price: unknown, language: Language): string | null {
  const value = toNumber(price);
  return value === null
    ? null
    : `${formatMoney(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}/L`;
}

/** 'Nov 20, 2026' / 'Nob 20, 2026' (Philippine time), or null for a missing or invalid date. */
export function formatShortDate(iso: string | null | undefined, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, language);
}

/** 'Updated Nov 20, 2026' under a gas price. */
export function formatUpdatedDate(
  iso: string | null | undefined,
  language: Language,
  t: Translate<MessageId>,
): string | null {
  const date = formatShortDate(iso, language);
  return date ? t('service.gasPriceUpdated', { date }) : null;
}

/** The first `max` characters (the spec's share text uses the first 100 characters of the description). */
export function firstCharacters(text: string | null | undefined, max = 100): string {
  return Array.from(text ?? '')
    .slice(0, max)
    .join('');
}
