import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { reviewScene, type ReviewScene } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface Reply {
  text: string;
  businessName: string;
  repliedAt: string;
  editedAt: string | null;
}

/** Issue 32.5: the business's partner staff reply once, publicly, and edit it; the reviewer is told in the app. */
describe('reviews: partner replies and the reviewer notice (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let s: ReviewScene;

  const listed = async (query: string) =>
    ((await request(t.http).get(`/api/reviews?${query}`).expect(200)).body as Array<{ id: string; reply: Reply }>)[0];
  const notices = async (who: 'ana' | 'ben') =>
    (await s.as(who).get('/api/user/notices').expect(200)).body as Array<Record<string, unknown>>;

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    s = await reviewScene(t);
  });

  it('writes the reply, shows it in the list, tells the reviewer once; an edit keeps repliedAt and sets editedAt', async () => {
    const id = await s.review('ana', { serviceId: s.serviceId });
    expect(await listed(`serviceId=${s.serviceId}`)).toMatchObject({ id, reply: null });
    const first = (await s.as('staff').put(`/api/reviews/${id}/reply`, { text: '  Salamat po, Ana!  ' }).expect(200))
      .body as Reply;
    expect(first).toEqual({
      text: 'Salamat po, Ana!',
      businessName: "Everybody's Cafe",
      repliedAt: expect.any(String),
      editedAt: null,
    });
    // The visitor's kept answer follows at once.
    expect((await listed(`serviceId=${s.serviceId}`)).reply).toEqual(first);
    expect(await notices('ana')).toEqual([
      expect.objectContaining({
        kind: 'review_reply',
        reviewId: id,
        placeType: 'service',
        placeId: s.serviceId,
        placeName: "Everybody's Cafe",
        placeSlug: 'everybodys-cafe',
      }),
    ]);
    expect(await notices('ben')).toEqual([]);

    const edited = (
      await s.as('staff').put(`/api/reviews/${id}/reply`, { text: 'Salamat po! Balik kayo.' }).expect(200)
    ).body as Reply;
    expect(edited).toMatchObject({ text: 'Salamat po! Balik kayo.', repliedAt: first.repliedAt });
    expect(edited.editedAt).toEqual(expect.any(String));
    expect((await listed(`serviceId=${s.serviceId}`)).reply).toEqual(edited);
    expect(await notices('ana')).toHaveLength(1);
    const [row] = (await t.dataSource.query(`SELECT reply_author_id AS "by" FROM reviews WHERE id = $1`, [
      id,
    ])) as Array<{
      by: string;
    }>;
    expect(row.by).toBe(s.ids.staff);
  });

  it("a destination's partner staff reply to its reviews too; the notice names the destination", async () => {
    const id = await s.review('ana', { destinationId: s.destinationId });
    await s.as('guide').put(`/api/reviews/${id}/reply`, { text: 'See you at the summit!' }).expect(200);
    expect(await notices('ana')).toEqual([
      expect.objectContaining({
        kind: 'review_reply',
        placeType: 'destination',
        placeName: 'Mount Arayat',
        placeSlug: null,
      }),
    ]);
  });

  it('refuses whoever is not staff of this business (403), a review not published (404), and bad text (400)', async () => {
    const id = await s.review('ana', { serviceId: s.serviceId });
    const url = `/api/reviews/${id}/reply`;
    for (const who of ['ana', 'ben', 'mod', 'guide'] as const)
      expect((await s.as(who).put(url, { text: 'Thanks!' }).expect(403)).body).toMatchObject({
        code: 'REVIEW_NOT_BUSINESS_STAFF',
      });
    await request(t.http).put(url).send({ text: 'Thanks!' }).expect(401);
    const codeOf = async (body: object) =>
      ((await s.as('staff').put(url, body).expect(400)).body as { code: string }).code;
    expect(await codeOf({})).toBe('REVIEW_REPLY_TEXT_REQUIRED');
    expect(await codeOf({ text: '  ' })).toBe('REVIEW_REPLY_TEXT_REQUIRED');
    expect(await codeOf({ text: 'x'.repeat(1001) })).toBe('REVIEW_REPLY_TEXT_TOO_LONG');
    expect(await codeOf({ text: 42 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ text: 'ok', extra: true })).toBe('VALIDATION_FAILED');
    await s
      .as('staff')
      .put(url, { text: '🌋'.repeat(1000) })
      .expect(200);
    await t.dataSource.query(`UPDATE reviews SET status = 'removed' WHERE id = $1`, [id]);
    expect((await s.as('staff').put(url, { text: 'Again' }).expect(404)).body).toMatchObject({
      code: 'REVIEW_NOT_FOUND',
    });
    expect(
      (await s.as('staff').put('/api/reviews/00000000-0000-4000-8000-00000000dead/reply', { text: 'x' }).expect(404))
        .body,
    ).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
  });

  it('deletes the reply (staff only); a reply written again tells the reviewer again', async () => {
    const id = await s.review('ana', { serviceId: s.serviceId });
    const url = `/api/reviews/${id}/reply`;
    expect((await s.as('staff').delete(url).expect(404)).body).toMatchObject({ code: 'REVIEW_REPLY_NOT_FOUND' });
    await s.as('staff').put(url, { text: 'First' }).expect(200);
    expect((await s.as('ana').delete(url).expect(403)).body).toMatchObject({ code: 'REVIEW_NOT_BUSINESS_STAFF' });
    await s.as('staff').delete(url).expect(204);
    expect((await listed(`serviceId=${s.serviceId}`)).reply).toBeNull();
    await s.as('staff').put(url, { text: 'Second' }).expect(200);
    expect(await notices('ana')).toHaveLength(2);
  });

  it('writes nothing when the notice cannot be written (one transaction)', async () => {
    const id = await s.review('ana', { serviceId: s.serviceId });
    await t.dataSource.query(
      `ALTER TABLE member_notices ADD CONSTRAINT test_no_reply_notices CHECK (kind <> 'review_reply') NOT VALID`,
    );
    try {
      await s.as('staff').put(`/api/reviews/${id}/reply`, { text: 'Salamat po!' }).expect(500);
    } finally {
      await t.dataSource.query(`ALTER TABLE member_notices DROP CONSTRAINT test_no_reply_notices`);
    }
    const [row] = (await t.dataSource.query(`SELECT reply_text AS text FROM reviews WHERE id = $1`, [id])) as Array<{
      text: string | null;
    }>;
    expect(row.text).toBeNull();
    expect(await notices('ana')).toEqual([]);
  });
});
