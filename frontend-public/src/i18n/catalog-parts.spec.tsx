import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage, type Language } from '@tara/i18n';
import { categoriesFixture } from '../test/categories.fixture';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { serviceFixture } from '../test/services.fixture';
import { postFixture } from '../features/community/community.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';
import en from './en.json';
import fil from './fil.json';
import parts from './catalog-parts.json' with { type: 'json' };
import { i18n } from './i18n';

/**
 * Each catalog comes in parts (catalog-parts.json; the build splits each catalog the same way:
 * libs/i18n/build/catalog-loader.cjs). The first screen (the layout signed out and in, the 404 page) renders with the
 * first part alone, the landing with the landing's part too (its chunk brings it: app/index-route.tsx), the guide's
 * lists with the first and the guide's parts (app/routes.tsx loads no other with them; a member's header and bottom bar
 * come with the member's part): a message of theirs in another part would be blank on a phone until that part arrives.
 */
const catalogs: Record<Language, Record<string, string>> = { en, fil };
/** A part's name: one of catalog-parts.json's, or 'rest' for every namespace listed in none. */
type PartName = keyof typeof parts | 'rest';
const listed: Record<string, string[]> = parts;
const partOf = (id: string) => Object.keys(listed).find((name) => listed[name].includes(id.split('.')[0])) ?? 'rest';
const partsOf = (catalog: Record<string, string>, names: PartName[]) =>
  Object.fromEntries(Object.entries(catalog).filter(([id]) => names.includes(partOf(id) as PartName)));
const firstPart = (catalog: Record<string, string>) => partsOf(catalog, ['first']);

let missing: string[] = [];
let stopListening = () => {};
const locales = i18n.locales;

/** Only these parts of `language`'s catalog (the first by default), as the landing downloads it. */
function firstPartOnly(language: Language, names: PartName[] = ['first']) {
  setLanguage(language);
  i18n.loadAndActivate({ locale: language, locales, messages: partsOf(catalogs[language], names) });
}

beforeEach(() => {
  missing = [];
  stopListening = i18n.on('missing', ({ id }) => void missing.push(id));
});

afterEach(() => {
  stopListening();
  jest.restoreAllMocks();
  // The whole catalogs again, English in force, for the other specs.
  i18n.loadAndActivate({ locale: 'fil', locales, messages: { ...fil } });
  i18n.loadAndActivate({ locale: 'en', locales, messages: { ...en } });
  setLanguage('en');
});

describe.each(['en', 'fil'] as const)('the first part of the %s catalog', (language) => {
  it("with the landing's part, is all a signed-out visitor's landing needs, its categories and header included", async () => {
    firstPartOnly(language, ['first', 'landing']);
    mockFetch(withSession(null, () => jsonResponse(categoriesFixture)));
    await act(async () => void renderPublicApp('/'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.tp-chip__name')?.textContent).toBe(categoriesFixture[0].name));
    expect(missing).toEqual([]);
  });

  it("is all the 404 page needs, and with the member's part all a member's layout needs (its header loads with it)", async () => {
    firstPartOnly(language, ['first', 'member']);
    mockFetch(withSession(userFixture(), () => jsonResponse([])));
    await act(async () => void renderPublicApp('/no-such-page'));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: language === 'en' ? 'Main' : undefined })).toBeTruthy(),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(missing).toEqual([]);
  });
});

