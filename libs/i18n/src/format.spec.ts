/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { formatDate, formatMoney, formatNumber, formatPostAge } from './format';

const NOW = new Date('2026-11-20T12:00:00+08:00');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('formatting for en-PH and fil-PH', () => {
  it('writes dates in Philippine time, with Filipino month names', () => {
    // 23:30 UTC on the 19th is already the 20th in Manila.
    expect(formatDate('2026-11-19T23:30:00Z', 'en')).toBe('Nov 20, 2026');
    expect(formatDate('2026-11-19T23:30:00Z', 'fil')).toBe('Nob 20, 2026');
    expect(formatDate(NOW, 'en', { month: 'long', year: 'numeric' })).toBe('November 2026');
  });

  it('writes numbers and pesos', () => {
    expect(formatNumber(1247, 'en')).toBe('1,247');
    expect(formatNumber(1247, 'fil')).toBe('1,247');
    expect(formatNumber(4.25, 'fil', { maximumFractionDigits: 1 })).toBe('4.3');
    expect(formatMoney(62.45, 'en')).toBe('₱62.45');
    expect(formatMoney(62.45, 'fil')).toBe('₱62.45');
    expect(formatMoney(150, 'en', { maximumFractionDigits: 0, minimumFractionDigits: 0 })).toBe('₱150');
  });

  it('writes a post age as the spec says, and in Filipino', () => {
    expect(formatPostAge(hoursAgo(0.5), NOW, 'en')).toBe('Just now');
    expect(formatPostAge(hoursAgo(1), NOW, 'en')).toBe('1h ago');
    expect(formatPostAge(hoursAgo(3.9), NOW, 'en')).toBe('3h ago');
    expect(formatPostAge(hoursAgo(49), NOW, 'en')).toBe('2d ago');
    expect(formatPostAge(hoursAgo(0.2), NOW, 'fil')).toBe('Ngayon lang');
    expect(formatPostAge(hoursAgo(3), NOW, 'fil')).toBe('3 oras ang nakalipas');
    expect(formatPostAge(hoursAgo(24), NOW, 'fil')).toBe('1 araw ang nakalipas');
    expect(formatPostAge('not a date', NOW, 'en')).toBe('Just now');
  });
});
