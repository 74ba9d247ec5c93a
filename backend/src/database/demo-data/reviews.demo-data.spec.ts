import { starsFor } from './reviews.demo-data.js';
import { DEMO_REVIEW_TEXTS } from './reviews.demo-texts.js';

describe('demo reviews', () => {
  it('every text is 20 to 2,000 characters, and none repeats', () => {
    const texts = Object.values(DEMO_REVIEW_TEXTS).flat();
    for (const text of texts)
      expect([text, [...text.trim()].length >= 20 && [...text].length <= 2000]).toEqual([text, true]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds stars that make every rating from 1.0 to 5.0 with ten reviews, and rounds as PostgreSQL does', () => {
    for (let tenths = 10; tenths <= 50; tenths++) {
      const stars = starsFor(tenths / 10, 10);
      expect(stars?.reduce((a, b) => a + b, 0)).toBe(tenths);
    }
    const stars = starsFor(4.6, 7) ?? [];
    const mean = stars.reduce((a, b) => a + b, 0) / stars.length; // 32 / 7 = 4.57
    expect([stars.length, Math.round(mean * 10) / 10]).toEqual([7, 4.6]);
    expect(starsFor(4.0, 6)).toEqual([5, 4, 4, 4, 4, 3]);
    expect(starsFor(5, 3)).toEqual([5, 5, 5]);
  });
});
