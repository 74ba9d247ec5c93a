import { CatalogRule, type RuleViolation } from './catalog-rules.js';
import { comingOpenIntervals, isOpenAllYear, OPEN_INTERVALS_DAYS, optionalOpeningHours } from './opening-hours.js';
import {
  easterSunday,
  openIntervals,
  philippineHolidays,
  withHolidayDates,
} from '../../../../../libs/opening-hours/src/index.js';

/** An instant given as Manila's wall clock ('2025-12-26T23:30'). */
const manila = (wallClock: string) => new Date(`${wallClock}:00+08:00`);
const iso = (wallClock: string) => manila(wallClock).toISOString();
const spans = (value: string, from: string, to: string) =>
  openIntervals(value, manila(from), manila(to)).map((i) => [i.opensAt.toISOString(), i.closesAt.toISOString()]);

class RuleError extends Error {
  constructor(
    readonly rule: CatalogRule,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
const fail: RuleViolation = (rule, message, field) => new RuleError(rule, message, field);

describe('opening hours: evaluation in Asia/Manila (fixed clock)', () => {
  it('reads hours on Manila wall-clock time, across midnight UTC', () => {
    // 08:00-21:00 in Manila is 00:00-13:00 UTC: the Manila day begins the evening before in UTC.
    expect(spans('Mo-Su 08:00-21:00', '2026-03-02T00:00', '2026-03-03T00:00')).toEqual([
      [iso('2026-03-02T08:00'), iso('2026-03-02T21:00')],
    ]);
  });

  it('keeps a place that closes after midnight open into the next day', () => {
    // Friday 26 and Saturday 27 December 2025, 18:00 to 02:00.
    expect(spans('Fr-Sa 18:00-02:00', '2025-12-26T00:00', '2025-12-29T00:00')).toEqual([
      [iso('2025-12-26T18:00'), iso('2025-12-27T02:00')],
      [iso('2025-12-27T18:00'), iso('2025-12-28T02:00')],
    ]);
    // From 01:30 on the Saturday: the interval in progress, clipped to the start.
    expect(spans('Fr-Sa 18:00-02:00', '2025-12-27T01:30', '2025-12-27T12:00')).toEqual([
      [iso('2025-12-27T01:30'), iso('2025-12-27T02:00')],
    ]);
  });

  it('closes on Philippine public holidays with PH off (Christmas Eve and Day 2025)', () => {
    expect(spans('Mo-Sa 08:00-21:00; PH off', '2025-12-23T00:00', '2025-12-27T00:00')).toEqual([
      [iso('2025-12-23T08:00'), iso('2025-12-23T21:00')],
      [iso('2025-12-26T08:00'), iso('2025-12-26T21:00')],
    ]);
  });

  it('opens on holidays with weekdays,PH, and keeps holiday hours of their own', () => {
    // Thursday 25 December 2025 is Christmas Day; Saturday 27 is not a holiday.
    expect(spans('Mo-Fr,PH 09:00-12:00', '2025-12-25T00:00', '2025-12-28T00:00')).toEqual([
      [iso('2025-12-25T09:00'), iso('2025-12-25T12:00')],
      [iso('2025-12-26T09:00'), iso('2025-12-26T12:00')],
    ]);
    expect(spans('Mo-Su 10:00-22:00; PH 12:00-18:00', '2025-12-30T00:00', '2026-01-02T00:00')).toEqual([
      [iso('2025-12-30T12:00'), iso('2025-12-30T18:00')], // Rizal Day
      [iso('2025-12-31T12:00'), iso('2025-12-31T18:00')], // Last Day of the Year
      [iso('2026-01-01T12:00'), iso('2026-01-01T18:00')], // New Year's Day: the next year's holidays
    ]);
  });

  it('knows Holy Week, National Heroes Day and the proclaimed days', () => {
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    const dates = (year: number) => philippineHolidays(year).map((day) => day.date);
    expect(dates(2025)).toEqual(expect.arrayContaining(['2025-04-17', '2025-04-18', '2025-04-19', '2025-08-25']));
    expect(dates(2026)).toEqual(
      expect.arrayContaining(['2026-02-17', '2026-04-02', '2026-04-03', '2026-04-04', '2026-08-31', '2026-11-02']),
    );
    expect(dates(2025)).toHaveLength(new Set(dates(2025)).size);
  });

  it('rewrites PH only where it is a holiday selector, never inside a comment', () => {
    expect(withHolidayDates('Mo-Fr 10:00-12:00 "PH by appointment"', [2025])).toBe(
      'Mo-Fr 10:00-12:00 "PH by appointment"',
    );
    expect(withHolidayDates('Mo-Fr,PH 08:00-12:00', [2025])).toMatch(/^Mo-Fr 08:00-12:00; 2025 Jan 01,.*08:00-12:00$/);
  });

  it('gives the coming 14 days and says when a place is open all year', () => {
    const now = manila('2026-03-02T10:00');
    const intervals = comingOpenIntervals('24/7', now);
    const day = 24 * 60 * 60 * 1000;
    expect(intervals).toEqual([
      { opensAt: new Date(now.getTime() - day), closesAt: new Date(now.getTime() + OPEN_INTERVALS_DAYS * day) },
    ]);
    expect(isOpenAllYear('24/7', now)).toBe(true);
    expect(isOpenAllYear('Mo-Su 00:00-24:00', now)).toBe(true);
    expect(isOpenAllYear('24/7; PH off', now)).toBe(false);
    expect(isOpenAllYear('Mo-Su 06:00-22:00', now)).toBe(false);
    expect(isOpenAllYear(null, now)).toBe(false);
  });

  it('does not count unknown hours or a comment alone as open', () => {
    expect(spans('Mo-Su 10:00-12:00 unknown', '2026-03-02T00:00', '2026-03-03T00:00')).toEqual([]);
  });
});

describe('opening hours: what an editor may enter', () => {
  const now = manila('2026-03-02T10:00');
  const check = (value: string | null | undefined) => optionalOpeningHours(value, now, fail);
  const messageOf = (value: string) => {
    try {
      check(value);
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).rule).toBe(CatalogRule.InvalidOpeningHours);
      expect((error as RuleError).field).toBe('openingHours');
      return (error as RuleError).message;
    }
    throw new Error(`accepted ${value}`);
  };

  it('accepts the syntax, trimmed; empty clears', () => {
    expect(check('  Mo-Sa 08:00-21:00; PH off ')).toBe('Mo-Sa 08:00-21:00; PH off');
    expect(check('24/7')).toBe('24/7');
    expect(check('')).toBeNull();
    expect(check('   ')).toBeNull();
    expect(check(null)).toBeNull();
  });

  it("refuses what the package cannot read, with the package's message", () => {
    expect(messageOf('open sometimes')).toMatch(/^Opening hours are not valid: .*Unexpected token/);
    expect(messageOf('Mo-Fr 25:00-26:00')).toMatch(/^Opening hours are not valid: /);
  });

  it('refuses what Manila cannot evaluate: school holidays, the sun, PH inside a rule, too long', () => {
    expect(messageOf('Mo-Fr 08:00-17:00; SH off')).toMatch(/School holidays/);
    expect(messageOf('sunrise-sunset')).toMatch(/sunrise/);
    expect(messageOf('Dec PH off')).toMatch(/PH \(public holidays\) must start a rule/);
    expect(messageOf('PH Su 10:00-12:00')).toMatch(/PH cannot be/);
    expect(messageOf(`Mo-Fr 08:00-17:00 "${'x'.repeat(500)}"`)).toMatch(/at most 500 characters/);
  });
});
