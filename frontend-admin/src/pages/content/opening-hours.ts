import { formatDate, type Language } from '@tara/i18n';
import { isApiError } from '@tara/api-client';
import {
  checkOpeningHours,
  openIntervals,
  OpeningHoursSyntaxError,
  philippineHolidays,
  type OpenInterval,
} from '../../../../libs/opening-hours/src/index.js';
import { t } from '../../i18n/i18n';

/**
 * The 'Opening hours' field of the destination and service dialogs (docs/opening-hours.md): OpenStreetMap's
 * `opening_hours` syntax, checked as it is typed by the library the API checks with (libs/opening-hours), and told
 * back as the coming 7 days in Manila, in the language in force.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const PREVIEW_DAYS = 7;

/** The clock of the checks and the preview (a test sets its own). */
export const previewClock = { now: (): Date => new Date() };

/** Why the hours cannot be read, in the language in force (the library's own reason stays English); null when fine. */
export function openingHoursError(value: string | undefined, now = previewClock.now()): string | null {
  try {
    checkOpeningHours(value ?? '', now);
    return null;
  } catch (error) {
    if (error instanceof OpeningHoursSyntaxError) return t('form.openingHoursInvalid', { reason: error.message });
    throw error;
  }
}

/** What one day of the preview says. */
export type DayHours = { kind: 'closed' } | { kind: 'allDay' } | { kind: 'open'; ranges: string[] };

export interface PreviewDay {
  /** 'YYYY-MM-DD' in Manila. */
  date: string;
  /** 'Mon, Nov 30' / 'Lun, Nob 30' (Intl, Asia/Manila). */
  label: string;
  /** The public holiday's name in the language in force, when the day is one. */
  holiday: string | null;
  hours: DayHours;
}

/** The instant Manila's day holding `instant` begins. */
function manilaMidnight(instant: Date): number {
  const local = instant.getTime() + MANILA_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - MANILA_OFFSET_MS;
}

const isoDay = (start: number) => new Date(start + MANILA_OFFSET_MS).toISOString().slice(0, 10);

function holidayNames(from: number, language: Language): Map<string, string> {
  const years = new Set([isoDay(from), isoDay(from + PREVIEW_DAYS * DAY_MS)].map((day) => Number(day.slice(0, 4))));
  const names = new Map<string, string>();
  for (const year of years) {
    for (const day of philippineHolidays(year)) names.set(day.date, language === 'fil' ? day.nameFil : day.name);
  }
  return names;
}

function clockTime(instant: Date, language: Language): string {
  return formatDate(instant, language, { hour: 'numeric', minute: '2-digit' });
}

/**
 * One day's hours from the open intervals: 'Open 24 hours' when one covers the whole day; else each opening that
 * starts that day, with its closing even after midnight ('6:00 PM – 2:00 AM'). The intervals begin at the first
 * day's midnight, so one still running from the night before shows on that day as '12:00 AM – 2:00 AM'.
 */
function dayHours(intervals: readonly OpenInterval[], start: number, language: Language): DayHours {
  const end = start + DAY_MS;
  if (intervals.some(({ opensAt, closesAt }) => opensAt.getTime() <= start && closesAt.getTime() >= end)) {
    return { kind: 'allDay' };
  }
  const ranges = intervals
    .filter(({ opensAt }) => opensAt.getTime() >= start && opensAt.getTime() < end)
    .map(({ opensAt, closesAt }) =>
      t('form.openingHoursRange', { opens: clockTime(opensAt, language), closes: clockTime(closesAt, language) }),
    );
  return ranges.length === 0 ? { kind: 'closed' } : { kind: 'open', ranges };
}

/**
 * The coming 7 days of valid hours in Manila, from today: each day's label, holiday and hours. null when the value is
 * empty or cannot be read (the field says why).
 */
export function weekPreview(
  value: string | undefined,
  language: Language,
  now = previewClock.now(),
): PreviewDay[] | null {
  let text: string | null;
  try {
    text = checkOpeningHours(value ?? '', now);
  } catch {
    return null;
  }
  if (text === null) return null;
  const from = manilaMidnight(now);
  // A day more than shown, so that the last day's opening keeps its closing after midnight.
  const intervals = openIntervals(text, new Date(from), new Date(from + (PREVIEW_DAYS + 1) * DAY_MS));
  const holidays = holidayNames(from, language);
  return Array.from({ length: PREVIEW_DAYS }, (_, index) => {
    const start = from + index * DAY_MS;
    const date = isoDay(start);
    return {
      date,
      label: formatDate(new Date(start), language, { weekday: 'short', month: 'short', day: 'numeric' }),
      holiday: holidays.get(date) ?? null,
      hours: dayHours(intervals, start, language),
    };
  });
}

/** The API's refusal of the hours (400 *_OPENING_HOURS_INVALID) as the field's message (Form.setFields); none for any other error. */
export function openingHoursServerError(error: unknown): { name: 'openingHours'; errors: string[] }[] {
  if (!isApiError(error)) return [];
  if (error.code !== 'DESTINATION_OPENING_HOURS_INVALID' && error.code !== 'SERVICE_OPENING_HOURS_INVALID') return [];
  const reason = (error.serverMessage ?? '').replace(/^Opening hours are not valid:\s*/, '');
  return [{ name: 'openingHours', errors: [t('form.openingHoursInvalid', { reason })] }];
}
