import { describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { CLOSES_SOON_MINUTES, formatManilaTime, openLabel, openStateAt, type PlaceHours } from './open-hours';

/** An instant given as Manila wall-clock time (UTC+8, no DST). */
const manila = (local: string) => new Date(`${local}+08:00`);
const interval = (start: string, end: string) => ({
  start: manila(start).toISOString(),
  end: manila(end).toISOString(),
});

// Friday 27 November 2026: 06:00-21:00 today and tomorrow; a bar open Friday 18:00 to Saturday 02:00.
const shop: PlaceHours = {
  is24_7: false,
  intervals: [interval('2026-11-27T06:00', '2026-11-27T21:00'), interval('2026-11-28T06:00', '2026-11-28T21:00')],
};
const bar: PlaceHours = { is24_7: false, intervals: [interval('2026-11-27T18:00', '2026-11-28T02:00')] };

const label = (hours: PlaceHours | null, at: string, locale = 'en-PH') => openLabel(hours, manila(at), locale);

describe('openLabel over intervals', () => {
  it("says 'Open 24 hours' for a place that never closes, and nothing for a place without hours", () => {
    expect(label({ is24_7: true, intervals: [] }, '2026-11-27T03:00')).toEqual({
      id: 'openHours.always',
      values: {},
      tone: 'open',
    });
    expect(label(null, '2026-11-27T03:00')).toBeNull();
    // Closed for the coming 14 days.
    expect(label({ is24_7: false, intervals: [] }, '2026-11-27T03:00')?.id).toBe('openHours.closed');
  });

  it('says when an open place closes, in Manila time', () => {
    expect(label(shop, '2026-11-27T14:00')).toEqual({
      id: 'openHours.openCloses',
      values: { time: '9:00 PM' },
      tone: 'open',
    });
  });

  it(`counts the minutes in the last ${CLOSES_SOON_MINUTES} minutes, and not before`, () => {
    expect(label(shop, '2026-11-27T20:35')).toEqual({
      id: 'openHours.closesIn',
      values: { minutes: 25 },
      tone: 'soon',
    });
    expect(label(shop, '2026-11-27T20:00')?.values).toEqual({ minutes: 60 });
    expect(label(shop, '2026-11-27T19:59')?.id).toBe('openHours.openCloses');
    // 30 seconds left is still 'Closes in 1 min', never 'in 0 min'.
    expect(label(shop, '2026-11-27T20:59:30')?.values).toEqual({ minutes: 1 });
  });

  it('is closed from the closing instant on, and says when it opens next (across midnight)', () => {
    expect(label(shop, '2026-11-27T21:00')).toEqual({
      id: 'openHours.closedOpens',
      values: { time: '6:00 AM' },
      tone: 'closed',
    });
    expect(label(shop, '2026-11-28T05:59')?.id).toBe('openHours.closedOpens');
    expect(label(shop, '2026-11-28T06:00')?.id).toBe('openHours.openCloses');
  });

  it('keeps a place that closes after midnight open past midnight', () => {
    expect(label(bar, '2026-11-27T23:30')?.values).toEqual({ time: '2:00 AM' });
    expect(label(bar, '2026-11-28T00:10')?.id).toBe('openHours.openCloses');
    expect(label(bar, '2026-11-28T01:40')?.values).toEqual({ minutes: 20 });
    expect(label(bar, '2026-11-28T02:00')).toEqual({ id: 'openHours.closed', values: {}, tone: 'closed' });
  });

  it('names the day when the change is a day or more away', () => {
    expect(label(shop, '2026-11-28T21:30')?.id).toBe('openHours.closed');
    const weekly: PlaceHours = { is24_7: false, intervals: [interval('2026-11-30T06:00', '2026-11-30T12:00')] };
    expect(label(weekly, '2026-11-28T03:00')?.values).toEqual({ time: 'Mon 6:00 AM' });
    // Whole days end to end are one stretch: open until Sunday midnight.
    const days: PlaceHours = {
      is24_7: false,
      intervals: [interval('2026-11-27T00:00', '2026-11-28T00:00'), interval('2026-11-28T00:00', '2026-11-29T00:00')],
    };
    expect(label(days, '2026-11-27T10:00')?.values).toEqual({ time: 'Sun 12:00 AM' });
  });

  it('writes the time the Filipino way in Filipino', () => {
    const text = label(shop, '2026-11-27T14:00', 'fil-PH')?.values.time;
    expect(text).toMatch(/^9:00\sPM$/);
  });
});

describe('openStateAt', () => {
  it('skips the intervals already over and joins the ones that touch', () => {
    const hours: PlaceHours = {
      is24_7: false,
      intervals: [
        interval('2026-11-26T06:00', '2026-11-26T21:00'),
        interval('2026-11-27T06:00', '2026-11-27T12:00'),
        interval('2026-11-27T12:00', '2026-11-27T21:00'),
        interval('2026-11-28T06:00', '2026-11-28T21:00'),
      ],
    };
    expect(openStateAt(hours, manila('2026-11-27T08:00'))).toEqual({
      kind: 'open',
      closesAt: manila('2026-11-27T21:00'),
    });
    expect(openStateAt(hours, manila('2026-11-27T05:00'))).toEqual({
      kind: 'closed',
      opensAt: manila('2026-11-27T06:00'),
    });
  });
});

describe('the labels whatever the zone of the browser', () => {
  const at = ['2026-11-27T14:00', '2026-11-27T20:35', '2026-11-27T23:30', '2026-11-28T01:40', '2026-11-28T03:00'];

  /** The labels computed by a Node process in `tz` (Jest's process.env is its own copy: TZ set here changes nothing). */
  function labelsUnder(tz: string): { localHour: number; labels: unknown[] } {
    const module = new URL('./open-hours.ts', import.meta.url).href;
    const script = `
      const { openLabel } = await import(${JSON.stringify(module)});
      const [shop, bar, at] = JSON.parse(process.argv[1]);
      const labels = at.flatMap((local) => [shop, bar].map((hours) => openLabel(hours, new Date(local + '+08:00'), 'en-PH')));
      console.log(JSON.stringify({ localHour: new Date(Date.UTC(2026, 0, 1, 12)).getHours(), labels }));`;
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify([shop, bar, at])],
      {
        env: { ...process.env, TZ: tz, NODE_OPTIONS: '' },
        encoding: 'utf8',
      },
    );
    return JSON.parse(output) as { localHour: number; labels: unknown[] };
  }

  it('are the same under UTC, New York and Kiritimati (UTC+14) as here', () => {
    const here = at.flatMap((local) => [label(shop, local), label(bar, local)]);
    const zones = { UTC: 12, 'America/New_York': 7, 'Pacific/Kiritimati': 2 };
    for (const [tz, localHour] of Object.entries(zones)) {
      const run = labelsUnder(tz);
      // The process really was in that zone: noon UTC is its local `localHour`.
      expect(run.localHour).toBe(localHour);
      expect(run.labels).toEqual(here);
    }
    expect(here[0]?.values).toEqual({ time: '9:00 PM' });
  });
});

