import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { REVIEW_TEXT, reviewScene, type ReviewScene } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface MyReview {
  id: string;
  authorId: string;
  authorName: string;
  status: string;
  stars: number;
  text: string;
  placeId: string;
  placeType: string;
  reply: { text: string; businessName: string } | null;
}

const MISSING = '00000000-0000-4000-8000-00000000dead';

/**
 * GET /api/reviews/mine (issue 32): a member's own review of a place, so the app shows it first with Edit and Delete
 * and 'Edit your review' instead of 'Write a review'. A member's read, never kept: GET /api/reviews stays one kept
 * answer for everyone.
 */
describe('reviews: your own review of a place (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let s: ReviewScene;

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    s = await reviewScene(t);
  });

  const mine = (who: 'ana' | 'ben' | 'held' | 'staff', query: string) => s.as(who).get(`/api/reviews/mine?${query}`);

  it("answers the caller's review of that place only, with its name, status and reply; 204 without one", async () => {
    const onCafe = await s.review('ana', { serviceId: s.serviceId }, { stars: 5 });
    await s.review('ben', { serviceId: s.serviceId }, { stars: 2 });
    await s.review('ben', { destinationId: s.destinationId });
    await s.as('staff').put(`/api/reviews/${onCafe}/reply`, { text: 'Salamat po!' }).expect(200);

    const res = await mine('ana', `serviceId=${s.serviceId}`).expect(200);
    expect(res.body as MyReview).toMatchObject({
      id: onCafe,
      authorId: s.ids.ana,
      authorName: 'Ana S.',
      status: 'published',
      stars: 5,
      text: REVIEW_TEXT,
      placeType: 'service',
      placeId: s.serviceId,
      reply: { text: 'Salamat po!', businessName: "Everybody's Cafe" },
    });
    // The same review as the public list shows it.
    const listed = (await request(t.http).get(`/api/reviews?serviceId=${s.serviceId}`).expect(200)).body as MyReview[];
    expect(listed.find((review) => review.id === onCafe)).toEqual(res.body);

    // Ana has no review of the mountain; the cafe's staff none of the cafe.
    const none = await mine('ana', `destinationId=${s.destinationId}`).expect(204);
    expect(none.text).toBe('');
    await mine('staff', `serviceId=${s.serviceId}`).expect(204);
    expect(((await mine('ben', `destinationId=${s.destinationId}`).expect(200)).body as MyReview).placeType).toBe(
      'destination',
    );
  });

  it('shows a pending review (waiting for a moderator), never a removed one; after a delete, none', async () => {
    const id = await s.review('ana', { destinationId: s.destinationId });
    await t.dataSource.query(`UPDATE reviews SET status = 'pending' WHERE id = $1`, [id]);
    expect((await mine('ana', `destinationId=${s.destinationId}`).expect(200)).body).toMatchObject({
      id,
      status: 'pending',
    });
    // Not in the public list.
    expect((await request(t.http).get(`/api/reviews?destinationId=${s.destinationId}`).expect(200)).body).toEqual([]);

    await t.dataSource.query(`UPDATE reviews SET status = 'removed' WHERE id = $1`, [id]);
    await mine('ana', `destinationId=${s.destinationId}`).expect(204);
    // A removed review no longer blocks a new one, which is then hers.
    const again = await s.review('ana', { destinationId: s.destinationId }, { stars: 3 });
    expect((await mine('ana', `destinationId=${s.destinationId}`).expect(200)).body).toMatchObject({
      id: again,
      stars: 3,
      status: 'published',
    });
    await s.as('ana').delete(`/api/reviews/${again}`).expect(204);
    await mine('ana', `destinationId=${s.destinationId}`).expect(204);
  });

  it('is never kept: private, no-store, and an edit shows at once', async () => {
    const id = await s.review('ana', { serviceId: s.serviceId });
    const first = await mine('ana', `serviceId=${s.serviceId}`).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-cache']).toBeUndefined();
    await s.as('ana').patch(`/api/reviews/${id}`, { stars: 1 }).expect(200);
    expect(((await mine('ana', `serviceId=${s.serviceId}`).expect(200)).body as MyReview).stars).toBe(1);
    const empty = await mine('ben', `serviceId=${s.serviceId}`).expect(204);
    expect(empty.headers['cache-control']).toBe('private, no-store');
  });

  it('is for signed-in callers (suspended too), with exactly one existing place', async () => {
    await request(t.http).get(`/api/reviews/mine?serviceId=${s.serviceId}`).expect(401);
    await mine('held', `serviceId=${s.serviceId}`).expect(204);
    expect((await mine('ben', '').expect(400)).body).toMatchObject({ code: 'REVIEW_PLACE_REQUIRED' });
    expect(
      (await mine('ben', `destinationId=${s.destinationId}&serviceId=${s.serviceId}`).expect(400)).body,
    ).toMatchObject({ code: 'REVIEW_PLACE_REQUIRED' });
    await mine('ben', 'serviceId=not-a-uuid').expect(400);
    await mine('ben', `serviceId=${s.serviceId}&extra=1`).expect(400);
    expect((await mine('ben', `destinationId=${s.serviceId}`).expect(404)).body).toMatchObject({
      code: 'REVIEW_PLACE_NOT_FOUND',
    });
    expect((await mine('ben', `serviceId=${MISSING}`).expect(404)).body).toMatchObject({
      code: 'REVIEW_PLACE_NOT_FOUND',
    });
  });
});
