import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';

/** The build's catalog loader (build/catalog-loader.cjs): how it splits a catalog into its two parts. */
const { catalogPart } = createRequire(import.meta.url)('../build/catalog-loader.cjs') as {
  catalogPart(catalog: Record<string, string>, part: string | undefined, firstNamespaces: string[]): Record<string, string>;
};

const catalog = { 'nav.home': 'Home', 'nav.feed': 'Feed', 'landing.title': 'Tara', 'community.title': 'Community', 'coupons.claim': 'Claim' };

describe("the build's catalog parts", () => {
  it('puts the listed namespaces in the first part and every other message in the later one, each message once', () => {
    const first = catalogPart(catalog, 'first', ['nav', 'landing']);
    const later = catalogPart(catalog, 'later', ['nav', 'landing']);
    expect(Object.keys(first)).toEqual(['nav.home', 'nav.feed', 'landing.title']);
    expect(Object.keys(later)).toEqual(['community.title', 'coupons.claim']);
    expect({ ...first, ...later }).toEqual(catalog);
  });

  it('keeps the whole catalog without a part, and fails on a namespace the catalog does not have', () => {
    expect(catalogPart(catalog, undefined, [])).toEqual(catalog);
    // 'navigation' is not 'nav': a namespace is the id up to its first dot.
    expect(() => catalogPart(catalog, 'first', ['nav', 'navigation'])).toThrow('namespaces the catalog does not have: navigation');
  });
});
