import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './support/app-server.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, PHONE, browserPerFile } from './support/browser.js';

// English and Filipino (issue 8): the switch in the top bar, the tara.lang cookie, <html lang>, the browser's language
// on a first visit, and no English left in the main content once Filipino is chosen.

type Catalog = Record<string, string>;
const catalog = (language: string): Catalog =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend-public', 'src', 'i18n', `${language}.json`), 'utf8')) as Catalog;
const en = catalog('en');
const fil = catalog('fil');

/**
 * The public app's English sentences that Filipino says differently: none of them may be left on a Filipino page.
 * (Messages of one or two words are left out: place and category names, which keep their spelling, contain such words.)
 */
const ENGLISH_ONLY = Object.keys(en)
  .filter(
    (id) => en[id] !== fil[id] && !en[id].includes('{') && !en[id].includes('<') && en[id].split(/\s+/).length >= 3,
  )
  .map((id) => en[id]);

const { newContext } = browserPerFile();

async function newPage(options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<Page> {
  const context = await newContext({ viewport: options.viewport ?? DESKTOP, locale: options.locale ?? 'en-US' });
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.abort(),
  );
  return context.newPage();
}

async function englishLeftIn(page: Page, extra: readonly string[] = []): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return [...ENGLISH_ONLY, ...extra].filter((sentence) => text.includes(sentence));
}

it('switches the landing to Filipino at phone width, with the keyboard, and keeps it after a reload', async () => {
  const page = await newPage({ viewport: PHONE });
  await page.goto(baseUrl());
  await page.getByRole('heading', { level: 1, name: /Discover Pampanga/ }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');

  const filipino = page.getByRole('button', { name: 'Filipino' });
  await filipino.focus();
  await page.keyboard.press('Enter');

  await page.getByRole('heading', { level: 1, name: /Tuklasin ang Pampanga/ }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fil');
  expect(await page.title()).toBe(fil['site.title']);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'tara.lang')?.value).toBe('fil');
  await page.getByText(fil['landing.categories.eyebrow']).waitFor();
  expect(await englishLeftIn(page, ['Start Exploring', 'Browse by category', "What you'll find"])).toEqual([]);
  // 360 px: the header (mark, Mga Destinasyon, the switch, Mag-sign in) fits without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('link', { name: fil['header.signIn'] }).waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Tuklasin ang Pampanga/ }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fil');

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1, name: /Discover Pampanga/ }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
});

it('shows /destinations in Filipino with no English left in the main content', async () => {
  const page = await newPage();
  await page.goto(`${baseUrl()}/destinations`);
  await page.getByRole('heading', { level: 1, name: 'Travel Destinations' }).waitFor();
  await page.getByRole('button', { name: 'Filipino' }).click();

  await page.getByRole('heading', { level: 1, name: fil['destinations.title'] }).waitFor();
  await page.getByRole('link', { name: fil['place.viewDetails'] }).first().waitFor();
  expect(await page.getByRole('button', { name: fil['destinations.chip.all'] }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(await englishLeftIn(page, ['View Details', 'All Categories', 'Load more', 'Adventure', 'reviews'])).toEqual(
    [],
  );
  expect(await page.title()).toBe(`${fil['destinations.title']} — Tara Pampanga`);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: fil['destinations.title'] }).waitFor();
});

it('follows the browser language on a first visit', async () => {
  const page = await newPage({ locale: 'fil-PH' });
  await page.goto(baseUrl());
  await page.getByRole('heading', { level: 1, name: /Tuklasin ang Pampanga/ }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fil');
});
