/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { formatDate, formatMoney, formatNumber, formatPostAge, pluralCategory } from './format';

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

  it('writes plain numbers and pesos exactly as Intl.NumberFormat does, without creating one', () => {
    const values = [
      0,
      1,
      4.5,
      4.25,
      4.35,
      2.675,
      1.005,
      0.125,
      999.9995,
      999,
      1000,
      1247,
      12_345.678,
      100_000,
      1_234_567.891,
      62.45,
      59.9,
      1e14 + 0.5,
      0.0004,
      0.00049999,
    ];
    for (let i = 0; i < 150; i++)
      values.push(Math.random() * 10 ** Math.floor(Math.random() * 12), Math.round(Math.random() * 1e6) / 100);
    const optionSets: Intl.NumberFormatOptions[] = [
      {},
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 2 },
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { minimumFractionDigits: 5 },
      { useGrouping: true, maximumFractionDigits: 4 },
      { style: 'currency', currency: 'PHP' },
      { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 },
      { style: 'currency', currency: 'PHP', minimumFractionDigits: 3 },
    ];
    const created: unknown[] = [];
    const RealNumberFormat = Intl.NumberFormat;
    const real = new Map<string, Intl.NumberFormat>();
    const expected = (value: number, locale: string, options: Intl.NumberFormatOptions) => {
      const key = `${locale} ${JSON.stringify(options)}`;
      if (!real.has(key)) real.set(key, new RealNumberFormat(locale, options));
      return real.get(key)!.format(value);
    };
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation(((
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) => {
      created.push(args);
      return new RealNumberFormat(...args);
    }) as unknown as typeof Intl.NumberFormat);
    try {
      for (const options of optionSets) {
        for (const value of values) {
          expect([value, options, formatNumber(value, 'en', options)]).toEqual([
            value,
            options,
            expected(value, 'en-PH', options),
          ]);
          expect([value, options, formatNumber(value, 'fil', options)]).toEqual([
            value,
            options,
            expected(value, 'fil-PH', options),
          ]);
        }
      }
      expect(created).toEqual([]);
      // What the fast path does not write still goes to Intl, and is right.
      expect(formatNumber(-1234.5, 'en')).toBe(expected(-1234.5, 'en-PH', {}));
      expect(formatNumber(0.5, 'fil', { style: 'percent' })).toBe(expected(0.5, 'fil-PH', { style: 'percent' }));
      expect(formatNumber(1234, 'en', { useGrouping: false })).toBe('1234');
      expect(formatNumber(12, 'en', { style: 'currency', currency: 'USD' })).toBe(
        expected(12, 'en-PH', { style: 'currency', currency: 'USD' }),
      );
      expect(formatNumber(1e21, 'en')).toBe(expected(1e21, 'en-PH', {}));
      expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
      expect(() => formatNumber(1, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
      expect(created).toEqual(
        expect.arrayContaining([
          ['fil-PH', { style: 'percent' }],
          ['en-PH', { useGrouping: false }],
          ['en-PH', { style: 'currency', currency: 'USD' }],
        ]),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('picks plural forms as Intl.PluralRules does, without creating one', () => {
    const values = [
      0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 14, 16, 19, 21, 24, 100, 104, 1.5, 1.4, 2.06, 0.9, 1.04, 1.1, 3.0, 1000000, 0.5,
      12.34, 7.19, 1e20,
    ];
    for (let i = 0; i < 300; i++)
      values.push(Math.floor(Math.random() * 100_000), Math.round(Math.random() * 100_000) / 100);
    const RealPluralRules = Intl.PluralRules;
    const spy = jest.spyOn(Intl, 'PluralRules').mockImplementation((() => {
      throw new Error('Intl.PluralRules created');
    }) as unknown as typeof Intl.PluralRules);
    try {
      for (const value of [...values, ...values.map((value) => -value)]) {
        expect([value, pluralCategory(value, 'en')]).toEqual([value, new RealPluralRules('en-PH').select(value)]);
        expect([value, pluralCategory(value, 'fil')]).toEqual([value, new RealPluralRules('fil-PH').select(value)]);
      }
    } finally {
      spy.mockRestore();
    }
    expect(pluralCategory(1e21, 'fil')).toBe(new Intl.PluralRules('fil-PH').select(1e21));
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
