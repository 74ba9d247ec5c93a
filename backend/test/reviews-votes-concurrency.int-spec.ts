import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { burstAgent } from './support/burst-agent.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import { bulkAccounts } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

const MEMBERS = 150;
const TWICE = 30;
const TAKE_BACK = 60;

/**
 * Issue 32.4: a review's helpful count stays exact when many members vote and take votes back at once. 150 members
 * mark one review helpful at once (30 of them twice), then 60 take their vote back (each twice) while the others vote
 * again; after each burst helpful_count equals the rows of review_votes and what the answers said.
 */
describe('reviews: exact helpful counts under concurrency (real PostgreSQL)', () => {
  const t = testAppPerFile();

  async function counts(reviewId: string) {
    const [row] = (await t.dataSource.query(
      `SELECT helpful_count AS stored, (SELECT count(*)::int FROM review_votes WHERE review_id = $1) AS votes
       FROM reviews WHERE id = $1`,
      [reviewId],
    )) as Array<{ stored: number; votes: number }>;
    return row;
  }

  itQuietAndBusy('150 members vote on one review at once, then 60 take it back while 90 vote again', async () => {
    await resetDatabase(t.dataSource);
    const [author] = (await t.dataSource.query(
      `INSERT INTO users (email, role) VALUES ('author@reviews.test', 'user') RETURNING id`,
    )) as Array<{ id: string }>;
    const [{ id: placeId }] = (await t.dataSource.query(
      `INSERT INTO destinations (name) VALUES ('Miyamit Falls') RETURNING id`,
    )) as Array<{ id: string }>;
    const [{ id: reviewId }] = (await t.dataSource.query(
      `INSERT INTO reviews (place_type, destination_id, author_id, stars, text, visit_month, created_at, updated_at)
       VALUES ('destination', $1, $2, 5, 'A cold, clear pool under the falls after a long hike.', '2026-01-01', now(), now())
       RETURNING id`,
      [placeId, author.id],
    )) as Array<{ id: string }>;
    const tokens = (await bulkAccounts(t, 'voter', MEMBERS)).map((member) => member.token);
    const agent = burstAgent();
    const url = `/api/reviews/${reviewId}/helpful`;
    const send = (method: 'put' | 'delete', token: string) =>
      request(t.http)[method](url).agent(agent).set('Authorization', `Bearer ${token}`);
    try {
      const votes = await Promise.all([
        ...tokens.map((token) => send('put', token)),
        ...tokens.slice(0, TWICE).map((token) => send('put', token)),
      ]);
      expect(votes.map((res) => res.status)).toEqual(votes.map(() => 200));
      expect(votes.every((res) => (res.body as { votedByMe: boolean }).votedByMe)).toBe(true);
      const seen = votes.map((res) => (res.body as { helpfulCount: number }).helpfulCount);
      expect(Math.max(...seen)).toBe(MEMBERS);
      expect(await counts(reviewId)).toEqual({ stored: MEMBERS, votes: MEMBERS });

      const takeBack = tokens.slice(0, TAKE_BACK);
      const answers = await Promise.all([
        ...takeBack.flatMap((token) => [send('delete', token), send('delete', token)]),
        ...tokens.slice(TAKE_BACK).map((token) => send('put', token)),
      ]);
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
      expect(await counts(reviewId)).toEqual({ stored: MEMBERS - TAKE_BACK, votes: MEMBERS - TAKE_BACK });
      // Each answer's count was true at some moment: never below what stayed, never above all.
      for (const res of answers) {
        const count = (res.body as { helpfulCount: number }).helpfulCount;
        expect(count).toBeGreaterThanOrEqual(MEMBERS - TAKE_BACK);
        expect(count).toBeLessThanOrEqual(MEMBERS);
      }
      const listed = (await request(t.http).get(`/api/reviews?destinationId=${placeId}`).expect(200)).body as Array<{
        helpfulCount: number;
      }>;
      expect(listed[0].helpfulCount).toBe(MEMBERS - TAKE_BACK);
    } finally {
      agent.destroy();
    }
  });
});
