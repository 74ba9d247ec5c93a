import { PlaceType, type PlaceRef } from '../domain/review.js';
import { ReviewErrorCode } from '../domain/review.errors.js';
import { rejectedCode as rejected, reviewUseCaseBed } from './testing/review-use-case-bed.js';

const TEXT = 'The view from the summit was worth every step.';
const place: PlaceRef = { type: PlaceType.Destination, id: 'arayat' };

const setUp = () => reviewUseCaseBed({ arayat: { rating: 4.9, reviewCount: 526 } });

describe('review use cases (in-memory ports)', () => {
  it('a review replaces the demo figures with those of the reviews, under the place lock', async () => {
    const { repo, create } = setUp();
    const review = await create.execute('ana', { place, stars: 4, text: TEXT, visitMonth: '2026-11' });
    expect(review).toMatchObject({ id: 'review-1', authorId: 'ana', stars: 4, status: 'published', helpfulCount: 0 });
    expect(repo.locks).toEqual(['arayat']);
    expect(repo.places.get('arayat')).toEqual({ rating: 4, reviewCount: 1 });
  });

  it('refuses a missing place, staff of the business and a second review, writing nothing', async () => {
    const { repo, create } = setUp();
    repo.staff.add('sol:arayat');
    const input = { place, stars: 5, text: TEXT, visitMonth: '2026-11' };
    expect(await rejected(create.execute('ana', { ...input, place: { ...place, id: 'nowhere' } }))).toBe(
      ReviewErrorCode.PlaceNotFound,
    );
    expect(await rejected(create.execute('sol', input))).toBe(ReviewErrorCode.OwnBusiness);
    await create.execute('ana', input);
    expect(await rejected(create.execute('ana', { ...input, stars: 1 }))).toBe(ReviewErrorCode.AlreadyReviewed);
    expect(repo.reviews.size).toBe(1);
    expect(repo.places.get('arayat')).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('checks the content before touching the database', async () => {
    const { repo, create } = setUp();
    expect(await rejected(create.execute('ana', { place, stars: 5, text: TEXT, visitMonth: '2026-12' }))).toBe(
      ReviewErrorCode.InvalidVisitMonth,
    );
    expect(repo.locks).toEqual([]);
  });

  it('edits and deletes by the author only, the figures following', async () => {
    const { repo, create, update, remove } = setUp();
    const { id } = await create.execute('ana', { place, stars: 2, text: TEXT, visitMonth: '2026-11' });
    await create.execute('ben', { place, stars: 4, text: TEXT, visitMonth: '2026-10' });
    expect(await rejected(update.execute('ben', id, { stars: 5 }))).toBe(ReviewErrorCode.NotAuthor);
    expect(await rejected(remove.execute('ben', id))).toBe(ReviewErrorCode.NotAuthor);
    expect(await rejected(update.execute('ana', 'missing', { stars: 5 }))).toBe(ReviewErrorCode.NotFound);
    expect(await update.execute('ana', id, { stars: 5, visitMonth: '2026-09' })).toMatchObject({
      stars: 5,
      text: TEXT,
      visitMonth: '2026-09',
    });
    expect(repo.places.get('arayat')).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(await rejected(update.execute('ana', id, { text: 'short' }))).toBe(ReviewErrorCode.TextTooShort);
    await remove.execute('ana', id);
    expect(repo.places.get('arayat')).toEqual({ rating: 4, reviewCount: 1 });
    expect(await rejected(remove.execute('ana', id))).toBe(ReviewErrorCode.NotFound);
  });
});
