import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { burstAgent } from './support/burst-agent.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import { bulkAccounts, expectExactFigures } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

const MEMBERS = 200;
const EDITORS = 50;
const DELETERS = 20;

/**
 * Issue 32.2: a place's rating and review count stay exact under a burst of simultaneous writes. 200 members review one
 * place at once, then 50 of them edit their stars while 20 others delete their review, all at once; after each burst
 * the place's figures equal what its rows say, recomputed independently here.
 */
describe('reviews: exact aggregates under concurrency (real PostgreSQL)', () => {
  const t = testAppPerFile();

  itQuietAndBusy(
    '200 members review one place at once, then 50 edit and 20 delete at once: count and rating stay exact',
    async () => {
      await resetDatabase(t.dataSource);
      const [{ id: placeId }] = (await t.dataSource.query(
        `INSERT INTO destinations (name, rating, review_count) VALUES ('Mount Pinatubo', 4.9, 526) RETURNING id`,
      )) as Array<{ id: string }>;
      const tokens = (await bulkAccounts(t, 'reviewer', MEMBERS)).map((member) => member.token);
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
        const stars = MEMBERS / 5;
        expect(await expectExactFigures(t, placeId)).toEqual({
          rating: 3,
          reviewCount: MEMBERS,
          bars: [stars, stars, stars, stars, stars],
        });

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
        const recomputed = await expectExactFigures(t, placeId);
        expect(recomputed.reviewCount).toBe(MEMBERS - DELETERS);
        // The summary (its own statement over the rows) agrees with the figures of the rows.
        const summary = await request(t.http).get(`/api/reviews/summary?destinationId=${placeId}`).expect(200);
        const body = summary.body as { rating: number; reviewCount: number; distribution: number[] };
        expect({ rating: body.rating, reviewCount: body.reviewCount, bars: body.distribution }).toEqual(recomputed);
        expect(body.distribution.reduce((a, b) => a + b, 0)).toBe(MEMBERS - DELETERS);
      } finally {
        agent.destroy();
      }
    },
    120_000,
  );
});
