import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { burstAgent } from './support/burst-agent.js';
import { itQuietAndBusy } from './support/busy-cpu.js';
import { bulkAccounts, expectExactFigures } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

/** Reviews of the place that are reported and then removed by two moderators. */
const REMOVED = 30;
/** Members writing their first review of the place while the removals run. */
const WRITERS = 100;

/**
 * Issue 32, item 6: a moderator's removal takes the place's lock like every review write, so removals racing members'
 * new reviews, and the removed reviews' authors editing them, leave the place's rating, count and bars exact, with no
 * deadlock (a 5xx) and one audit entry per removal.
 */
describe('moderation of reviews under concurrency (real PostgreSQL)', () => {
  const t = testAppPerFile();

  itQuietAndBusy(
    `${REMOVED} removals by two moderators race ${WRITERS} new reviews and the removed reviews' edits: figures stay exact`,
    async () => {
      await resetDatabase(t.dataSource);
      const [{ id: placeId }] = (await t.dataSource.query(
        `INSERT INTO destinations (name) VALUES ('Miyamit Falls') RETURNING id`,
      )) as Array<{ id: string }>;
      const authors = await bulkAccounts(t, 'author', REMOVED, 'user');
      const writers = await bulkAccounts(t, 'writer', WRITERS, 'user');
      const [reporter] = await bulkAccounts(t, 'reporter', 1, 'user');
      const moderators = await bulkAccounts(t, 'moderator', 2, 'moderator');
      const agent = burstAgent();
      const as = (req: request.Test, token: string) => req.agent(agent).set('Authorization', `Bearer ${token}`);
      const body = (i: number, stars: number) => ({
        destinationId: placeId,
        stars,
        text: `Member ${i} swam under the falls and hiked back before the afternoon rain.`,
        visitMonth: '2026-04',
      });
      try {
        const reviewIds: string[] = [];
        for (const [i, author] of authors.entries()) {
          const created = await as(request(t.http).post('/api/reviews'), author.token).send(body(i, 1)).expect(201);
          reviewIds.push((created.body as { id: string }).id);
        }
        const reportIds: string[] = [];
        for (const reviewId of reviewIds) {
          const filed = await as(request(t.http).post('/api/reports'), reporter.token)
            .send({ reviewId, reason: 'spam' })
            .expect(201);
          reportIds.push((filed.body as { id: string }).id);
        }

        // Round after round, one removal races its review's edit and new reviews of the same place; the figures are
        // checked after each round (a stale recount shows when the removal is the place's last write).
        const perRound = WRITERS / REMOVED;
        let next = 0;
        for (const [i, reportId] of reportIds.entries()) {
          const round = writers.slice(next, (next = Math.round((i + 1) * perRound)));
          const [removed, edited, ...written] = await Promise.all([
            as(request(t.http).post(`/api/reports/${reportId}/actions`), moderators[i % 2].token).send({
              action: 'remove_review',
            }),
            as(request(t.http).patch(`/api/reviews/${reviewIds[i]}`), authors[i].token).send({ stars: 2 }),
            ...round.map((writer, j) =>
              as(request(t.http).post('/api/reviews'), writer.token).send(body(i * 10 + j, ((i + j) % 5) + 1)),
            ),
          ]);
          expect(removed.status).toBe(200);
          expect(written.map((res) => res.status)).toEqual(round.map(() => 201));
          // An edit lands before its removal or after it; it never fails on a lock (a deadlock would be a 5xx).
          expect(edited.status).toBeLessThan(500);
          await expectExactFigures(t, placeId);
        }
        expect((await expectExactFigures(t, placeId)).reviewCount).toBe(WRITERS);
        const [counts] = (await t.dataSource.query(
          `SELECT count(*) FILTER (WHERE status = 'removed')::int AS removed,
                  (SELECT count(*)::int FROM audit_log WHERE action = 'report.remove_review') AS audited,
                  (SELECT count(*)::int FROM member_notices WHERE kind = 'review_removed') AS notices,
                  (SELECT count(*)::int FROM post_reports WHERE outcome = 'upheld') AS upheld
           FROM reviews WHERE destination_id = $1`,
          [placeId],
        )) as Array<Record<string, number>>;
        expect(counts).toEqual({ removed: REMOVED, audited: REMOVED, notices: REMOVED, upheld: REMOVED });
      } finally {
        agent.destroy();
      }
    },
    180_000,
  );
});
