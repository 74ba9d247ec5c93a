import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opening hours as data (issue 33, docs/opening-hours.md).
 * - destinations.opening_hours and services.opening_hours: OpenStreetMap `opening_hours` syntax, checked on write by
 *   the package (libs/opening-hours), evaluated in Asia/Manila with the Philippines' holidays for `PH`.
 * - place_open_intervals: each place's open intervals for the coming 14 days, computed from its hours in the
 *   transaction of the write that changes them and every 6 hours (OpenIntervalsRefresher), since SQL cannot run the
 *   parser: `openNow=true` is one index probe (the key: type, place, end) and the answers carry the coming ones.
 * - Services' free-text hours become opening hours where they say so plainly ('Open 24 hours' or is_open_24h: '24/7';
 *   '6:00 AM - 10:00 PM daily': 'Mo-Su 06:00-22:00'; 'Mon-Sat 8:00 AM - 6:00 PM': 'Mo-Sa 08:00-18:00'); the rest
 *   stays unknown (null) until an editor enters them. The intervals are computed at the next start.
 * - Cache scopes 'destinations' and 'services' (docs/caching.md): every statement writing the intervals bumps both.
 */
export class OpeningHours1795320900000 implements MigrationInterface {
  name = 'OpeningHours1795320900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['destinations', 'services'] as const) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN opening_hours text`);
    }
    await queryRunner.query(`
      CREATE TABLE place_open_intervals (
        place_type text NOT NULL CHECK (place_type IN ('destination', 'service')),
        place_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        CONSTRAINT place_open_intervals_pkey PRIMARY KEY (place_type, place_id, ends_at) INCLUDE (starts_at),
        CONSTRAINT place_open_intervals_order CHECK (ends_at > starts_at)
      )
    `);
    for (const scope of ['destinations', 'services'] as const) {
      await queryRunner.query(
        `CREATE TRIGGER place_open_intervals_${scope}_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ` +
          `ON place_open_intervals FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('${scope}')`,
      );
    }
    const rows = (await queryRunner.query(`SELECT id, hours, is_open_24h FROM services`)) as Array<{
      id: string;
      hours: string | null;
      is_open_24h: boolean;
    }>;
    for (const row of rows) {
      const openingHours = row.is_open_24h ? '24/7' : openingHoursFromText(row.hours);
      if (openingHours !== null) {
        await queryRunner.query(`UPDATE services SET opening_hours = $1 WHERE id = $2`, [openingHours, row.id]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE place_open_intervals`);
    for (const table of ['destinations', 'services'] as const) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN opening_hours`);
    }
  }
}

const DAYS: Record<string, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };
const DAY = '(mon|tue|wed|thu|fri|sat|sun)';
const TIME = '(\\d{1,2}):(\\d{2})\\s*(AM|PM|NN)';
const PLAIN_HOURS = new RegExp(`^(?:${DAY}-${DAY}\\s+)?${TIME}\\s*-\\s*${TIME}(?:\\s+daily)?$`, 'i');

function clock(hour: string, minute: string, half: string): string {
  const upper = half.toUpperCase();
  const h = upper === 'NN' ? 12 : (Number(hour) % 12) + (upper === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}

/** The plain free-text hours of the demo data and the spec's examples in opening_hours syntax; null otherwise. */
export function openingHoursFromText(text: string | null): string | null {
  const value = (text ?? '').trim();
  if (/\bopen 24 hours\b|^24\/7$/i.test(value)) return '24/7';
  const match = PLAIN_HOURS.exec(value);
  if (!match) return null;
  const [, from, to, h1, m1, half1, h2, m2, half2] = match;
  const days = from && to ? `${DAYS[from.toLowerCase()]}-${DAYS[to.toLowerCase()]}` : 'Mo-Su';
  return `${days} ${clock(h1, m1, half1)}-${clock(h2, m2, half2)}`;
}
