import { afterAll, describe, expect, it } from '@jest/globals';
import en from './en.json';
import { activate, loadLater, t, type MessageId } from './i18n';

/**
 * Counts in the public app's messages take their form from the catalog's plural rules (issue 31.2), never from words
 * put together in the code: '1 review', '2 reviews'. Every plural message is shown here for 0, 1, 2 and many in English
 * and in Filipino.
 */
const pluralIds = Object.entries(en as Record<string, string>)
  .filter(([, message]) => /,\s*plural\s*,/.test(message))
  .map(([id]) => id as MessageId);
const COUNTS = [0, 1, 2, 1247] as const;

/** The message for each count, in every count-like placeholder it has. */
function forms(id: MessageId, language: string) {
  return COUNTS.map((count) =>
    t(id, { count, total: count, minutes: count, likes: count, comments: count, shares: count }),
  ).map((text) => `${language}: ${text}`);
}

async function use(language: 'en' | 'fil') {
  await activate(language);
  await loadLater();
}

afterAll(async () => {
  await activate('en');
});

describe('plural messages of the public app', () => {
  it('has every plural message in both languages for 0, 1, 2 and many, with no form left unfilled', async () => {
    expect(pluralIds.length).toBeGreaterThanOrEqual(8);
    for (const language of ['en', 'fil'] as const) {
      await use(language);
      for (const id of pluralIds) {
        for (const text of forms(id, language)) expect(text).not.toMatch(/[{}#]|^\w+: $/);
      }
    }
  });

  it.each([
    [
      'rating.reviews',
      ['(0 reviews)', '(1 review)', '(2 reviews)', '(1,247 reviews)'],
      ['(0 review)', '(1 review)', '(2 review)', '(1,247 review)'],
    ],
    ['community.count', ['0 posts', '1 post', '2 posts', '1,247 posts'], ['0 post', '1 post', '2 post', '1,247 post']],
    [
      'catalog.destinations.count',
      ['0 destinations', '1 destination', '2 destinations', '1,247 destinations'],
      ['0 destinasyon', '1 destinasyon', '2 destinasyon', '1,247 destinasyon'],
    ],
    ['coupons.count', ['0 deals', '1 deal', '2 deals', '1,247 deals'], ['0 deal', '1 deal', '2 deal', '1,247 deal']],
    [
      'home.postCounts',
      ['0 likes · 0 comments', '1 like · 1 comment', '2 likes · 2 comments', '1,247 likes · 1,247 comments'],
      ['0 like · 0 komento', '1 like · 1 komento', '2 like · 2 komento', '1,247 like · 1,247 komento'],
    ],
  ] as const)('says %s by the count', async (id, english, filipino) => {
    await use('en');
    expect(forms(id, 'en')).toEqual(english.map((text) => `en: ${text}`));
    await use('fil');
    expect(forms(id, 'fil')).toEqual(filipino.map((text) => `fil: ${text}`));
  });
});
