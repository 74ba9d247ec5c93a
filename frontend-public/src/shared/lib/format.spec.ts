import { describe, expect, it } from '@jest/globals';
import { t } from '../../i18n/i18n';
import {
  firstCharacters,
  formatGasPrice,
  formatRating,
  formatReviewCount,
  formatShortDate,
  formatUpdatedDate,
} from './format';

describe('formats (spec section 9)', () => {
  it('shows the rating with one decimal, or New', () => {
    expect(formatRating(4.66, 'en')).toBe('4.7');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating('3.25', 'fil')).toBe('3.3');
    expect(formatRating(null, 'en')).toBeNull();
    expect(formatRating(0, 'en')).toBeNull();
    expect(formatRating(undefined, 'en')).toBeNull();
  });

  it('counts reviews in brackets', () => {
    expect(formatReviewCount(128, t)).toBe('(128 reviews)');
    expect(formatReviewCount(1, t)).toBe('(1 review)');
    expect(formatReviewCount(0, t)).toBe('(0 reviews)');
    expect(formatReviewCount(null, t)).toBe('(0 reviews)');
  });

  it('shows the gas price in pesos with 2 decimals per litre', () => {
    expect(formatGasPrice(62.45, 'en')).toBe('₱62.45/L');
    expect(formatGasPrice(60, 'fil')).toBe('₱60.00/L');
    expect(formatGasPrice('58.5', 'en')).toBe('₱58.50/L');
    expect(formatGasPrice(null, 'en')).toBeNull();
  });

  it('formats the update date in Philippine time', () => {
    expect(formatShortDate('2026-11-20T02:00:00.000Z', 'en')).toBe('Nov 20, 2026');
    // 20:00 UTC on the 19th is already the 20th in Manila (UTC+8)
    expect(formatShortDate('2026-11-19T20:00:00.000Z', 'en')).toBe('Nov 20, 2026');
    expect(formatShortDate('2026-11-19T20:00:00.000Z', 'fil')).toBe('Nob 20, 2026');
    expect(formatUpdatedDate('2026-11-20T02:00:00.000Z', 'en', t)).toBe('Updated Nov 20, 2026');
    expect(formatUpdatedDate(null, 'en', t)).toBeNull();
    expect(formatShortDate('not a date', 'en')).toBeNull();
  });

  it('takes the first 100 characters for the share text', () => {
    const text = 'a'.repeat(150);
    expect(firstCharacters(text)).toHaveLength(100);
    expect(firstCharacters('short')).toBe('short');
    expect(firstCharacters(null)).toBe('');
  });
});
