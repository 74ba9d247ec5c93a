import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';

/** The build's catalog loader (build/catalog-loader.cjs): how it splits a catalog into its parts. */
const { catalogPart } = createRequire(import.meta.url)('../build/catalog-loader.cjs') as {
  catalogPart(
    catalog: Record<string, string>,
    part: string | undefined,
    parts: Record<string, string[]>,
  ): Record<string, string>;
};

const catalog = {
  'nav.home': 'Home',
  'nav.feed': 'Feed',
  'landing.title': 'Tara',
  'catalog.search': 'Search',
  'community.title': 'Community',
  'coupons.claim': 'Claim',
};
const parts = { first: ['nav', 'landing'], guide: ['catalog'] };

describe("the build's catalog parts", () => {
  it('puts each listed namespace in its part and every other message in the rest, each message once', () => {
    const first = catalogPart(catalog, 'first', parts);
    const guide = catalogPart(catalog, 'guide', parts);
    const rest = catalogPart(catalog, 'rest', parts);
    expect(Object.keys(first)).toEqual(['nav.home', 'nav.feed', 'landing.title']);
    expect(Object.keys(guide)).toEqual(['catalog.search']);
    expect(Object.keys(rest)).toEqual(['community.title', 'coupons.claim']);
    expect({ ...first, ...guide, ...rest }).toEqual(catalog);
  });

  it('keeps the whole catalog without a part', () => {
    expect(catalogPart(catalog, undefined, {})).toEqual(catalog);
  });

  it('fails on a namespace the catalog does not have, one listed twice, or a part the file does not name', () => {
    // 'navigation' is not 'nav': a namespace is the id up to its first dot.
    expect(() => catalogPart(catalog, 'first', { first: ['nav', 'navigation'] })).toThrow(
      'namespaces the catalog does not have: navigation',
    );
    expect(() => catalogPart(catalog, 'guide', { first: ['nav'], guide: ['catalog', 'nav'] })).toThrow(
      'lists namespace "nav" in "first" and "guide"',
    );
    expect(() => catalogPart(catalog, 'later', parts)).toThrow('has no part "later"');
  });
});
