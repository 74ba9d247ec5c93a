import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { reviewScene, type ReviewScene } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface ListedReview {
  id: string;
  helpfulCount: number;
}

/** Issue 32.4: helpful votes, one per member and review, toggled, counted exactly; not on one's own review. */
describe('reviews: helpful votes (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let s: ReviewScene;

  const stored = async (reviewId: string) =>
    (
      (await t.dataSource.query(
        `SELECT helpful_count AS "helpfulCount", (SELECT count(*)::int FROM review_votes WHERE review_id = $1) AS votes
         FROM reviews WHERE id = $1`,
        [reviewId],
      )) as Array<{ helpfulCount: number; votes: number }>
    )[0];

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    s = await reviewScene(t);
  });

  it('votes once per member (PUT again changes nothing), takes it back (DELETE again changes nothing)', async () => {
    const id = await s.review('ana', { destinationId: s.destinationId });
    const url = `/api/reviews/${id}/helpful`;
    expect((await s.as('ben').put(url).expect(200)).body).toEqual({ helpfulCount: 1, votedByMe: true });
    expect((await s.as('ben').put(url).expect(200)).body).toEqual({ helpfulCount: 1, votedByMe: true });
    expect((await s.as('cai').put(url).expect(200)).body).toEqual({ helpfulCount: 2, votedByMe: true });
    expect(await stored(id)).toEqual({ helpfulCount: 2, votes: 2 });
    expect((await s.as('ben').delete(url).expect(200)).body).toEqual({ helpfulCount: 1, votedByMe: false });
    expect((await s.as('ben').delete(url).expect(200)).body).toEqual({ helpfulCount: 1, votedByMe: false });
    expect((await s.as('mod').delete(url).expect(200)).body).toEqual({ helpfulCount: 1, votedByMe: false });
    expect(await stored(id)).toEqual({ helpfulCount: 1, votes: 1 });
  });

  it('refuses your own review (403 REVIEW_OWN_VOTE), a review not published or missing (404), and signed-out or suspended callers', async () => {
    const id = await s.review('ana', { destinationId: s.destinationId });
    const url = `/api/reviews/${id}/helpful`;
    expect((await s.as('ana').put(url).expect(403)).body).toMatchObject({ code: 'REVIEW_OWN_VOTE' });
    expect((await s.as('ana').delete(url).expect(403)).body).toMatchObject({ code: 'REVIEW_OWN_VOTE' });
    expect((await s.as('held').put(url).expect(403)).body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    await request(t.http).put(url).expect(401);
    const missing = '00000000-0000-4000-8000-00000000dead';
    expect((await s.as('ben').put(`/api/reviews/${missing}/helpful`).expect(404)).body).toMatchObject({
      code: 'REVIEW_NOT_FOUND',
    });
    await s.as('ben').put('/api/reviews/not-a-uuid/helpful').expect(400);
    for (const status of ['pending', 'removed']) {
      await t.dataSource.query(`UPDATE reviews SET status = $2 WHERE id = $1`, [id, status]);
      expect((await s.as('ben').put(url).expect(404)).body).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    }
    expect(await stored(id)).toEqual({ helpfulCount: 0, votes: 0 });
  });

  it('GET /api/reviews shows the counts at once (kept answers follow), sorts by them, and my-votes says which are mine', async () => {
    const first = await s.review('ana', { serviceId: s.serviceId });
    const second = await s.review('cai', { serviceId: s.serviceId });
    const list = async () =>
      ((await request(t.http).get(`/api/reviews?serviceId=${s.serviceId}`).expect(200)).body as ListedReview[]).map(
        (r) => [r.id, r.helpfulCount],
      );
    // Newest first while no review has a vote; a visitor's answer is kept.
    expect(await list()).toEqual([
      [second, 0],
      [first, 0],
    ]);
    await s.as('ben').put(`/api/reviews/${first}/helpful`).expect(200);
    await s.as('mod').put(`/api/reviews/${first}/helpful`).expect(200);
    await s.as('ana').put(`/api/reviews/${second}/helpful`).expect(200);
    expect(await list()).toEqual([
      [first, 2],
      [second, 1],
    ]);
    const mine = async (who: 'ben' | 'ana' | 'cai') =>
      (await s.as(who).get(`/api/reviews/my-votes?serviceId=${s.serviceId}`).expect(200)).body as {
        reviewIds: string[];
      };
    expect(await mine('ben')).toEqual({ reviewIds: [first] });
    expect(await mine('ana')).toEqual({ reviewIds: [second] });
    expect(await mine('cai')).toEqual({ reviewIds: [] });
    // A suspended member still reads; a visitor has no votes to ask for.
    await s.as('held').get(`/api/reviews/my-votes?serviceId=${s.serviceId}`).expect(200);
    await request(t.http).get(`/api/reviews/my-votes?serviceId=${s.serviceId}`).expect(401);
    expect((await s.as('ben').get('/api/reviews/my-votes').expect(400)).body).toMatchObject({
      code: 'REVIEW_PLACE_REQUIRED',
    });
    expect(
      (await s.as('ben').get(`/api/reviews/my-votes?destinationId=${s.serviceId}`).expect(404)).body,
    ).toMatchObject({ code: 'REVIEW_PLACE_NOT_FOUND' });
    // A removed review leaves my-votes (its vote stays, unseen).
    await t.dataSource.query(`UPDATE reviews SET status = 'removed' WHERE id = $1`, [first]);
    expect(await mine('ben')).toEqual({ reviewIds: [] });
  });

  it('a deleted review takes its votes with it; a member whose account goes takes their votes out of the count', async () => {
    const id = await s.review('ana', { destinationId: s.destinationId });
    for (const who of ['ben', 'cai', 'mod'] as const) await s.as(who).put(`/api/reviews/${id}/helpful`).expect(200);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [s.ids.cai]);
    expect(await stored(id)).toEqual({ helpfulCount: 2, votes: 2 });
    await s.as('ana').delete(`/api/reviews/${id}`).expect(204);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM review_votes`)).toEqual([{ n: 0 }]);
  });
});
