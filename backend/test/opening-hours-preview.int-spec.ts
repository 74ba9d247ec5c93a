import request from 'supertest';
import { philippineHolidays } from '../../libs/opening-hours/src/index.js';
import { signInCatalogCallers, type CatalogCallers } from './support/catalog-auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface PreviewBody {
  is24_7: boolean;
  days: Array<{
    date: string;
    holiday: { en: string; fil: string } | null;
    intervals: Array<{ start: string; end: string }>;
  }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Today's date in Manila, and the next six. */
function comingManilaDates(): string[] {
  const local = Date.now() + MANILA_OFFSET_MS;
  const midnight = local - (local % DAY_MS);
  return Array.from({ length: 7 }, (_, index) => new Date(midnight + index * DAY_MS).toISOString().slice(0, 10));
}

describe('POST /api/opening-hours/preview (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let as: CatalogCallers;

  const preview = (cookie: string | undefined, body: unknown) => {
    const req = request(t.http).post('/api/opening-hours/preview');
    if (cookie) req.set('Cookie', cookie);
    return req.send(body as object);
  };

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createTestApp(db);
    as = await signInCatalogCallers(t.http, t.dataSource);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('gives editors and admins the coming 7 days in Manila with the holidays in both languages', async () => {
    const dates = comingManilaDates();
    const holidays = new Map(
      [...new Set(dates.map((date) => Number(date.slice(0, 4))))]
        .flatMap((year) => philippineHolidays(year))
        .map((day) => [day.date, { en: day.name, fil: day.nameFil }]),
    );
    for (const cookie of [as.editor, as.admin]) {
      const res = await preview(cookie, { openingHours: ' Mo-Su 08:00-21:00; PH off ' }).expect(200);
      const body = res.body as PreviewBody;
      expect(body.is24_7).toBe(false);
      expect(body.days.map((day) => day.date)).toEqual(dates);
      for (const day of body.days) {
        const holiday = holidays.get(day.date) ?? null;
        expect(day.holiday).toEqual(holiday);
        // 08:00-21:00 in Manila is 00:00-13:00 UTC of the same date; closed on a public holiday.
        expect(day.intervals).toEqual(
          holiday ? [] : [{ start: `${day.date}T00:00:00.000Z`, end: `${day.date}T13:00:00.000Z` }],
        );
      }
    }
  });

  it('says 24/7 with a whole day on every day', async () => {
    const body = (await preview(as.editor, { openingHours: '24/7' }).expect(200)).body as PreviewBody;
    expect(body.is24_7).toBe(true);
    for (const day of body.days) {
      expect(day.intervals).toHaveLength(1);
      expect(Date.parse(day.intervals[0].end) - Date.parse(day.intervals[0].start)).toBe(DAY_MS);
      expect(day.intervals[0].start).toBe(new Date(Date.parse(`${day.date}T00:00:00+08:00`)).toISOString());
    }
  });

  it("refuses hours it cannot read with OPENING_HOURS_INVALID and the package's reason", async () => {
    const sun = await preview(as.editor, { openingHours: 'Mo-Fr sunrise-18:00' }).expect(400);
    expect(sun.body).toMatchObject({ code: 'OPENING_HOURS_INVALID', details: { field: 'openingHours' } });
    expect(sun.body.message).toMatch(/sun/);
    const bad = await preview(as.editor, { openingHours: 'Mo-Fr 25:00-26:00 whatever' }).expect(400);
    expect(bad.body.code).toBe('OPENING_HOURS_INVALID');
  });

  it('validates the body: a string, not blank, of at most 500 characters', async () => {
    const bodies = [
      {},
      { openingHours: null },
      { openingHours: 7 },
      { openingHours: ' ' },
      { openingHours: 'x'.repeat(501) },
    ];
    for (const body of bodies) {
      const res = await preview(as.editor, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins and editors only: 401 signed out, 403 for members and moderators', async () => {
    const body = { openingHours: '24/7' };
    expect((await preview(undefined, body).expect(401)).body.code).toBeDefined();
    await preview(as.user, body).expect(403);
    await preview(as.moderator, body).expect(403);
  });
});