describe('formatManilaTime', () => {
  it('writes every minute of a week in English and Filipino as Intl does, without creating a DateTimeFormat', () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const intl = (locale: string, withDay: boolean) =>
      new RealDateTimeFormat(locale, {
        timeZone: 'Asia/Manila',
        hour: 'numeric',
        minute: '2-digit',
        ...(withDay ? { weekday: 'short' } : {}),
      });
    const expected = Object.fromEntries(
      ['en-PH', 'fil-PH'].flatMap((locale) =>
        [false, true].map((withDay) => [`${locale}|${withDay}`, intl(locale, withDay)]),
      ),
    );
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => {
      throw new Error('Intl.DateTimeFormat created');
    }) as unknown as typeof Intl.DateTimeFormat);
    try {
      const monday = manila('2026-11-23T00:00');
      for (let minute = 0; minute < 7 * 24 * 60; minute++) {
        // Within the day (from the same instant) and a day later (with the weekday).
        const instant = new Date(monday.getTime() + minute * 60_000 + 17_000);
        const later = new Date(instant.getTime() + 24 * 60 * 60 * 1000);
        for (const locale of ['en-PH', 'fil-PH']) {
          expect(formatManilaTime(instant, instant, locale)).toBe(expected[`${locale}|false`]!.format(instant));
          expect(formatManilaTime(later, instant, locale)).toBe(expected[`${locale}|true`]!.format(later));
        }
      }
    } finally {
      spy.mockRestore();
    }
    expect(formatManilaTime(manila('2026-11-28T18:30'), manila('2026-11-27T09:00'), 'fil-PH')).toBe('Sab 6:30 PM');
  });

  it('goes to Intl for another locale', () => {
    const at = manila('2026-11-27T21:00');
    expect(formatManilaTime(at, manila('2026-11-27T12:00'), 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' }).format(at),
    );
  });
});
