import { afterAll, describe, expect, it } from '@jest/globals';
import en from './en.json';
import { activate, t, type MessageId } from './i18n';

/**
 * Counts and people in the admin's messages take their form from the catalog's plural rules (issue 31.2), never from
 * words put together in the code: 'Iniulat ni' one reporter, 'Iniulat nina' several; '1 report', '2 reports'. Every
 * plural message is shown here for 0, 1, 2 and many in English and in Filipino.
 */
const pluralIds = Object.entries(en as Record<string, string>)
  .filter(([, message]) => /,\s*plural\s*,/.test(message))
  .map(([id]) => id as MessageId);
const COUNTS = [0, 1, 2, 1247] as const;

/** The message for each count (in whichever of count, total or minutes it has), its other placeholders filled in. */
function forms(id: MessageId, language: string) {
  return COUNTS.map((count) => t(id, { count, total: count, minutes: count, name: 'Ana', query: 'ube' })).map(
    (text) => `${language}: ${text}`,
  );
}

afterAll(async () => {
  await activate('en');
});

describe('plural messages of the admin', () => {
  it('has every plural message in both languages for 0, 1, 2 and many, with no form left unfilled', async () => {
    expect(pluralIds.length).toBeGreaterThanOrEqual(15);
    for (const language of ['en', 'fil'] as const) {
      await activate(language);
      for (const id of pluralIds) {
        for (const text of forms(id, language)) expect(text).not.toMatch(/[{}#]/);
      }
    }
  });

  it.each([
    [
      'reports.reportedBy',
      ['Reported by', 'Reported by', 'Reported by', 'Reported by'],
      ['Iniulat nina', 'Iniulat ni', 'Iniulat nina', 'Iniulat nina'],
    ],
    [
      'audit.reports',
      ['0 reports', '1 report', '2 reports', '1,247 reports'],
      ['0 ulat', '1 ulat', '2 ulat', '1,247 ulat'],
    ],
    [
      'reports.postOf',
      ['Post by Ana · 0 reports', 'Post by Ana · 1 report', 'Post by Ana · 2 reports', 'Post by Ana · 1,247 reports'],
      ['Post ni Ana · 0 ulat', 'Post ni Ana · 1 ulat', 'Post ni Ana · 2 ulat', 'Post ni Ana · 1,247 ulat'],
    ],
    [
      'coupons.count',
      ['0 coupons', '1 coupon', '2 coupons', '1,247 coupons'],
      ['0 kupon', '1 kupon', '2 kupon', '1,247 kupon'],
    ],
    [
      'users.countMatching',
      ['0 users matching “ube”', '1 user matching “ube”', '2 users matching “ube”', '1,247 users matching “ube”'],
      [
        '0 gumagamit na tugma sa “ube”',
        '1 gumagamit na tugma sa “ube”',
        '2 gumagamit na tugma sa “ube”',
        '1,247 gumagamit na tugma sa “ube”',
      ],
    ],
  ] as const)('says %s by the count', async (id, english, filipino) => {
    await activate('en');
    expect(forms(id, 'en')).toEqual(english.map((text) => `en: ${text}`));
    await activate('fil');
    expect(forms(id, 'fil')).toEqual(filipino.map((text) => `fil: ${text}`));
  });

  it('names one reporter with ni in Filipino for 1 only, not for the other counts CLDR calls "one" (2, 3, 5...)', async () => {
    await activate('fil');
    expect([1, 2, 3, 5, 7, 10].map((count) => t('reports.reportedBy', { count }))).toEqual([
      'Iniulat ni',
      'Iniulat nina',
      'Iniulat nina',
      'Iniulat nina',
      'Iniulat nina',
      'Iniulat nina',
    ]);
  });
});
