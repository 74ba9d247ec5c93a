import { philippineHolidays } from '../../../../../libs/opening-hours/src/index.js';
import { OpeningHoursError, OpeningHoursErrorCode } from './opening-hours.errors.js';
import { previewOpeningHours } from './opening-hours-preview.js';

/** An instant given as Manila's wall clock ('2026-11-27T15:00'). */
const manila = (wallClock: string) => new Date(`${wallClock}:00+08:00`);
const week = (value: string, now: string) => {
  const preview = previewOpeningHours(value, manila(now));
  return {
    is24_7: preview.is24_7,
    days: preview.days.map((day) => ({
      date: day.date,
      holiday: day.holiday?.en ?? null,
      intervals: day.intervals.map((i) => [i.opensAt.toISOString(), i.closesAt.toISOString()]),
    })),
  };
};
const at = (wallClock: string) => manila(wallClock).toISOString();
const failure = (value: string) => {
  try {
    previewOpeningHours(value, manila('2026-11-27T15:00'));
  } catch (error) {
    return error;
  }
  throw new Error('no failure');
};

describe('the week of opening hours as an editor types them (fixed clock, Asia/Manila)', () => {
  it('gives the coming 7 days from today in Manila, with holidays and their Filipino names', () => {
    // Friday 27 November 2026, 3 PM; Monday the 30th is Bonifacio Day.
    const { days, is24_7 } = week('Mo-Sa 08:00-21:00; PH off', '2026-11-27T15:00');
    expect(is24_7).toBe(false);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(days[0].intervals).toEqual([[at('2026-11-27T08:00'), at('2026-11-27T21:00')]]);
    expect(days[2]).toEqual({ date: '2026-11-29', holiday: null, intervals: [] });
    expect(days[3]).toEqual({ date: '2026-11-30', holiday: 'Bonifacio Day', intervals: [] });
    expect(days[4].intervals).toEqual([[at('2026-12-01T08:00'), at('2026-12-01T21:00')]]);
    const bonifacio = philippineHolidays(2026).find((day) => day.date === '2026-11-30');
    expect(previewOpeningHours('24/7', manila('2026-11-27T15:00')).days[3].holiday).toEqual({
      en: bonifacio?.name,
      fil: bonifacio?.nameFil,
    });
  });

  it('keeps an opening past midnight on the day it began, and one from the night before on the first day', () => {
    // Saturday 28 November, 1 AM: Friday's night is still open until 2 AM.
    const { days } = week('Fr-Sa 18:00-02:00', '2026-11-28T01:00');
    expect(days[0].intervals).toEqual([
      [at('2026-11-28T00:00'), at('2026-11-28T02:00')],
      [at('2026-11-28T18:00'), at('2026-11-29T02:00')],
    ]);
    expect(days[6]).toEqual({
      date: '2026-12-04',
      holiday: null,
      intervals: [[at('2026-12-04T18:00'), at('2026-12-05T02:00')]],
    });
  });

  it('gives every day 24 hours and is24_7 for 24/7, across the new year', () => {
    const { days, is24_7 } = week('24/7', '2026-12-29T10:00');
    expect(is24_7).toBe(true);
    expect(days[0].intervals).toEqual([[at('2026-12-29T00:00'), at('2026-12-30T00:00')]]);
    expect(days[6].intervals).toEqual([[at('2027-01-04T00:00'), at('2027-01-05T00:00')]]);
    expect(days[3].date).toBe('2027-01-01');
    expect(days[3].holiday).toBe(philippineHolidays(2027).find((day) => day.date === '2027-01-01')?.name);
    expect(week('24/7; PH off', '2026-12-29T10:00').is24_7).toBe(false);
  });

  it("fails with OPENING_HOURS_INVALID and the package's reason, or when empty", () => {
    const sun = failure('Mo-Fr sunrise-18:00');
    expect(sun).toBeInstanceOf(OpeningHoursError);
    expect(sun).toMatchObject({ code: OpeningHoursErrorCode.Invalid, details: { field: 'openingHours' } });
    expect((sun as Error).message).toMatch(/sun/);
    expect(failure('Mo-Xx 25:00')).toMatchObject({ code: OpeningHoursErrorCode.Invalid });
    expect(failure('   ')).toMatchObject({ code: OpeningHoursErrorCode.Invalid, message: 'Opening hours are empty' });
  });
});
