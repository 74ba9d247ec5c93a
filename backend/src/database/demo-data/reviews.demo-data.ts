import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DemoDataSet } from './demo-data-set.js';
import { DEMO_REVIEW_TEXTS } from './reviews.demo-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The tables of the places, each with its own column in reviews. */
const PLACE_KINDS = [
  { table: 'destinations', column: 'destination_id', type: 'destination' },
  { table: 'services', column: 'service_id', type: 'service' },
] as const;

type Stars = 1 | 2 | 3 | 4 | 5;

interface Reviewer {
  readonly id: string;
  readonly createdAt: Date;
}

/** A small deterministic hash of a text: the same demo data on every load. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

/** The rating PostgreSQL's round(avg(stars), 1) gives for `sum` stars over `count` reviews, in tenths. */
function tenthsOf(sum: number, count: number): number {
  return Math.floor((20 * sum + count) / (2 * count));
}

/**
 * Stars of `count` reviews whose rating is `rating` (one decimal), or null when no such set exists: the sum that rounds
 * to it, spread as evenly as possible, then one pair pulled apart (a 4 and a 4 become a 3 and a 5) for variety.
 */
export function starsFor(rating: number, count: number): Stars[] | null {
  const tenths = Math.round(rating * 10);
  for (let sum = count; sum <= 5 * count; sum++) {
    if (tenthsOf(sum, count) !== tenths) continue;
    const base = Math.floor(sum / count);
    const stars = Array.from({ length: count }, (_, i) => base + (i < sum % count ? 1 : 0));
    const low = stars.lastIndexOf(base);
    const high = stars.findIndex((value, i) => value === base && i !== low);
    if (count >= 4 && base > 1 && base < 5 && low >= 0 && high >= 0) {
      stars[low] = base - 1;
      stars[high] = base + 1;
    }
    return stars.sort((a, b) => b - a) as Stars[];
  }
  return null;
}

/** 'YYYY-MM-01' of the month in the Philippines `daysBefore` days before `at`. */
function visitMonthOf(at: Date, daysBefore: number): string {
  return new Date(at.getTime() - daysBefore * DAY_MS + MANILA_OFFSET_MS).toISOString().slice(0, 7) + '-01';
}

/**
 * Demo reviews (issue 32): every demo place the demo files rate gets 3 to 11 reviews by the demo members in good standing
 * (never by the place's partner staff), whose stars make exactly that rating; then every place's bars (review_stats),
 * rating and count are written from its reviews, so no place shows a figure without reviews behind it (an unrated place: null and 0).
 */
export const reviewsDemoData: DemoDataSet = {
  name: 'reviews',
  async load(manager: EntityManager): Promise<void> {
    const reviewers: Reviewer[] = await manager.query(
      `SELECT id, created_at AS "createdAt" FROM users
       WHERE email LIKE '%@example.com' AND NOT is_banned AND NOT is_suspended ORDER BY email`,
    );
    const staffRows: Array<{ userId: string; placeId: string }> = await manager.query(
      `SELECT user_id AS "userId", coalesce(destination_id, service_id) AS "placeId" FROM coupon_partner_staff`,
    );
    const staff = new Set(staffRows.map((row) => `${row.userId}:${row.placeId}`));
    const now = Date.now();
    const used: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    const rows = { id: [] as string[], type: [] as string[], place: [] as string[], author: [] as string[] };
    const more = { stars: [] as number[], text: [] as string[], month: [] as string[], at: [] as Date[] };
    for (const kind of PLACE_KINDS) {
      const places: Array<{ id: string; name: string; rating: string | null }> = await manager.query(
        `SELECT id, name, rating FROM ${kind.table} WHERE rating IS NOT NULL ORDER BY name`,
      );
      for (const place of places) {
        const hash = hashOf(place.name);
        const eligible = reviewers.filter((reviewer) => !staff.has(`${reviewer.id}:${place.id}`));
        const wanted = 3 + (hash % 9);
        const counts = [wanted, ...Array.from({ length: 9 }, (_, i) => 3 + i)].filter((n) => n <= eligible.length);
        const stars = counts.map((n) => starsFor(Number(place.rating), n)).find((found) => found !== null);
        if (!stars) throw new Error(`Demo reviews: no set of stars makes ${place.name}'s rating ${place.rating}`);
        stars.forEach((star, i) => {
          const reviewer = eligible[(hash + i) % eligible.length]; // count <= eligible: each member once
          const texts = DEMO_REVIEW_TEXTS[star];
          const joinedDays = Math.max(1, Math.floor((now - new Date(reviewer.createdAt).getTime()) / DAY_MS));
          const at = new Date(now - ((hash + i * 13) % joinedDays) * DAY_MS - i * 60_000);
          rows.id.push(randomUUID());
          rows.type.push(kind.type);
          rows.place.push(place.id);
          rows.author.push(reviewer.id);
          more.stars.push(star);
          more.text.push(texts[(hash + used[star]++) % texts.length]);
          more.month.push(visitMonthOf(at, (hash + i) % 40));
          more.at.push(at);
        });
      }
    }
    await manager.query(
      `INSERT INTO reviews (id, place_type, destination_id, service_id, author_id, stars, text, visit_month, created_at, updated_at)
       SELECT r.id, r.type, CASE WHEN r.type = 'destination' THEN r.place END, CASE WHEN r.type = 'service' THEN r.place END,
         r.author, r.stars, r.text, r.month::date, r.at, r.at
       FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::int[], $6::text[], $7::text[], $8::timestamptz[])
         AS r (id, type, place, author, stars, text, month, at)`,
      [rows.id, rows.type, rows.place, rows.author, more.stars, more.text, more.month, more.at],
    );
    await manager.query(
      `INSERT INTO review_stats (place_type, destination_id, service_id, stars_1, stars_2, stars_3, stars_4, stars_5)
       SELECT place_type, destination_id, service_id, count(*) FILTER (WHERE stars = 1), count(*) FILTER (WHERE stars = 2),
         count(*) FILTER (WHERE stars = 3), count(*) FILTER (WHERE stars = 4), count(*) FILTER (WHERE stars = 5)
       FROM reviews WHERE status = 'published' GROUP BY place_type, destination_id, service_id`,
    );
    for (const kind of PLACE_KINDS)
      await manager.query(
        `UPDATE ${kind.table} p SET rating = a.rating, review_count = a.n
         FROM (SELECT p2.id, count(r.id)::int AS n, round(avg(r.stars), 1) AS rating
               FROM ${kind.table} p2 LEFT JOIN reviews r ON r.${kind.column} = p2.id AND r.status = 'published'
               GROUP BY p2.id) a
         WHERE a.id = p.id`,
      );
  },
};
