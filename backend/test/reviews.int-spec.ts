import request from 'supertest';
import { testAppPerFile } from './support/app-per-file.js';
import { REVIEW_TEXT as TEXT, reviewScene, type ReviewPerson, type ReviewScene } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface ReviewBody {
  id: string;
  placeType: string;
  placeId: string;
  authorId: string;
  stars: number;
  text: string;
  visitMonth: string;
  status: string;
  helpfulCount: number;
  authorName?: string;
}

/** Issue 32 (backend): writing, editing, deleting and reading reviews, and the places' rating and count they make. */
describe('reviews: write, edit, delete, read (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let s: ReviewScene;
  let ids: ReviewScene['ids'];
  let destinationId: string;
  let serviceId: string;

  const as = (who: ReviewPerson) => s.as(who);
  const review = (who: ReviewPerson, body: object) => as(who).post('/api/reviews', body);
  const place = async (table: 'destinations' | 'services', id: string) =>
    (
      (await t.dataSource.query(
        `SELECT rating::float AS rating, review_count AS "reviewCount" FROM ${table} WHERE id = $1`,
        [id],
      )) as Array<{ rating: number | null; reviewCount: number }>
    )[0];

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    // cai has no name (listed as 'Member'); the destination starts with the demo constants the reviews replace.
    s = await reviewScene(t, { cai: { firstName: null, lastName: null } });
    ({ ids, destinationId, serviceId } = s);
    await t.dataSource.query(`UPDATE destinations SET rating = 4.9, review_count = 526 WHERE id = $1`, [destinationId]);
  });

  it('writes a review, and the place rating and count come from the reviews (the demo constants go)', async () => {
    const res = await review('ana', { destinationId, stars: 4, text: `  ${TEXT}  `, visitMonth: '2026-01' }).expect(
      201,
    );
    expect(res.body).toEqual({
      id: expect.any(String),
      placeType: 'destination',
      placeId: destinationId,
      authorId: ids.ana,
      stars: 4,
      text: TEXT,
      visitMonth: '2026-01',
      status: 'published',
      helpfulCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      photos: [],
    });
    expect(await place('destinations', destinationId)).toEqual({ rating: 4, reviewCount: 1 });
    await review('ben', { destinationId, stars: 5, text: TEXT, visitMonth: '2025-12' }).expect(201);
    expect(await place('destinations', destinationId)).toEqual({ rating: 4.5, reviewCount: 2 });
    await review('cai', { serviceId, stars: 3, text: TEXT, visitMonth: '2025-12' }).expect(201);
    expect(await place('services', serviceId)).toEqual({ rating: 3, reviewCount: 1 });
  });

  it('reviews a place once: a second review is 409 REVIEW_ALREADY_REVIEWED', async () => {
    await review('ana', { destinationId, stars: 4, text: TEXT, visitMonth: '2026-01' }).expect(201);
    const res = await review('ana', { destinationId, stars: 1, text: TEXT, visitMonth: '2026-01' }).expect(409);
    expect(res.body).toMatchObject({ code: 'REVIEW_ALREADY_REVIEWED', details: { destinationId } });
    expect(await place('destinations', destinationId)).toEqual({ rating: 4, reviewCount: 1 });
  });

  it('refuses the staff of the business (403 REVIEW_OWN_BUSINESS), and a suspended member (403)', async () => {
    const own = await review('staff', { serviceId, stars: 5, text: TEXT, visitMonth: '2026-01' }).expect(403);
    expect(own.body).toMatchObject({ code: 'REVIEW_OWN_BUSINESS' });
    // Staff of one business still review another.
    await review('staff', { destinationId, stars: 5, text: TEXT, visitMonth: '2026-01' }).expect(201);
    const held = await review('held', { destinationId, stars: 5, text: TEXT, visitMonth: '2026-01' }).expect(403);
    expect(held.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    await request(t.http)
      .post('/api/reviews')
      .send({ destinationId, stars: 5, text: TEXT, visitMonth: '2026-01' })
      .expect(401);
    expect(await place('services', serviceId)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('validates: required codes, stars, text length, month, exactly one place, a place that exists', async () => {
    const codeOf = async (body: object) => ((await review('ana', body).expect(400)).body as { code: string }).code;
    const valid = { destinationId, stars: 4, text: TEXT, visitMonth: '2026-01' };
    expect(await codeOf({ ...valid, stars: undefined })).toBe('REVIEW_STARS_REQUIRED');
    expect(await codeOf({ ...valid, text: '   ' })).toBe('REVIEW_TEXT_REQUIRED');
    expect(await codeOf({ ...valid, visitMonth: undefined })).toBe('REVIEW_VISIT_MONTH_REQUIRED');
    expect(await codeOf({ ...valid, stars: 6 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ ...valid, stars: 2.5 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ ...valid, text: 'Too short, sadly.' })).toBe('REVIEW_TEXT_TOO_SHORT');
    expect(await codeOf({ ...valid, text: 'x'.repeat(2001) })).toBe('REVIEW_TEXT_TOO_LONG');
    expect(await codeOf({ ...valid, visitMonth: '2026-13' })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ ...valid, visitMonth: '2999-01' })).toBe('REVIEW_INVALID_VISIT_MONTH');
    expect(await codeOf({ ...valid, serviceId })).toBe('REVIEW_PLACE_REQUIRED');
    expect(await codeOf({ stars: 4, text: TEXT, visitMonth: '2026-01' })).toBe('REVIEW_PLACE_REQUIRED');
    const missing = await review('ana', { ...valid, destinationId: '00000000-0000-4000-8000-00000000dead' }).expect(
      404,
    );
    expect(missing.body).toMatchObject({ code: 'REVIEW_PLACE_NOT_FOUND' });
    // Up to 2,000 characters (of Kapampangan here) is allowed.
    await review('ana', { ...valid, text: 'Masanting ya ing lugal. '.repeat(83).slice(0, 2000) }).expect(201);
  });

  it('edits and deletes by the author only; the rating follows each change', async () => {
    const { id } = (await review('ana', { destinationId, stars: 2, text: TEXT, visitMonth: '2026-01' }).expect(201))
      .body as ReviewBody;
    await review('ben', { destinationId, stars: 4, text: TEXT, visitMonth: '2026-01' }).expect(201);
    expect(await place('destinations', destinationId)).toEqual({ rating: 3, reviewCount: 2 });

    const edited = await as('ana').patch(`/api/reviews/${id}`, { stars: 5 }).expect(200);
    expect(edited.body).toMatchObject({ id, stars: 5, text: TEXT, visitMonth: '2026-01' });
    expect(await place('destinations', destinationId)).toEqual({ rating: 4.5, reviewCount: 2 });

    const other = await as('ben').patch(`/api/reviews/${id}`, { stars: 1 }).expect(403);
    expect(other.body).toMatchObject({ code: 'REVIEW_NOT_AUTHOR' });
    expect((await as('ben').delete(`/api/reviews/${id}`).expect(403)).body).toMatchObject({
      code: 'REVIEW_NOT_AUTHOR',
    });
    expect((await as('ana').patch(`/api/reviews/${id}`, { text: 'short' }).expect(400)).body).toMatchObject({
      code: 'REVIEW_TEXT_TOO_SHORT',
    });
    await as('ana').patch('/api/reviews/00000000-0000-4000-8000-00000000dead', { stars: 1 }).expect(404);
    await as('ana').patch('/api/reviews/not-a-uuid', { stars: 1 }).expect(400);

    await as('ana').delete(`/api/reviews/${id}`).expect(204);
    expect(await place('destinations', destinationId)).toEqual({ rating: 4, reviewCount: 1 });
    await as('ana').delete(`/api/reviews/${id}`).expect(404);
    // Deleted: the member may review the place again.
    await review('ana', { destinationId, stars: 3, text: TEXT, visitMonth: '2026-01' }).expect(201);
  });

  it('reads a page of reviews sorted and filtered, with the total, and the summary with its five bars', async () => {
    const stars = { ana: 5, ben: 1, cai: 4, staff: 5 };
    for (const who of ['ana', 'ben', 'cai', 'staff'] as const) {
      await review(who, { destinationId, stars: stars[who], text: `${who}: ${TEXT}`, visitMonth: '2026-01' }).expect(
        201,
      );
    }
    const list = async (query: string) => {
      const res = await request(t.http).get(`/api/reviews?destinationId=${destinationId}${query}`).expect(200);
      return { total: res.headers['x-total-count'], body: res.body as ReviewBody[] };
    };
    const helpful = await list('');
    expect(helpful.total).toBe('4');
    expect(helpful.body.map((r) => r.text.split(':')[0])).toEqual(['staff', 'cai', 'ben', 'ana']);
    expect(helpful.body[0]).toMatchObject({ authorName: 'Sol S.', stars: 5 });
    expect(helpful.body.find((r) => r.authorId === ids.ben)?.authorName).toBe('Ben');
    expect(helpful.body.find((r) => r.authorId === ids.cai)?.authorName).toBe('Member');
    expect((await list('&sort=newest')).body.map((r) => r.stars)).toEqual([5, 4, 1, 5]);
    expect((await list('&sort=highest')).body.map((r) => r.text.split(':')[0])).toEqual(['staff', 'ana', 'cai', 'ben']);
    expect((await list('&sort=lowest')).body.map((r) => r.stars)).toEqual([1, 4, 5, 5]);
    const fives = await list('&stars=5&limit=1&offset=1');
    expect([fives.total, fives.body.map((r) => r.text.split(':')[0])]).toEqual(['2', ['ana']]);
    expect((await list('&stars=3')).body).toEqual([]);

    const summary = await request(t.http).get(`/api/reviews/summary?destinationId=${destinationId}`).expect(200);
    expect(summary.body).toEqual({ rating: 3.8, reviewCount: 4, distribution: [1, 0, 0, 1, 2] });
    expect(await place('destinations', destinationId)).toEqual({ rating: 3.8, reviewCount: 4 });
    const none = await request(t.http).get(`/api/reviews/summary?serviceId=${serviceId}`).expect(200);
    expect(none.body).toEqual({ rating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0] });

    await request(t.http).get(`/api/reviews?serviceId=00000000-0000-4000-8000-00000000dead`).expect(404);
    await request(t.http).get(`/api/reviews`).expect(400);
    await request(t.http).get(`/api/reviews?destinationId=${destinationId}&stars=6`).expect(400);
    await request(t.http).get(`/api/reviews?destinationId=${destinationId}&sort=best`).expect(400);
  });

  it('the table repeats the rules: stars, length, month, one place, once per member and place', async () => {
    const insert = (values: string, params: unknown[]) =>
      t.dataSource.query(
        `INSERT INTO reviews (place_type, destination_id, service_id, author_id, stars, text, visit_month, created_at, updated_at)
         VALUES ${values}`,
        params,
      );
    const row = (stars: number, text: string, month: string, service: string | null = null) =>
      insert(`('destination', $1, $2, $3, $4, $5, $6::date, now(), now())`, [
        destinationId,
        service,
        ids.ana,
        stars,
        text,
        month,
      ]);
    const violation = { driverError: expect.objectContaining({ code: '23514' }) };
    await expect(row(6, TEXT, '2026-01-01')).rejects.toMatchObject(violation);
    await expect(row(0, TEXT, '2026-01-01')).rejects.toMatchObject(violation);
    await expect(row(4, 'x'.repeat(19), '2026-01-01')).rejects.toMatchObject(violation);
    await expect(row(4, 'x'.repeat(2001), '2026-01-01')).rejects.toMatchObject(violation);
    await expect(row(4, TEXT, '2026-01-02')).rejects.toMatchObject(violation);
    await expect(row(4, TEXT, '2999-01-01')).rejects.toMatchObject(violation);
    await expect(row(4, TEXT, '1949-12-01')).rejects.toMatchObject(violation);
    await expect(row(4, TEXT, '2026-01-01', serviceId)).rejects.toMatchObject(violation);
    await row(4, TEXT, '2026-01-01');
    await expect(row(5, TEXT, '2026-02-01')).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23505' }),
    });
    await t.dataSource.query(`UPDATE reviews SET status = 'removed' WHERE author_id = $1`, [ids.ana]);
    await row(5, TEXT, '2026-02-01');
  });

  it('shows a new review at once to a signed-out reader whose answer was kept', async () => {
    const url = `/api/reviews/summary?destinationId=${destinationId}`;
    expect((await request(t.http).get(url).expect(200)).body).toMatchObject({ reviewCount: 0 });
    await request(t.http).get(url).expect(200);
    await review('ana', { destinationId, stars: 5, text: TEXT, visitMonth: '2026-01' }).expect(201);
    expect((await request(t.http).get(url).expect(200)).body).toMatchObject({ reviewCount: 1, rating: 5 });
    const page = await request(t.http).get(`/api/reviews?destinationId=${destinationId}`).expect(200);
    expect(page.body).toHaveLength(1);
  });
});
