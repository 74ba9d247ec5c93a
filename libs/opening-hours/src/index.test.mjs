// The opening hours rules (run: node --test libs/opening-hours/src/index.test.mjs). Instants are written in UTC; Manila is UTC+8.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkOpeningHours,
  easterSunday,
  fromManilaWallClock,
  isAlwaysOpen,
  openIntervals,
  OPENING_HOURS_MAX_LENGTH,
  OpeningHoursSyntaxError,
  philippineHolidays,
  toManilaWallClock,
  withHolidayDates,
} from './index.js';

/** Friday 27 November 2026, 10:00 in Manila. */
const FRIDAY_10AM = new Date('2026-11-27T02:00:00Z');
const at = (iso) => new Date(iso);
const asText = (intervals) => intervals.map(({ opensAt, closesAt }) => [opensAt.toISOString(), closesAt.toISOString()]);

/** The message of the OpeningHoursSyntaxError `value` throws (fails when it throws nothing or something else). */
function refusal(value) {
  try {
    checkOpeningHours(value, FRIDAY_10AM);
  } catch (error) {
    assert.ok(error instanceof OpeningHoursSyntaxError, `${value}: ${String(error)}`);
    return error.message;
  }
  assert.fail(`${value} was taken`);
}

describe('checkOpeningHours', () => {
  it('answers the trimmed value, and null for no hours', () => {
    assert.equal(checkOpeningHours('  Mo-Sa 08:00-21:00; PH off ', FRIDAY_10AM), 'Mo-Sa 08:00-21:00; PH off');
    assert.equal(checkOpeningHours('24/7', FRIDAY_10AM), '24/7');
    assert.equal(checkOpeningHours('', FRIDAY_10AM), null);
    assert.equal(checkOpeningHours('   ', FRIDAY_10AM), null);
    assert.equal(checkOpeningHours(null, FRIDAY_10AM), null);
    assert.equal(checkOpeningHours(undefined, FRIDAY_10AM), null);
  });

  it("takes the docs' examples", () => {
    for (const value of [
      'Mo-Su 10:00-02:00',
      'Mo-Fr,PH 09:00-12:00',
      'Tu-Su 11:00-21:00; PH 11:00-15:00',
      'Sep 15-30 Fr-Sa 18:00-02:00',
      'Mo-Fr 08:00-17:00 "by appointment"; PH off',
    ])
      assert.equal(checkOpeningHours(value, FRIDAY_10AM), value);
  });

  it("refuses what the package cannot read, with the package's message", () => {
    assert.match(refusal('Mo-Sa 8-21 foo'), /Unexpected token/);
    assert.match(refusal('Mo-Sa 25:00-26:00'), /./);
    assert.match(refusal('open sometimes'), /./);
  });

  it('refuses what Manila evaluation does not support, saying what to write instead', () => {
    assert.match(refusal('SH off'), /School holidays/);
    assert.match(refusal('sunrise-sunset'), /Times by the sun/);
    assert.match(refusal('Mo-Fr dusk-22:00'), /Times by the sun/);
    assert.match(refusal('Dec PH off'), /PH \(public holidays\) must start a rule/);
    assert.match(refusal('PH Su 10:00-12:00'), /combined with a weekday by a space/);
    assert.match(refusal('PH +1 day off'), /shifted by days/);
  });

  it('reads words inside comments as a comment, not as selectors', () => {
    assert.equal(checkOpeningHours('Mo-Fr 08:00-17:00 "no PH, no SH, not at sunrise"', FRIDAY_10AM) !== null, true);
  });

  it(`refuses more than ${OPENING_HOURS_MAX_LENGTH} characters`, () => {
    const long = `Mo-Fr 08:00-17:00 "${'x'.repeat(OPENING_HOURS_MAX_LENGTH)}"`;
    assert.match(refusal(long), /at most 500 characters/);
  });
});

