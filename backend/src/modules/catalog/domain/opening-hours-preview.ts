import {
  checkOpeningHours,
  openIntervals,
  OpeningHoursSyntaxError,
  philippineHolidays,
  type OpenInterval,
} from '../../../../../libs/opening-hours/src/index.js';
import { OpeningHoursError, OpeningHoursErrorCode } from './opening-hours.errors.js';

/** A public holiday's names, in English and Filipino. */
export interface HolidayName {
  readonly en: string;
  readonly fil: string;
}

/** One day of the preview, a day in Manila. */
export interface PreviewDay {
  /** 'YYYY-MM-DD' in Manila. */
  readonly date: string;
  readonly holiday: HolidayName | null;
  /**
   * The openings that begin that day, each with its real closing (even after midnight); a day open from midnight to
   * midnight has one interval of 24 hours. The first day's may begin at its midnight (an opening of the night before).
   */
  readonly intervals: readonly OpenInterval[];
}

export interface OpeningHoursPreview {
  readonly days: readonly PreviewDay[];
  /** Open without a break for the coming 7 days from now (as a place's openState.is24_7). */
  readonly is24_7: boolean;
}

export const PREVIEW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant Manila's day holding `instant` began (Manila has no daylight saving time). */
function manilaMidnight(instant: Date): number {
  const local = instant.getTime() + MANILA_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - MANILA_OFFSET_MS;
}

const manilaDate = (instant: number): string => new Date(instant + MANILA_OFFSET_MS).toISOString().slice(0, 10);

function holidaysBetween(from: number, to: number): Map<string, HolidayName> {
  const years = new Set([manilaDate(from), manilaDate(to)].map((date) => Number(date.slice(0, 4))));
  const names = new Map<string, HolidayName>();
  for (const year of years) {
    for (const day of philippineHolidays(year)) names.set(day.date, { en: day.name, fil: day.nameFil });
  }
  return names;
}

/**
 * Splits the intervals by the day they begin on: an interval that covers a whole day from its midnight gives that day
 * 24 hours and goes on to the next; any other stays whole on the day it begins ('18:00-02:00' on its evening).
 */
function byDay(intervals: readonly OpenInterval[], from: number): OpenInterval[][] {
  const days: OpenInterval[][] = Array.from({ length: PREVIEW_DAYS }, () => []);
  for (const interval of intervals) {
    let cursor = Math.max(interval.opensAt.getTime(), from);
    const end = interval.closesAt.getTime();
    while (cursor < end) {
      const index = Math.floor((cursor - from) / DAY_MS);
      if (index >= PREVIEW_DAYS) break;
      const dayStart = from + index * DAY_MS;
      const dayEnd = dayStart + DAY_MS;
      if (cursor === dayStart && end >= dayEnd) {
        days[index].push({ opensAt: new Date(dayStart), closesAt: new Date(dayEnd) });
        cursor = dayEnd;
      } else {
        days[index].push({ opensAt: new Date(cursor), closesAt: new Date(end) });
        break;
      }
    }
  }
  return days;
}

/**
 * What hours as an editor types them say for the coming 7 days in Manila, from today's midnight: each day's openings
 * and public holiday, computed by the code that computes places' hours (libs/opening-hours). Hours the package cannot
 * read, or empty ones, fail with OPENING_HOURS_INVALID and the package's reason.
 */
export function previewOpeningHours(value: string, now: Date): OpeningHoursPreview {
  let text: string | null;
  try {
    text = checkOpeningHours(value, now);
  } catch (error) {
    if (error instanceof OpeningHoursSyntaxError) {
      throw new OpeningHoursError(OpeningHoursErrorCode.Invalid, error.message, { field: 'openingHours' });
    }
    throw error;
  }
  if (text === null) {
    throw new OpeningHoursError(OpeningHoursErrorCode.Invalid, 'Opening hours are empty', { field: 'openingHours' });
  }
  const from = manilaMidnight(now);
  // A day more than shown, so that the last day's opening keeps its closing after midnight.
  const until = from + (PREVIEW_DAYS + 1) * DAY_MS;
  const intervals = openIntervals(text, new Date(from), new Date(until));
  const weekAhead = now.getTime() + PREVIEW_DAYS * DAY_MS;
  const is24_7 = intervals.some(
    ({ opensAt, closesAt }) => opensAt.getTime() <= now.getTime() && closesAt.getTime() >= weekAhead,
  );
  const holidays = holidaysBetween(from, from + (PREVIEW_DAYS - 1) * DAY_MS);
  const days = byDay(intervals, from).map((dayIntervals, index) => {
    const date = manilaDate(from + index * DAY_MS);
    return { date, holiday: holidays.get(date) ?? null, intervals: dayIntervals };
  });
  return { days, is24_7 };
}
