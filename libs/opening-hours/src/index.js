// Opening hours in OpenStreetMap's `opening_hours` syntax, evaluated by the `opening_hours` package in Asia/Manila
// with the Philippines' public holidays (docs/opening-hours.md). Plain JavaScript shared by the backend (validation,
// the open intervals behind 'Open now') and the admin app (validation as you type, the week's preview).
//
// Two things the package cannot do by itself:
// - Holidays: it has none for the Philippines (it throws for `PH`), and no hook to add some. So the `PH` selector is
//   rewritten into the holiday dates of the years evaluated (holidays.js) before the package reads the value.
// - Time zone: it reads the wall clock of a Date in the process's own zone (getHours...). So an instant is handed to
//   it as the Date whose local wall clock is Manila's at that instant (UTC+8, no daylight saving time), and what it
//   answers is turned back the same way. A wall-clock time that does not exist in the local zone (a daylight saving
//   time gap: 02:30 on New York's spring-forward day) would be moved by the Date, so under Node the evaluation runs
//   with process.env.TZ set to UTC for its (synchronous) duration and put back after: the process's TZ changes no
//   answer. A browser keeps its zone: in a zone with daylight saving time, a preview can be an hour off at 2 AM on
//   the two days it changes (the admin's preview only; the API's answers come from the server).
import OpeningHours from 'opening_hours';
import { philippineHolidays } from './holidays.js';

export { easterSunday, philippineHolidays } from './holidays.js';

export const OPENING_HOURS_MAX_LENGTH = 500;
export const MANILA_TIME_ZONE = 'Asia/Manila';
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Pampanga (San Fernando): the country the package is told, with no holidays of its own used. */
const PLACE = { lat: 15.03, lon: 120.69, address: { country_code: 'ph', state: 'Pampanga' } };

/** The Date whose local wall clock (getFullYear ... getMilliseconds) is Manila's at `instant`. */
export function toManilaWallClock(instant) {
  const m = new Date(instant.getTime() + MANILA_OFFSET_MS);
  return new Date(
    m.getUTCFullYear(),
    m.getUTCMonth(),
    m.getUTCDate(),
    m.getUTCHours(),
    m.getUTCMinutes(),
    m.getUTCSeconds(),
    m.getUTCMilliseconds(),
  );
}

/** The instant at which Manila's wall clock reads what `wallClock`'s local fields read. */
export function fromManilaWallClock(wallClock) {
  const utc = Date.UTC(
    wallClock.getFullYear(),
    wallClock.getMonth(),
    wallClock.getDate(),
    wallClock.getHours(),
    wallClock.getMinutes(),
    wallClock.getSeconds(),
    wallClock.getMilliseconds(),
  );
  return new Date(utc - MANILA_OFFSET_MS);
}

const nodeEnv = typeof globalThis.process === 'object' ? globalThis.process.env : undefined;

/** Runs `evaluate` (synchronous) with the process's zone set to UTC under Node, then puts the zone back. */
function inUtc(evaluate) {
  if (!nodeEnv || nodeEnv.TZ === 'UTC') return evaluate();
  const zone = nodeEnv.TZ;
  nodeEnv.TZ = 'UTC';
  try {
    return evaluate();
  } finally {
    if (zone === undefined) delete nodeEnv.TZ;
    else nodeEnv.TZ = zone;
  }
}

/** The year of `instant` in Manila. */
function manilaYear(instant) {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).getUTCFullYear();
}

/** An error of the value as written: the message says what to change. */
export class OpeningHoursSyntaxError extends Error {}

/** The value with quoted comments blanked out (same length), so that words inside them are not read as selectors. */
function outsideComments(value) {
  return value.replace(/"[^"]*"/g, (comment) => `"${' '.repeat(comment.length - 2)}"`);
}

const WEEKDAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?';
/** A weekday selector that holds `PH`: 'PH', 'Mo-Fr,PH', 'PH,Su' (either days or a holiday). */
const HOLIDAY_SELECTOR = new RegExp(`^(?:(?:${WEEKDAY}|PH),)*(?:${WEEKDAY}|PH)$`, 'i');
/** Where a rule starts: the start of the value, or after ';', '||' or an additional rule's ','. */
const RULE_START = /(?:^|;|\|\||,)\s*$/;
/** Where the rest of a rule ends: the next ';' or '||', or a ',' starting an additional rule (a word, comment or year). */
const RULE_END = /;|\|\||,\s*(?=[A-Za-z"]|\d{4}\s)/;

/** '2025 Jan 01,2025 Apr 09,...': every holiday of `years` as the package's date selector. */
function holidayDates(years) {
  return years
    .flatMap((year) => philippineHolidays(year))
    .map(({ date }) => {
      const [year, month, day] = date.split('-');
      return `${year} ${MONTHS[Number(month) - 1]} ${day}`;
    })
    .join(',');
}

/**
 * The value with each `PH` selector replaced by the holiday dates of `years`. 'PH off' becomes '<dates> off';
 * 'Mo-Fr,PH 08:00-17:00' (weekdays or a holiday) becomes two rules, 'Mo-Fr 08:00-17:00; <dates> 08:00-17:00', joined
 * as the rule was ('; ', ', ' or ' || '). `PH` must start its rule (not after a date or a week) and cannot be
 * combined with a weekday by a space or shifted by days ('PH Su', 'PH +1 day').
 */
export function withHolidayDates(value, years) {
  const plain = outsideComments(value);
  const pattern = /\bPH\b/gi;
  const edits = [];
  for (let match = pattern.exec(plain); match !== null; match = pattern.exec(plain)) {
    let start = match.index;
    while (start > 0 && !/\s/.test(plain[start - 1])) start -= 1;
    let end = match.index + 2;
    while (end < plain.length && !/\s/.test(plain[end])) end += 1;
    const token = plain.slice(start, end);
    if (!HOLIDAY_SELECTOR.test(token) || !RULE_START.test(plain.slice(0, start))) {
      throw new OpeningHoursSyntaxError(
        'PH (public holidays) must start a rule, alone or with weekdays: "PH off", "Mo-Fr,PH 08:00-17:00"',
      );
    }
    const restStart = start + token.length;
    const restEnd = restStart + searchFrom(plain.slice(restStart), RULE_END);
    const rest = value.slice(restStart, restEnd).trimEnd();
    if (/^\s*[+-]\d/.test(rest) || /^\s+(?:Mo|Tu|We|Th|Fr|Sa|Su)\b/i.test(rest)) {
      throw new OpeningHoursSyntaxError('PH cannot be shifted by days or combined with a weekday by a space');
    }
    const days = token.split(',').filter((item) => item.toUpperCase() !== 'PH');
    const dates = holidayDates(years);
    const joiner = separatorBefore(plain.slice(0, start));
    const replaced = days.length === 0 ? `${dates}${rest}` : `${days.join(',')}${rest}${joiner}${dates}${rest}`;
    edits.push({ start, end: restStart + rest.length, replaced });
    pattern.lastIndex = Math.max(pattern.lastIndex, restStart + rest.length);
  }
  let result = value;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.replaced + result.slice(edit.end);
  return result;
}

function searchFrom(text, pattern) {
  const at = text.search(pattern);
  return at === -1 ? text.length : at;
}

function separatorBefore(before) {
  const trimmed = before.trimEnd();
  if (trimmed.endsWith('||')) return ' || ';
  if (trimmed.endsWith(',')) return ', ';
  return '; ';
}

const UNSUPPORTED = [
  [/\bSH\b/i, 'School holidays (SH) are not supported: give the dates instead'],
  [
    /\b(?:sunrise|sunset|dawn|dusk)\b/i,
    'Times by the sun (sunrise, sunset, dawn, dusk) are not supported: give clock times',
  ],
];

/** The package's object for `value` (already trimmed), with the holidays of `years`; throws OpeningHoursSyntaxError. */
function compile(value, years) {
  const plain = outsideComments(value);
  for (const [pattern, message] of UNSUPPORTED) {
    if (pattern.test(plain)) throw new OpeningHoursSyntaxError(message);
  }
  try {
    return new OpeningHours(withHolidayDates(value, years), PLACE, { mode: 0, locale: 'en' });
  } catch (error) {
    if (error instanceof OpeningHoursSyntaxError) throw error;
    throw new OpeningHoursSyntaxError(String(error).replace(/\s+/g, ' ').trim());
  }
}

/** The Manila years from a year before `from` to a year after `to` (a rule crossing New Year's Eve sees both). */
function yearsAround(from, to) {
  const years = [];
  for (let year = manilaYear(from) - 1; year <= manilaYear(to) + 1; year += 1) years.push(year);
  return years;
}

/**
 * Checks a value as an editor entered it: trimmed; '' or null is 'no hours' (null). Throws OpeningHoursSyntaxError
 * (with the package's message) when the package cannot read or evaluate it, or when it uses what Manila's evaluation
 * does not support. Answers the trimmed value.
 */
export function checkOpeningHours(value, now = new Date()) {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > OPENING_HOURS_MAX_LENGTH) {
    throw new OpeningHoursSyntaxError(`Opening hours must be at most ${OPENING_HOURS_MAX_LENGTH} characters`);
  }
  const until = new Date(now.getTime() + 7 * DAY_MS);
  return inUtc(() => {
    const hours = compile(text, yearsAround(now, until));
    try {
      hours.getOpenIntervals(toManilaWallClock(now), toManilaWallClock(until));
    } catch (error) {
      throw new OpeningHoursSyntaxError(String(error).replace(/\s+/g, ' ').trim());
    }
    return text;
  });
}

/**
 * The open intervals of `value` between two instants, in order, clipped to [from, to]: [{ opensAt, closesAt }]
 * (Dates). Unknown states ('unknown', a comment alone) do not count as open.
 */
export function openIntervals(value, from, to) {
  return inUtc(() =>
    compile(value.trim(), yearsAround(from, to))
      .getOpenIntervals(toManilaWallClock(from), toManilaWallClock(to))
      .filter(([, , unknown]) => !unknown)
      .map(([opensAt, closesAt]) => ({
        opensAt: fromManilaWallClock(opensAt),
        closesAt: fromManilaWallClock(closesAt),
      })),
  );
}

/** Whether `value` is open at every moment of the coming year from `now` ('24/7', with no holiday closing it). */
export function isAlwaysOpen(value, now = new Date()) {
  const until = new Date(now.getTime() + 366 * DAY_MS);
  const intervals = openIntervals(value, now, until);
  return (
    intervals.length === 1 &&
    intervals[0].opensAt.getTime() === now.getTime() &&
    intervals[0].closesAt.getTime() === until.getTime()
  );
}
