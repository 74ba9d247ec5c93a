import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { createRequire } from 'node:module';
import { createAppI18n } from './messages';
import { withNumberTexts } from './plain-numbers';

/** The build's half (build/plain-numbers.cjs): what the catalog loader does to each compiled message. */
const { plainNumberMessage } = createRequire(import.meta.url)('../build/plain-numbers.cjs') as {
  plainNumberMessage(tokens: unknown): unknown;
};

const catalogs = {
  en: {
    count: '{count, plural, one {# destination} other {# destinations}}',
    reviews: '({count, plural, one {# review} other {# reviews}})',
    atLeast: 'Showing {shown} of {total, number}+ destinations',
    two: '{likes, plural, one {# like} other {# likes}} · {comments, plural, one {# comment} other {# comments}}',
    nested:
      '{count, plural, one {{kind, select, gas {# station} other {# place}}} other {{kind, select, gas {# stations} other {# places}}}}',
    ordinal: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    offset: '{count, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
    exact: '{count, plural, =0 {none} one {# item} other {# items}}',
    percent: '{share, number, percent}',
    text: 'Hello {name}',
  },
  fil: {
    count: '{count, plural, one {# destinasyon} other {# na destinasyon}}',
    reviews: '({count, plural, other {# review}})',
    atLeast: 'Ipinapakita ang {shown} sa {total, number}+ na destinasyon',
  },
} as const;

/** A catalog as the build's loader makes it. */
const compiled = (messages: Record<string, string>): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, plainNumberMessage(compileMessageOrThrow(message))]),
  ) as Messages;

/** A catalog as Lingui's compiler alone makes it. */
const compiledByLingui = (messages: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)])) as Messages;

/** Lingui by itself, Intl and all: what every message must still say. */
function linguiAlone(language: 'en' | 'fil') {
  const i18n = setupI18n();
  i18n.load(language, compiledByLingui(catalogs[language]));
  i18n.activate(language, [language === 'fil' ? 'fil-PH' : 'en-PH']);
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}

/** Counts the Intl.NumberFormat and Intl.PluralRules created while it watches. */
function watchIntl() {
  const created: string[] = [];
  const spies = (['NumberFormat', 'PluralRules'] as const).map((kind) => {
    const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
    return jest.spyOn(Intl, kind).mockImplementation(((...args: unknown[]) => {
      created.push(`${kind} ${JSON.stringify(args)}`);
      return new Real(...args);
    }) as never);
  });
  return { created, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

let watch: ReturnType<typeof watchIntl>;
beforeEach(() => {
  watch = watchIntl();
});
afterEach(() => watch.restore());

describe('numbers in messages without Intl.NumberFormat', () => {
  it('says what Lingui says, and creates no Intl.NumberFormat for a plural count or a plain number', async () => {
    const app = createAppI18n<string>({
      en: async () => compiled(catalogs.en),
      fil: async () => compiled(catalogs.fil),
    });
    const cases: [string, Record<string, unknown>][] = [
      ['count', { count: 1 }],
      ['count', { count: 1247 }],
      ['count', { count: 0 }],
      ['reviews', { count: 12_345 }],
      ['atLeast', { shown: 20, total: 1000 }],
      ['two', { likes: 1, comments: 1_002 }],
      ['nested', { count: 1, kind: 'gas' }],
      ['nested', { count: 2_500, kind: 'other' }],
      ['exact', { count: 0 }],
      ['exact', { count: 4_000 }],
      ['text', { name: 'Ana' }],
    ];
    for (const language of ['en', 'fil'] as const) {
      await app.activate(language);
      const ours = cases.filter(([id]) => id in catalogs[language]).map(([id, values]) => app.t(id, values));
      expect(watch.created).toEqual([]);
      watch.restore();
      const alone = linguiAlone(language);
      const theirs = cases.filter(([id]) => id in catalogs[language]).map(([id, values]) => alone(id, values));
      expect(ours).toEqual(theirs);
      watch = watchIntl();
    }
    await app.activate('en');
    expect(app.t('count', { count: 1247 })).toBe('1,247 destinations');
    expect(app.t('count', { count: 1 })).toBe('1 destination');
    expect(app.t('exact', { count: 0 })).toBe('none');
    expect(app.t('atLeast', { shown: 20, total: 1000 })).toBe('Showing 20 of 1,000+ destinations');
    expect(watch.created).toEqual([]);
  });

  it("picks a Filipino =1 form for 1 alone in the built catalogs, not for CLDR's other 'one' counts (2, 3, 5...)", async () => {
    const reportedBy = '{count, plural, =1 {Iniulat ni} other {Iniulat nina}}';
    const app = createAppI18n<string>({
      en: async () => compiled({ reportedBy: '{count, plural, other {Reported by}}' }),
      fil: async () => compiled({ reportedBy }),
    });
    await app.activate('fil');
    expect([0, 1, 2, 3, 5, 10].map((count) => app.t('reportedBy', { count }))).toEqual([
      'Iniulat nina',
      'Iniulat ni',
      'Iniulat nina',
      'Iniulat nina',
      'Iniulat nina',
      'Iniulat nina',
    ]);
  });

  it('leaves to Lingui what it does not write: an offset plural, a styled number', async () => {
    const app = createAppI18n<string>({
      en: async () => compiled(catalogs.en),
      fil: async () => compiled(catalogs.fil),
    });
    await app.activate('en');
    expect(app.t('offset', { count: 3 })).toBe('you and 2 others');
    expect(app.t('offset', { count: 1 })).toBe('you');
    expect(app.t('percent', { share: 0.25 })).toBe('25%');
    expect(app.t('ordinal', { rank: 2 })).toBe('2nd');
    expect(app.t('ordinal', { rank: 1_003 })).toBe('1,003rd');
    expect(watch.created.length).toBeGreaterThan(0);
  });

  it('rewrites a plural as selects on its form and its exact number, # and plain numbers as their text', () => {
    expect(plainNumberMessage(compileMessageOrThrow('{count, plural, one {# place} other {# places}}'))).toEqual([
      ['count#form', 'select', { one: [['count#'], ' place'], other: [['count#'], ' places'] }],
    ]);
    expect(plainNumberMessage(compileMessageOrThrow('{n, plural, =0 {none} other {#}} of {total, number}'))).toEqual([
      ['n#exact', 'select', { 0: ['none'], other: [['n#form', 'select', { other: [['n#']] }]] }],
      ' of ',
      ['total#'],
    ]);
    const kept = compileMessageOrThrow(
      '{n, plural, offset:1 other {# more}} {share, number, percent} {rank, selectordinal, other {#th}}',
    );
    expect(plainNumberMessage(kept)).toEqual(kept);
    expect(plainNumberMessage('plain text')).toBe('plain text');
    const values = { name: 'Ana' };
    expect(withNumberTexts(values, 'en')).toBe(values);
    expect(withNumberTexts({ count: 1247, name: 'Ana' }, 'fil')).toEqual({
      count: 1247,
      name: 'Ana',
      'count#': '1,247',
      'count#form': 'one',
      'count#exact': '1247',
    });
    expect(withNumberTexts({ count: 1 }, 'en')).toEqual({
      count: 1,
      'count#': '1',
      'count#form': 'one',
      'count#exact': '1',
    });
    expect(withNumberTexts(undefined, 'en')).toBeUndefined();
  });
});
