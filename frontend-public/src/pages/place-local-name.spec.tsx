import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import type { DestinationResponse, ServiceResponse } from '@tara/api-client';
import { renderCatalogApp } from '../test/catalog-test-kit';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { serviceFixture } from '../test/services.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import en from '../i18n/en.json';
import fil from '../i18n/fil.json';
import { i18n } from '../i18n/i18n';

/**
 * A place's page shows both its names (issue 31.7): the English name as the page's heading and, under it, the
 * Kapampangan name marked as Kapampangan (lang="pam"), in either language of the app; no such line without one.
 * Services are for signed-in members, so a member reads them.
 */
const destination = destinationFixture({ localName: 'Bunduk Arayat', isVerified: true });
/** The head's 'Verified' badge, in the language the page is in. */
const VERIFIED = { en: 'Verified', fil: 'Beripikado' } as const;
const campsite = serviceFixture({
  isVerified: true,
  name: 'Mount Arayat North Peak Campsite',
  localName: 'Bunduk Arayat',
  slug: 'mount-arayat-north-peak-campsite',
});

function api(place: { destination?: DestinationResponse; service?: ServiceResponse }) {
  return mockFetch(
    withSession(userFixture(), (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return Promise.resolve(jsonResponse(destinationCategories));
      if (place.destination && url.pathname === `/api/destinations/${place.destination.id}`) {
        return Promise.resolve(jsonResponse(place.destination));
      }
      if (place.service && url.pathname === `/api/services/slug/${place.service.slug}`) {
        return Promise.resolve(jsonResponse(place.service));
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
}

/** The page's heading and the Kapampangan line of its head (null: none). */
async function names(englishName: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: englishName });
  const local = heading.closest('header')?.querySelector('[lang="pam"]') ?? null;
  return { heading: heading.textContent, local: local?.textContent ?? null };
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
  jest.restoreAllMocks();
});

describe('the Kapampangan name on a place page', () => {
  it.each(['en', 'fil'] as const)('shows both names of a destination (%s)', async (locale) => {
    i18n.loadAndActivate({ locale, locales: i18n.locales, messages: locale === 'fil' ? { ...fil } : { ...en } });
    setLanguage(locale);
    api({ destination });
    renderCatalogApp(`/destinations/${destination.id}`);
    expect(await names('Mount Arayat National Park')).toEqual({
      heading: 'Mount Arayat National Park',
      local: 'Bunduk Arayat',
    });
    expect(screen.getByText(VERIFIED[locale])).toBeTruthy();
  });

  it.each(['en', 'fil'] as const)('shows both names of a service (%s)', async (locale) => {
    i18n.loadAndActivate({ locale, locales: i18n.locales, messages: locale === 'fil' ? { ...fil } : { ...en } });
    setLanguage(locale);
    api({ service: campsite });
    renderCatalogApp(`/service/${campsite.slug}`);
    expect(await names('Mount Arayat North Peak Campsite')).toEqual({
      heading: 'Mount Arayat North Peak Campsite',
      local: 'Bunduk Arayat',
    });
    expect(screen.getByText(VERIFIED[locale])).toBeTruthy();
  });

  it('shows the name alone when a place has no Kapampangan name', async () => {
    const petron = serviceFixture();
    api({ service: petron });
    renderCatalogApp(`/service/${petron.slug}`);
    expect(await names(petron.name)).toEqual({ heading: petron.name, local: null });
  });
});
