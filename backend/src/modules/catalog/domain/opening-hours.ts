import {
  checkOpeningHours,
  isAlwaysOpen,
  openIntervals,
  OpeningHoursSyntaxError,
  type OpenInterval,
} from '../../../../../libs/opening-hours/src/index.js';
import { CatalogRule, type RuleViolation, type TextInput } from './catalog-rules.js';

export { OPENING_HOURS_MAX_LENGTH } from '../../../../../libs/opening-hours/src/index.js';
export type { OpenInterval };

/**
 * What a place's answer carries of its hours (docs/opening-hours.md): its coming open intervals as instants (the one
 * in progress first), so that the app says open or closed from its own clock and a kept answer stays right until
 * the window runs out; and whether it is open without a break for the coming week ('Open 24/7').
 */
export interface PlaceOpenState {
  readonly is24_7: boolean;
  readonly intervals: readonly OpenInterval[];
}

/**
 * How far ahead a place's open intervals are kept (place_open_intervals, docs/opening-hours.md): the answers send the
 * coming ones and the 'open now' filter reads the one holding now.
 */
export const OPEN_INTERVALS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opening hours as an editor entered them: trimmed; null, '' or only white space clears them (null). A value the
 * `opening_hours` package cannot read or evaluate (in Asia/Manila, with Philippine holidays for `PH`) fails with
 * the package's message.
 */
export function optionalOpeningHours(value: TextInput, now: Date, fail: RuleViolation): string | null {
  try {
    return checkOpeningHours(value, now);
  } catch (error) {
    if (error instanceof OpeningHoursSyntaxError) {
      throw fail(CatalogRule.InvalidOpeningHours, `Opening hours are not valid: ${error.message}`, 'openingHours');
    }
    throw error;
  }
}

/**
 * The open intervals of checked hours from a day before `now` to OPEN_INTERVALS_DAYS after: the one in progress with
 * its real opening (so it holds the database's now() of the writing transaction, which began a moment earlier, and
 * any small clock difference between the app and the database), the ones ahead in full.
 */
export function comingOpenIntervals(openingHours: string, now: Date): OpenInterval[] {
  return openIntervals(
    openingHours,
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + OPEN_INTERVALS_DAYS * DAY_MS),
  );
}

/** Whether checked hours are open at every moment of the coming year ('24/7' with no holiday closing it). */
export function isOpenAllYear(openingHours: string | null, now: Date): boolean {
  return openingHours !== null && isAlwaysOpen(openingHours, now);
}
