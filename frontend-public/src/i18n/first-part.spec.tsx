import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage, type Language } from '@tara/i18n';
import { categoriesFixture } from '../test/categories.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';
import en from './en.json';
import fil from './fil.json';
import firstNamespaces from './first-part.json';
import { i18n } from './i18n';

/**
 * The first screen (the layout signed out and in, the landing, the 404 page) renders with the first part of the
 * catalog alone (first-part.json; the build splits each catalog the same way: libs/i18n/build/catalog-loader.cjs):
 * a message of theirs in the later part would be blank on a phone until that part arrives.
 */
const catalogs: Record<Language, Record<string, string>> = { en, fil };
const firstPart = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).filter(([id]) => firstNamespaces.includes(id.split('.')[0])));

let missing: string[] = [];
let stopListening = () => {};
const locales = i18n.locales;

/** Only the first part of `language`'s catalog, as the landing downloads it. */
function firstPartOnly(language: Language) {
  setLanguage(language);
  i18n.loadAndActivate({ locale: language, locales, messages: firstPart(catalogs[language]) });
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
  it("is all a signed-out visitor's landing needs, its categories and header included", async () => {
    firstPartOnly(language);
    mockFetch(withSession(null, () => jsonResponse(categoriesFixture)));
    await act(async () => void renderPublicApp('/'));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.tp-chip__name')?.textContent).toBe(categoriesFixture[0].name));
    expect(missing).toEqual([]);
  });

  it("is all a member's layout and the 404 page need (the member's pages come with the later part)", async () => {
    firstPartOnly(language);
    mockFetch(withSession(userFixture(), () => jsonResponse([])));
    await act(async () => void renderPublicApp('/no-such-page'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: language === 'en' ? 'Main' : undefined })).toBeTruthy());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(missing).toEqual([]);
  });
});

it('is not the whole catalog: the later part holds most of the words', () => {
  const first = Object.keys(firstPart(en)).length;
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(Object.keys(en).length / 2);
});
