import {
  checkContent,
  checkIsAuthor,
  checkStars,
  checkText,
  checkVisitMonth,
  currentMonth,
  initialStatus,
  PlaceType,
  placeOf,
  ratingOf,
  reviewerName,
  ReviewStatus,
} from './review.js';
import { ReviewErrorCode } from './review.errors.js';

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('review rules', () => {
  it('stars: a whole number from 1 to 5', () => {
    expect([1, 3, 5].map(checkStars)).toEqual([1, 3, 5]);
    for (const bad of [0, 6, 2.5, Number.NaN]) expect(codeOf(() => checkStars(bad))).toBe(ReviewErrorCode.InvalidStars);
  });

  it('text: trimmed, required, 20 to 2,000 characters counted as characters (not UTF-16 units)', () => {
    expect(checkText('   Masanting ya ing lugal, mayap!   ')).toBe('Masanting ya ing lugal, mayap!');
    expect(codeOf(() => checkText('  \n '))).toBe(ReviewErrorCode.TextRequired);
    expect(codeOf(() => checkText('Too short, sadly.'))).toBe(ReviewErrorCode.TextTooShort);
    expect(checkText('x'.repeat(20))).toHaveLength(20);
    expect(checkText('x'.repeat(2000))).toHaveLength(2000);
    expect(codeOf(() => checkText('x'.repeat(2001)))).toBe(ReviewErrorCode.TextTooLong);
    // 2,000 emoji are 4,000 UTF-16 units: still 2,000 characters.
    expect(() => checkText('🌋'.repeat(2000))).not.toThrow();
    expect(codeOf(() => checkText('🌋'.repeat(19)))).toBe(ReviewErrorCode.TextTooShort);
  });

  it('visit month: YYYY-MM from 1950-01 to the current month in the Philippines (UTC+8)', () => {
    const now = new Date('2026-11-30T16:30:00Z'); // 00:30 on 1 December in Manila
    expect(currentMonth(now)).toBe('2026-12');
    expect(checkVisitMonth('2026-12', now)).toBe('2026-12');
    expect(checkVisitMonth('1950-01', now)).toBe('1950-01');
    for (const bad of ['2027-01', '1949-12', '2026-13', '2026-1', '2026-00', 'Nov 2026', ''])
      expect([bad, codeOf(() => checkVisitMonth(bad, now))]).toEqual([bad, ReviewErrorCode.InvalidVisitMonth]);
    expect(codeOf(() => checkVisitMonth('2026-12', new Date('2026-11-30T15:59:00Z')))).toBe(
      ReviewErrorCode.InvalidVisitMonth,
    );
  });

  it('checks a whole content at once', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(checkContent({ stars: 4, text: ` ${'a'.repeat(25)} `, visitMonth: '2026-10' }, now)).toEqual({
      stars: 4,
      text: 'a'.repeat(25),
      visitMonth: '2026-10',
    });
  });

  it('a rating is the mean to one decimal, half up; none without reviews', () => {
    expect(ratingOf([0, 0, 0, 0, 0])).toEqual({ rating: null, reviewCount: 0 });
    expect(ratingOf([0, 0, 0, 0, 1])).toEqual({ rating: 5, reviewCount: 1 });
    expect(ratingOf([1, 0, 0, 1, 2])).toEqual({ rating: 3.8, reviewCount: 4 }); // 15 / 4 = 3.75
    expect(ratingOf([0, 0, 1, 1, 0])).toEqual({ rating: 3.5, reviewCount: 2 });
    expect(ratingOf([0, 0, 2, 0, 1])).toEqual({ rating: 3.7, reviewCount: 3 }); // 3.666...
    expect(ratingOf([40, 40, 40, 40, 40])).toEqual({ rating: 3, reviewCount: 200 });
  });

  it('names the author by first name and last initial, else Member', () => {
    expect(reviewerName('Maria', 'Santos')).toBe('Maria S.');
    expect(reviewerName(' Jun ', null)).toBe('Jun');
    expect(reviewerName(null, 'Ñgo')).toBe('Ñ.');
    expect(reviewerName(null, null)).toBe('Member');
    expect(reviewerName('  ', '')).toBe('Member');
  });

  it('a place is exactly one of destinationId and serviceId', () => {
    expect(placeOf({ destinationId: 'd' })).toEqual({ type: PlaceType.Destination, id: 'd' });
    expect(placeOf({ serviceId: 's' })).toEqual({ type: PlaceType.Service, id: 's' });
    expect(codeOf(() => placeOf({}))).toBe(ReviewErrorCode.PlaceRequired);
    expect(codeOf(() => placeOf({ destinationId: 'd', serviceId: 's' }))).toBe(ReviewErrorCode.PlaceRequired);
  });

  it('only the author changes a review; a new review is published at once', () => {
    expect(() => checkIsAuthor({ id: 'r', authorId: 'a' }, 'a')).not.toThrow();
    expect(codeOf(() => checkIsAuthor({ id: 'r', authorId: 'a' }, 'b'))).toBe(ReviewErrorCode.NotAuthor);
    expect(initialStatus()).toBe(ReviewStatus.Published);
  });
});
