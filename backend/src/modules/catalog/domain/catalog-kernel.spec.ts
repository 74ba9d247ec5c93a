import {
  CatalogRule,
  checkCoordinates,
  imageList,
  isHttpUrl,
  isSameSitePath,
  optionalPhone,
  parseCoordinate,
  requireName,
} from './catalog-rules.js';
import { placeCategoryFilter } from './category-filter.js';
import { searchTerms } from './search-terms.js';
import { firstFreeSlug, isValidSlug, slugify } from './slug.js';

class RuleError extends Error {
  constructor(
    readonly rule: CatalogRule,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
const fail = (rule: CatalogRule, message: string, field: string) => new RuleError(rule, message, field);
const ruleOf = (action: () => unknown): CatalogRule | undefined => {
  try {
    action();
  } catch (error) {
    if (error instanceof RuleError) return error.rule;
    throw error;
  }
  return undefined;
};

describe('catalog rules', () => {
  it('names: required, trimmed, white space collapsed, at most 120 characters', () => {
    expect(requireName('  Mount \t Arayat ', fail)).toBe('Mount Arayat');
    expect(ruleOf(() => requireName(null, fail))).toBe(CatalogRule.NameRequired);
    expect(ruleOf(() => requireName('x'.repeat(121), fail))).toBe(CatalogRule.TextTooLong);
  });

  it('coordinates: numbers or numeric strings; blank is none; a pair in range', () => {
    expect(parseCoordinate(' -15.5 ', 'latitude', fail)).toBe(-15.5);
    expect(parseCoordinate('.5', 'latitude', fail)).toBe(0.5);
    expect(parseCoordinate('  ', 'latitude', fail)).toBeNull();
    for (const bad of ['15,5', '1e3', '0x10', 'N15', Number.POSITIVE_INFINITY]) {
      expect(ruleOf(() => parseCoordinate(bad, 'latitude', fail))).toBe(CatalogRule.InvalidCoordinates);
    }
    expect(checkCoordinates(90, -180, fail)).toEqual({ latitude: 90, longitude: -180 });
    expect(ruleOf(() => checkCoordinates(null, 120, fail))).toBe(CatalogRule.InvalidCoordinates);
    expect(ruleOf(() => checkCoordinates(-90.1, 120, fail))).toBe(CatalogRule.CoordinatesOutOfRange);
  });

  it('URLs: http(s) with a host for websites; images also same-site paths, never protocol-relative', () => {
    expect(['https://example.com', 'http://example.com/a?b=c'].every(isHttpUrl)).toBe(true);
    expect(
      ['ftp://example.com', 'javascript:alert(1)', 'https://', 'example.com', 'http://exa mple.com'].some(isHttpUrl),
    ).toBe(false);
    expect(['/api/artwork/destination/a.svg?icon=church&color=%23AABBCC', '/a.png'].every(isSameSitePath)).toBe(true);
    expect(['//evil.example/a.png', '/\\evil.example', 'a.png', '/a b.png'].some(isSameSitePath)).toBe(false);
    expect(ruleOf(() => imageList(['/a', '/b', '/c'], 2, 'too many', fail))).toBe(CatalogRule.TooManyImages);
    expect(imageList([' /a ', null, '', 'https://x.example/b'], 2, 'too many', fail)).toEqual([
      '/a',
      'https://x.example/b',
    ]);
  });

  it('phones: digits with the usual separators', () => {
    expect(optionalPhone(' (045)  961 2121 / 0917-555-0123 ', fail)).toBe('(045) 961 2121 / 0917-555-0123');
    expect(optionalPhone('911', fail)).toBe('911');
    expect(optionalPhone('', fail)).toBeNull();
    expect(ruleOf(() => optionalPhone('12', fail))).toBe(CatalogRule.InvalidPhone);
    expect(ruleOf(() => optionalPhone('+63 call us', fail))).toBe(CatalogRule.InvalidPhone);
  });
});

describe('slugs', () => {
  it('slugifies names: accents dropped, punctuation to single hyphens, at most 80 characters on a word boundary', () => {
    expect(slugify('Petron – San Fernando (Dolores)')).toBe('petron-san-fernando-dolores');
    expect(slugify("Aling Lucing's Sisig")).toBe('aling-lucing-s-sisig');
    expect(slugify('Sto. Niño Señor')).toBe('sto-nino-senor');
    expect(slugify('!!!')).toBe('');
    const long = slugify('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(isValidSlug(long)).toBe(true);
  });

  it('finds the first free slug with -2, -3 ...', () => {
    expect(firstFreeSlug('shell', new Set())).toBe('shell');
    expect(firstFreeSlug('shell', new Set(['shell', 'shell-2', 'shell-4']))).toBe('shell-3');
    const base = 'a'.repeat(80);
    expect(firstFreeSlug(base, new Set([base]))).toBe(`${'a'.repeat(78)}-2`);
  });
});

describe('search terms and category keys', () => {
  it('splits a search into at most 6 distinct lower-case words', () => {
    expect(searchTerms('  Betis   CHURCH betis ')).toEqual(['betis', 'church']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  });

  it('reads category keys of destinations: id, type, name slug', () => {
    expect(placeCategoryFilter('FOOD')).toEqual({ kind: 'type', type: 'food' });
    expect(placeCategoryFilter('1B4E28BA-2FA1-4D3B-A3F5-EF19B5A7633B')).toEqual({
      kind: 'id',
      id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    });
    expect(placeCategoryFilter('Nature & Parks')).toEqual({ kind: 'slug', slug: 'nature-parks' });
  });
});