describe('openIntervals', () => {
  it('clips to the window and closes on public holidays (Bonifacio Day, Monday 30 November 2026)', () => {
    const until = at('2026-12-02T16:00:00Z');
    assert.deepEqual(asText(openIntervals('Mo-Sa 08:00-21:00; PH off', FRIDAY_10AM, until)), [
      ['2026-11-27T02:00:00.000Z', '2026-11-27T13:00:00.000Z'],
      ['2026-11-28T00:00:00.000Z', '2026-11-28T13:00:00.000Z'],
      ['2026-12-01T00:00:00.000Z', '2026-12-01T13:00:00.000Z'],
      ['2026-12-02T00:00:00.000Z', '2026-12-02T13:00:00.000Z'],
    ]);
  });

  it('opens on a holiday that falls on a closed day when PH is listed with the weekdays', () => {
    // Sunday 1 November 2026 is All Saints' Day.
    const intervals = openIntervals('Mo-Fr,PH 09:00-12:00', at('2026-10-31T16:00:00Z'), at('2026-11-01T16:00:00Z'));
    assert.deepEqual(asText(intervals), [['2026-11-01T01:00:00.000Z', '2026-11-01T04:00:00.000Z']]);
  });

  it('keeps shorter holiday hours', () => {
    // Wednesday 30 December 2026 is Rizal Day.
    const intervals = openIntervals(
      'Tu-Su 11:00-21:00; PH 11:00-15:00',
      at('2026-12-29T16:00:00Z'),
      at('2026-12-30T16:00:00Z'),
    );
    assert.deepEqual(asText(intervals), [['2026-12-30T03:00:00.000Z', '2026-12-30T07:00:00.000Z']]);
  });

  it('carries an opening past midnight into the next day', () => {
    const intervals = openIntervals('Fr-Sa 18:00-02:00', FRIDAY_10AM, at('2026-11-28T16:00:00Z'));
    assert.deepEqual(asText(intervals), [
      ['2026-11-27T10:00:00.000Z', '2026-11-27T18:00:00.000Z'],
      ['2026-11-28T10:00:00.000Z', '2026-11-28T16:00:00.000Z'],
    ]);
  });

  it('counts an unknown state (a comment alone) as not open', () => {
    assert.deepEqual(openIntervals('"call ahead"', FRIDAY_10AM, at('2026-11-29T02:00:00Z')), []);
  });

  it('gives the same answers whatever the process time zone, and puts the zone back', () => {
    const before = process.env.TZ;
    const answers = [];
    for (const zone of ['UTC', 'America/New_York', 'Asia/Manila', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      answers.push(JSON.stringify(asText(openIntervals('Mo-Su 10:00-02:00', FRIDAY_10AM, at('2026-11-30T02:00:00Z')))));
      assert.equal(process.env.TZ, zone);
    }
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
    assert.equal(new Set(answers).size, 1);
  });
});

describe('isAlwaysOpen', () => {
  it("is true for 24/7 and false once a holiday or a weekday closes it, or without hours' breaks", () => {
    assert.equal(isAlwaysOpen('24/7', FRIDAY_10AM), true);
    assert.equal(isAlwaysOpen('Mo-Su 00:00-24:00', FRIDAY_10AM), true);
    assert.equal(isAlwaysOpen('24/7; PH off', FRIDAY_10AM), false);
    assert.equal(isAlwaysOpen('Mo-Sa 00:00-24:00', FRIDAY_10AM), false);
    assert.equal(isAlwaysOpen('Mo-Su 06:00-22:00', FRIDAY_10AM), false);
  });
});

describe('Manila wall clock', () => {
  it('turns an instant into the Date whose local fields read Manila time, and back', () => {
    const wall = toManilaWallClock(FRIDAY_10AM);
    assert.deepEqual(
      [wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()],
      [2026, 10, 27, 10, 0],
    );
    assert.equal(fromManilaWallClock(wall).toISOString(), FRIDAY_10AM.toISOString());
  });
});

describe('Philippine holidays', () => {
  it('counts Easter by the Gregorian computus', () => {
    assert.deepEqual(easterSunday(2024), [3, 31]);
    assert.deepEqual(easterSunday(2025), [4, 20]);
    assert.deepEqual(easterSunday(2026), [4, 5]);
    assert.deepEqual(easterSunday(2038), [4, 25]);
  });

  it('lists the fixed, counted and proclaimed days of 2026 in order, with English and Filipino names', () => {
    const days = philippineHolidays(2026);
    const dates = days.map((day) => day.date);
    assert.deepEqual(dates, [...dates].sort());
    assert.equal(new Set(dates).size, dates.length);
    const byDate = Object.fromEntries(days.map((day) => [day.date, day]));
    assert.deepEqual(byDate['2026-04-03'], {
      date: '2026-04-03',
      name: 'Good Friday',
      nameFil: 'Biyernes Santo',
      kind: 'regular',
    });
    assert.equal(byDate['2026-08-31'].nameFil, 'Araw ng mga Bayani');
    assert.equal(byDate['2026-02-17'].name, 'Chinese New Year');
    assert.equal(byDate['2026-11-30'].nameFil, 'Araw ni Bonifacio');
    for (const day of days) assert.ok(day.name && day.nameFil && ['regular', 'special'].includes(day.kind), day.date);
  });

  it('puts National Heroes Day on the last Monday of August', () => {
    for (const year of [2025, 2026, 2027, 2030]) {
      const heroes = philippineHolidays(year).find((day) => day.name === 'National Heroes Day');
      const date = new Date(`${heroes.date}T00:00:00Z`);
      assert.equal(date.getUTCDay(), 1, heroes.date);
      assert.equal(date.getUTCMonth(), 7, heroes.date);
      assert.ok(date.getUTCDate() > 24, heroes.date);
    }
  });

  it('keeps only the fixed and counted days for a year not yet proclaimed', () => {
    const names = philippineHolidays(2031).map((day) => day.name);
    assert.ok(names.includes("New Year's Day") && names.includes('Good Friday'));
    assert.ok(!names.includes('Chinese New Year'));
  });
});

describe('withHolidayDates', () => {
  it('rewrites PH into dates, splitting a weekday list into two rules joined as before', () => {
    const dates = philippineHolidays(2026)
      .map(({ date }) => {
        const [year, month, day] = date.split('-');
        const name = new Date(Date.UTC(2026, Number(month) - 1, 1)).toLocaleString('en', {
          month: 'short',
          timeZone: 'UTC',
        });
        return `${year} ${name} ${day}`;
      })
      .join(',');
    assert.equal(withHolidayDates('PH off', [2026]), `${dates} off`);
    assert.equal(withHolidayDates('Mo-Fr,PH 09:00-12:00', [2026]), `Mo-Fr 09:00-12:00; ${dates} 09:00-12:00`);
    assert.equal(
      withHolidayDates('Mo-Sa 08:00-21:00 || PH 10:00-12:00', [2026]),
      `Mo-Sa 08:00-21:00 || ${dates} 10:00-12:00`,
    );
    assert.equal(withHolidayDates('Mo-Fr 08:00-17:00 "PH too"', [2026]), 'Mo-Fr 08:00-17:00 "PH too"');
  });
});
