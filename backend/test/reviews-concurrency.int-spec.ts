import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { hashSecretToken } from '../src/shared/domain/secret-token.js';
import { burstAgent } from './support/burst-agent.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import { createAuthTestApp } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

const MEMBERS = 200;
const EDITORS = 50;
const DELETERS = 20;

/**
 * Issue 32.2: a place's rating and review count stay exact under a burst of simultaneous writes. 200 members review one
 * place at once, then 50 of them edit their stars while 20 others delete their review, all at once; after each burst
 * the place's figures equal what its rows say, recomputed independently here.
 */
describe('reviews: exact aggregates under concurrency (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  async function bulkMembers(n: number): Promise<string[]> {
    const tokens = Array.from({ length: n }, (_, i) => `tp_reviewer_${i}_${randomUUID()}`);
    const ids: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO users (email, role) SELECT 'reviewer-' || g || '@reviews.test', 'user' FROM generate_series(1, $1) g RETURNING id`,
      [n],
    );
    await t.dataSource.query(
      `INSERT INTO api_tokens (user_id, name, token_hash) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
      [ids.map((row) => row.id), tokens.map(() => 'bulk'), tokens.map(hashSecretToken)],
    );
    return tokens;
  }

  /** The place's stored figures, and the same recomputed from its published rows in JavaScript. */
  async function figures(placeId: string) {
    const [stored] = (await t.dataSource.query(
      `SELECT rating::float AS rating, review_count AS "reviewCount" FROM destinations WHERE id = $1`,
      [placeId],
    )) as Array<{ rating: number | null; reviewCount: number }>;
    const rows = (await t.dataSource.query(
      `SELECT stars FROM reviews WHERE destination_id = $1 AND status = 'published'`,
      [placeId],
    )) as Array<{ stars: number }>;
    const sum = rows.reduce((total, row) => total + row.stars, 0);
    const tenths = rows.length === 0 ? null : Math.floor((20 * sum + rows.length) / (2 * rows.length));
    return { stored, recomputed: { rating: tenths === null ? null : tenths / 10, reviewCount: rows.length } };
  }

  itQuietAndBusy(
    '200 members review one place at once, then 50 edit and 20 delete at once: count and rating stay exact',
    async () => {
      await resetDatabase(t.dataSource);
      const [{ id: placeId }] = (await t.dataSource.query(
        `INSERT INTO destinations (name, rating, review_count) VALUES ('Mount Pinatubo', 4.9, 526) RETURNING id`,
      )) as Array<{ id: string }>;
      const tokens = await bulkMembers(MEMBERS);
      const send = (req: request.Test, token: string) => req.set('Authorization', `Bearer ${token}`);
      const agent = burstAgent();
      try {
        const created = await Promise.all(
          tokens.map((token, i) =>
            send(request(t.http).post('/api/reviews').agent(agent), token).send({
              destinationId: placeId,
              stars: (i % 5) + 1,
              text: `Member ${i} climbed the crater trail and found the lake a bright turquoise.`,
              visitMonth: '2026-02',
            }),
          ),
        );
        expect(created.map((res) => res.status)).toEqual(tokens.map(() => 201));
        const ids = created.map((res) => (res.body as { id: string }).id);
        let { stored, recomputed } = await figures(placeId);
        expect(recomputed).toEqual({ rating: 3, reviewCount: MEMBERS });
        expect(stored).toEqual(recomputed);

        // 50 members move to 5 stars while 20 others delete theirs, all at once.
        const edits = tokens
          .slice(0, EDITORS)
          .map((token, i) =>
            send(request(t.http).patch(`/api/reviews/${ids[i]}`).agent(agent), token).send({ stars: 5 }),
          );
        const deletes = tokens.slice(EDITORS, EDITORS + DELETERS).map((token, i) =>
          send(
            request(t.http)
              .delete(`/api/reviews/${ids[EDITORS + i]}`)
              .agent(agent),
            token,
          ),
        );
        const answers = await Promise.all([...edits, ...deletes]);
        expect(answers.map((res) => res.status)).toEqual([
          ...Array<number>(EDITORS).fill(200),
          ...Array<number>(DELETERS).fill(204),
        ]);
        ({ stored, recomputed } = await figures(placeId));
        expect(recomputed.reviewCount).toBe(MEMBERS - DELETERS);
        expect(stored).toEqual(recomputed);
        // The summary (its own statement over the rows) agrees with the stored figures.
        const summary = await request(t.http).get(`/api/reviews/summary?destinationId=${placeId}`).expect(200);
        const body = summary.body as { rating: number; reviewCount: number; distribution: number[] };
        expect({ rating: body.rating, reviewCount: body.reviewCount }).toEqual(recomputed);
        const bars = (await t.dataSource.query(
          `SELECT array_agg((SELECT count(*)::int FROM reviews WHERE destination_id = $1 AND status = 'published' AND stars = n)
             ORDER BY n) AS bars FROM generate_series(1, 5) n`,
          [placeId],
        )) as Array<{ bars: number[] }>;
        expect(body.distribution).toEqual(bars[0].bars);
        expect(body.distribution.reduce((a, b) => a + b, 0)).toBe(MEMBERS - DELETERS);
      } finally {
        agent.destroy();
      }
    },
    120_000,
  );
});
