import { formatDate, type Language } from '@tara/i18n';

/** The server's rules (docs/reviews.md): 1 to 5 stars, 20 to 2,000 characters, a month from 1950-01 to this one. */
export const MIN_TEXT = 20;
export const MAX_TEXT = 2000;
export const MAX_PHOTOS = 3;
/** A partner's reply: 1 to 1,000 characters. */
export const MAX_REPLY = 1000;
export const FIRST_MONTH = '1950-01';

/** Philippine time is UTC+8 all year (no daylight saving time). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** This month in the Philippines as YYYY-MM (the latest month of a visit the server takes). */
export function currentManilaMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 7);
}

/** Characters as the server counts them (code points, not UTF-16 units), of the text as it will be sent (trimmed). */
export function textLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** 'March 2026' / 'Marso 2026' for '2026-03'; the month itself when it is not one. */
export function formatVisitMonth(month: string, language: Language): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return formatDate(`${month}-15T04:00:00.000Z`, language, { month: 'long', year: 'numeric' });
}

export interface ReviewDraft {
  stars: number;
  text: string;
  visitMonth: string;
}

export type DraftError =
  | { field: 'stars'; problem: 'required' }
  | { field: 'text'; problem: 'tooShort' | 'tooLong'; count: number }
  | { field: 'visitMonth'; problem: 'required' | 'invalid' };

/** What is wrong with a draft, per field (none when it may be sent), by the same rules as the server. */
export function draftErrors(draft: ReviewDraft, now: Date = new Date()): DraftError[] {
  const errors: DraftError[] = [];
  if (!Number.isInteger(draft.stars) || draft.stars < 1 || draft.stars > 5)
    errors.push({ field: 'stars', problem: 'required' });
  const count = textLength(draft.text);
  if (count < MIN_TEXT) errors.push({ field: 'text', problem: 'tooShort', count });
  else if (count > MAX_TEXT) errors.push({ field: 'text', problem: 'tooLong', count });
  if (!draft.visitMonth) errors.push({ field: 'visitMonth', problem: 'required' });
  else if (
    !/^\d{4}-(0[1-9]|1[0-2])$/.test(draft.visitMonth) ||
    draft.visitMonth < FIRST_MONTH ||
    draft.visitMonth > currentManilaMonth(now)
  )
    errors.push({ field: 'visitMonth', problem: 'invalid' });
  return errors;
}

/** The share of `count` in `total` as a whole percent (0 without reviews). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}
