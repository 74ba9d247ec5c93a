import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const LIB = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../libs/opening-hours/src/index.js'),
).href;

/** The same evaluation run by a Node process in `timeZone` (the zone is read at start, so each needs its own process). */
function evaluateIn(timeZone: string): unknown {
  const script = `
    const oh = await import(${JSON.stringify(LIB)});
    const at = (s) => new Date(s + ':00+08:00');
    const out = {};
    for (const value of ['Mo-Su 08:00-21:00', 'Fr-Sa 18:00-02:00', 'Mo-Sa 08:00-21:00; PH off', 'Mo-Fr,PH 09:00-12:00']) {
      // Around New York's daylight saving change (8 March 2026) and across New Year (Manila).
      out[value] = [
        oh.openIntervals(value, at('2026-03-05T00:00'), at('2026-03-12T00:00')),
        oh.openIntervals(value, at('2025-12-24T00:00'), at('2026-01-03T00:00')),
      ];
    }
    out.now = new Date().getTimezoneOffset();
    process.stdout.write(JSON.stringify(out));
  `;
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TZ: timeZone },
      encoding: 'utf8',
    }),
  ) as Record<string, unknown>;
  return { zoneOffsetKnown: typeof result.now === 'number', intervals: { ...result, now: undefined } };
}

describe('opening hours: the answers do not depend on the process time zone', () => {
  it('answers the same in UTC, New York (with daylight saving time), Manila and Kiritimati (UTC+14)', () => {
    const utc = evaluateIn('UTC');
    expect(evaluateIn('America/New_York')).toEqual(utc);
    expect(evaluateIn('Asia/Manila')).toEqual(utc);
    expect(evaluateIn('Pacific/Kiritimati')).toEqual(utc);
    // And the answer is Manila's: 08:00 in Manila is 00:00 UTC.
    const first = (utc as { intervals: Record<string, Array<Array<{ opensAt: string }>>> }).intervals[
      'Mo-Su 08:00-21:00'
    ][0][0];
    expect(first.opensAt).toBe('2026-03-05T00:00:00.000Z');
  });
});
