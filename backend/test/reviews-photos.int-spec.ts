import request from 'supertest';
import sharp from 'sharp';
import { PurgeUnusedUploadsUseCase } from '../src/modules/community/application/purge-unused-uploads.use-case.js';
import { testAppPerFile } from './support/app-per-file.js';
import { REVIEW_TEXT, reviewScene, type ReviewPerson, type ReviewScene } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface Photo {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** A phone photo with its maker, model and GPS position in EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Review Phone 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '15/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 44/1 0/1' },
    })
    .toBuffer();
}

/** Issue 32.1: up to 3 photos per review, through the community's upload pipeline. */
describe('reviews: photos (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let s: ReviewScene;
  let jpeg: Buffer;

  const upload = async (who: ReviewPerson): Promise<string> =>
    (
      (
        await request(t.http)
          .post('/api/uploads')
          .set('Cookie', s.cookies[who])
          .attach('file', jpeg, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
          .expect(201)
      ).body as { id: string }
    ).id;
  const images = async () =>
    (
      (await t.dataSource.query(
        `SELECT id, attached_at IS NOT NULL AS used FROM community_images ORDER BY id`,
      )) as Array<{
        id: string;
        used: boolean;
      }>
    ).map((row) => `${row.id}:${row.used ? 'used' : 'free'}`);
  const valid = () => ({ serviceId: s.serviceId, stars: 5, text: REVIEW_TEXT, visitMonth: '2026-01' });

  beforeAll(async () => {
    jpeg = await phonePhoto();
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    s = await reviewScene(t);
  });

  it('a plain member uploads and attaches photos; everyone sees them in the list, re-encoded without metadata', async () => {
    const [a, b] = [await upload('ana'), await upload('ana')];
    const res = await s
      .as('ana')
      .post('/api/reviews', { ...valid(), photoIds: [b, a] })
      .expect(201);
    const photos = (res.body as { photos: Photo[] }).photos;
    expect(photos).toEqual([
      {
        id: b,
        url: `/api/reviews/photos/${b}.webp`,
        thumbnailUrl: `/api/reviews/photos/${b}-thumb.webp`,
        width: 1600,
        height: 1200,
      },
      {
        id: a,
        url: `/api/reviews/photos/${a}.webp`,
        thumbnailUrl: `/api/reviews/photos/${a}-thumb.webp`,
        width: 1600,
        height: 1200,
      },
    ]);
    const listed = (await request(t.http).get(`/api/reviews?serviceId=${s.serviceId}`).expect(200)).body as Array<{
      photos: Photo[];
    }>;
    expect(listed[0].photos).toEqual(photos);
    // A visitor (signed out) sees a published review's photo; it is WebP with no EXIF, GPS or maker left.
    const full = await request(t.http).get(photos[0].url).buffer(true).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const bytes = full.body as Buffer;
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Review Phone 7'))).toBe(false);
    const thumb = await request(t.http).get(photos[0].thumbnailUrl).buffer(true).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 480, height: 360 });
    await request(t.http)
      .get(photos[0].url)
      .set('If-None-Match', full.headers.etag as string)
      .expect(304);
    await request(t.http).get(`/api/reviews/photos/${photos[0].id}.png`).expect(404);
    // Used: the purge of unused uploads leaves them, even long after.
    await t.dataSource.query(`UPDATE community_images SET created_at = now() - interval '3 days'`);
    const stale = await upload('ben');
    await t.dataSource.query(`UPDATE community_images SET created_at = now() - interval '3 days' WHERE id = $1`, [
      stale,
    ]);
    expect(await t.app.get(PurgeUnusedUploadsUseCase).execute()).toBe(1);
    expect(await images()).toEqual([a, b].sort().map((id) => `${id}:used`));
  });

  it("refuses more than 3, the same twice, someone else's upload and a used one, writing nothing", async () => {
    const mine = [await upload('ana'), await upload('ana'), await upload('ana'), await upload('ana')];
    const bens = await upload('ben');
    const codeOf = async (photoIds: unknown) =>
      (
        (
          await s
            .as('ana')
            .post('/api/reviews', { ...valid(), photoIds })
            .expect(400)
        ).body as { code: string }
      ).code;
    expect(await codeOf(mine)).toBe('REVIEW_TOO_MANY_PHOTOS');
    expect(await codeOf([mine[0], mine[0]])).toBe('REVIEW_DUPLICATE_PHOTO');
    expect(await codeOf([mine[0], bens])).toBe('REVIEW_PHOTO_NOT_AVAILABLE');
    expect(await codeOf([mine[0], '00000000-0000-4000-8000-00000000dead'])).toBe('REVIEW_PHOTO_NOT_AVAILABLE');
    expect(await codeOf(['not-an-id'])).toBe('VALIDATION_FAILED');
    expect(await codeOf(mine[0])).toBe('VALIDATION_FAILED');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews`)).toEqual([{ n: 0 }]);
    expect((await images()).every((row) => row.endsWith(':free'))).toBe(true);
    // Used by Ben's review: not Ana's any more, and not Ben's for a second review (or a post) either.
    await s
      .as('ben')
      .post('/api/reviews', { ...valid(), photoIds: [bens] })
      .expect(201);
    const again = await s
      .as('ben')
      .post('/api/reviews', { ...valid(), serviceId: undefined, destinationId: s.destinationId, photoIds: [bens] });
    expect(again.body).toMatchObject({ code: 'REVIEW_PHOTO_NOT_AVAILABLE' });
    await s.as('cai').post('/api/posts', { content: 'Not mine', imageId: bens }).expect(400);
  });

  it('an edit replaces the set in the given order, deleting the photos left out; deleting the review frees the rest', async () => {
    const [a, b, c] = [await upload('ana'), await upload('ana'), await upload('ana')];
    const id = await s.review('ana', { serviceId: s.serviceId }, { photoIds: [a, b] });
    const edited = await s
      .as('ana')
      .patch(`/api/reviews/${id}`, { photoIds: [c, b] })
      .expect(200);
    expect((edited.body as { photos: Photo[] }).photos.map((photo) => photo.id)).toEqual([c, b]);
    expect(await images()).toEqual([b, c].sort().map((x) => `${x}:used`));
    await request(t.http).get(`/api/reviews/photos/${a}.webp`).expect(404);
    // Other fields alone keep the photos; someone else cannot change them.
    expect(
      ((await s.as('ana').patch(`/api/reviews/${id}`, { stars: 3 }).expect(200)).body as { photos: Photo[] }).photos,
    ).toHaveLength(2);
    await s.as('ben').patch(`/api/reviews/${id}`, { photoIds: [] }).expect(403);
    await s.as('ana').delete(`/api/reviews/${id}`).expect(204);
    expect(await images()).toEqual([]);
    await request(t.http).get(`/api/reviews/photos/${b}.webp`).expect(404);
  });

  it("a review that is not published shows its photos to its author and moderators only; a place's deletion frees them", async () => {
    const a = await upload('ana');
    const id = await s.review('ana', { serviceId: s.serviceId }, { photoIds: [a] });
    await t.dataSource.query(`UPDATE reviews SET status = 'removed' WHERE id = $1`, [id]);
    const url = `/api/reviews/photos/${a}.webp`;
    expect((await request(t.http).get(url).expect(404)).body).toMatchObject({ code: 'REVIEW_PHOTO_NOT_FOUND' });
    await s.as('ben').get(url).expect(404);
    await s.as('ana').get(url).expect(200);
    await s.as('mod').get(url).expect(200);
    await t.dataSource.query(`DELETE FROM services WHERE id = $1`, [s.serviceId]);
    expect(await images()).toEqual([]);
  });
});