describe.each(['en', 'fil'] as const)(
  'the first and the guide parts (and the services part) of the %s catalog',
  (language) => {
    it("are all a visitor's 404 page needs", async () => {
      firstPartOnly(language);
      mockFetch(withSession(null, () => new Response(null, { status: 404 })));
      await act(async () => void renderPublicApp('/no-such-page'));
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
      expect(missing).toEqual([]);
    });

    it('are all /destinations needs: its header, filters, cards and pages', async () => {
      firstPartOnly(language, ['first', 'guide']);
      mockFetch(
        withSession(null, (request) => {
          const url = new URL(request.url);
          if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
          if (url.pathname === '/api/destinations')
            return listResponse([destinationFixture({ hasActiveCoupon: true })], 40);
          return new Response(null, { status: 404 });
        }),
      );
      await act(async () => void renderCatalogApp('/destinations'));
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.getByText(destinationFixture().name)).toBeTruthy());
      expect(missing).toEqual([]);
    });

    it("are all a member's /services needs with the services' and the member's parts: its tabs, quick links and cards", async () => {
      firstPartOnly(language, ['first', 'guide', 'services', 'member']);
      mockFetch(
        withSession(userFixture(), (request) => {
          const url = new URL(request.url);
          if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
          if (url.pathname === '/api/services') return listResponse([serviceFixture({ hasActiveCoupon: true })], 40);
          return jsonResponse([]);
        }),
      );
      await act(async () => void renderCatalogApp('/services'));
      await waitFor(() => expect(screen.getByText(serviceFixture().name)).toBeTruthy());
      expect(missing).toEqual([]);
    });
  },
);

describe.each(['en', 'fil'] as const)('the parts /community loads of the %s catalog', (language) => {
  it("are all a member's /community needs: its composer, stats, search, tabs and posts", async () => {
    firstPartOnly(language, ['first', 'member', 'guide', 'detail', 'rest']);
    mockFetch(
      withSession(userFixture(), (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/posts') {
          const posts = Array.from({ length: 10 }, (_, index) => postFixture({ id: `post-${index}` }));
          return listResponse(posts, 12);
        }
        if (pathname === '/api/posts/stats') return jsonResponse({ activeMembers: 2, todaysPosts: 1, totalPosts: 1 });
        return jsonResponse([]);
      }),
    );
    await act(async () => void renderCatalogApp('/community'));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10));
    // 'Load more' (the guide's words: the lists' own).
    await waitFor(() => expect(document.querySelector('.tp-load-more button')?.textContent).toBeTruthy());
    expect(missing).toEqual([]);
  });
});

describe.each(['en', 'fil'] as const)(
  "a place's page with the guide's and the page's parts of the %s catalog",
  (language) => {
    // Its reviews and coupons come with the rest of the catalog as they near the screen (shared/ui/near-viewport.tsx): here
    // at once (the tests' DOM has no IntersectionObserver), so their words are not counted.
    const withoutLater = (ids: string[]) => ids.filter((id) => !['reviews', 'coupons'].includes(id.split('.')[0]));

    it("is all a visitor's destination page needs: its gallery, facts, map and sharing", async () => {
      firstPartOnly(language, ['first', 'guide', 'detail']);
      const destination = destinationFixture({ hasActiveCoupon: true });
      mockFetch(
        withSession(null, (request) =>
          new URL(request.url).pathname === `/api/destinations/${destination.id}`
            ? jsonResponse(destination)
            : jsonResponse([]),
        ),
      );
      await act(async () => void renderCatalogApp(`/destinations/${destination.id}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: destination.name })).toBeTruthy());
      expect(withoutLater(missing)).toEqual([]);
    });

    it("is all a member's service page needs with the services' and the member's parts", async () => {
      firstPartOnly(language, ['first', 'guide', 'services', 'member', 'detail']);
      const service = serviceFixture({ hasActiveCoupon: true });
      mockFetch(
        withSession(userFixture(), (request) =>
          new URL(request.url).pathname === `/api/services/slug/${service.slug}`
            ? jsonResponse(service)
            : jsonResponse([]),
        ),
      );
      await act(async () => void renderCatalogApp(`/service/${service.slug}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: service.name })).toBeTruthy());
      expect(withoutLater(missing)).toEqual([]);
    });
  },
);

it('splits the catalog: the first part and the guide part each hold a small share of the words', () => {
  const first = Object.keys(firstPart(en)).length;
  const guide = Object.keys(partsOf(en, ['guide'])).length;
  expect(first).toBeGreaterThan(0);
  expect(guide).toBeGreaterThan(0);
  expect(first + guide).toBeLessThan(Object.keys(en).length / 2);
});
