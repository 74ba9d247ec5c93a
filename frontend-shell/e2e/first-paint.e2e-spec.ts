import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from './support/app-server.js';
import { baseUrl } from './support/base-url.js';
import { PHONE, browserPerFile } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

// The first paint (issue 13.5): the landing's hero and the header of /destinations are in the shell's HTML in both
// languages, from the public remote's catalogs (frontend-shell/build/first-paint.mjs), and the server writes the first
// destinations' cards into it (backend frontends/first-paint.ts); shown in the visitor's language by the shell's first
// script while the app's code is still on its way (src/first-paint.ts), and gone once the app has rendered its own page.

type Catalog = Record<string, string>;
const catalog = (language: string): Catalog =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend-public', 'src', 'i18n', `${language}.json`), 'utf8')) as Catalog;
const plain = (message: string) => message.replace(/<\/?0>/g, '');

const { newContext } = browserPerFile();

/** A phone page whose public remote (its entry and chunks) is held back until `release()`: the app cannot render. */
async function pageWithHeldRemote(
  cookies: Record<string, string> = {},
  member?: string,
): Promise<{ page: Page; release: () => void }> {
  const context = await newContext({ viewport: PHONE, locale: 'en-US' });
  if (member) await signIn(context, member);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => url.pathname.startsWith('/remotes/public/'),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may be gone by then
    },
  );
  return { page: await context.newPage(), release };
}

it.each([
  ['en', {}],
  ['fil', { 'tara.lang': 'fil' }],
] as const)(
  'paints the landing hero in %s from the HTML before the app has loaded, then hands over to the app',
  async (language, cookies) => {
    const messages = catalog(language);
    const { page, release } = await pageWithHeldRemote(cookies);
    await page.goto(baseUrl(), { waitUntil: 'domcontentloaded' });

    const hero = page.locator(`#first-paint .fp-hero[lang="${language}"]`);
    await hero.waitFor();
    expect(await hero.locator('.fp-title').innerText()).toBe(plain(messages['landing.hero.title']));
    expect(await hero.locator('.fp-lead').innerText()).toBe(messages['landing.hero.lead']);
    expect(await page.locator('#first-paint .fp-hero:visible').count()).toBe(1); // the other language stays hidden
    expect(await page.locator('#root').isVisible()).toBe(false);
    // It fits a 360 px phone, and its links work with the keyboard before any app code has run.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(messages['landing.startExploring']);

    release();
    await page.getByRole('heading', { level: 1, name: plain(messages['landing.hero.title']) }).waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('#root').isVisible()).toBe(true);
    // The keyboard's place is kept: focus moved to the app's own 'Start Exploring'.
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('#root') ? document.activeElement.textContent?.trim() : null,
      );
    await page.waitForFunction(() => document.activeElement?.closest('#root'));
    expect(await focused()).toBe(messages['landing.startExploring']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(messages['landing.join']);
  },
);

it('lets a press on its link finish when the app arrives in the middle of it, so the tap is not lost', async () => {
  const { page, release } = await pageWithHeldRemote();
  await page.goto(baseUrl(), { waitUntil: 'domcontentloaded' });
  const start = page.locator('#first-paint .fp-hero[lang="en"] a', {
    hasText: catalog('en')['landing.startExploring'],
  });
  await start.hover();
  await page.mouse.down();
  release();
  // The app has rendered its landing behind the first paint, which stays until the press ends.
  await page.waitForFunction(() => document.querySelector('#root h1'));
  await page.waitForTimeout(100);
  expect(await page.locator('#first-paint').count()).toBe(1);
  await page.mouse.up();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
});

it.each([
  ['en', 'en-US'],
  ['fil', 'fil-PH'],
] as const)(
  'is shown in the HTML itself (%s, from the browser language), painted before any script runs',
  async (language, locale) => {
    const context = await newContext({ viewport: PHONE, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl());
    const title = page.locator('#first-paint .fp-title:visible');
    expect(await title.count()).toBe(1);
    expect(await title.innerText()).toBe(plain(catalog(language)['landing.hero.title']));
  },
);

it.each([
  ['a signed-in member on /', '/', { 'tara.signedin': '1' }],
  ['another page', '/services', {}],
] as const)('shows no landing first paint for %s', async (_case, path, cookies) => {
  const { page, release } = await pageWithHeldRemote(cookies);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  // Removed by the shell's first script, while the app itself is still held back.
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  expect(await page.locator('#root').isVisible()).toBe(true);
  release();
});

/**
 * While the app is held back: the cover is painted from the HTML (the page's largest paint), the app's root is hidden,
 * the page fits a 360 px phone, and the keyboard reaches `secondLink` after the brand before any app code has run.
 */
async function expectPaintedFromHtml(page: Page, cover: Locator, secondLink: string): Promise<void> {
  await cover.evaluate(
    (img: HTMLImageElement) =>
      img.complete || new Promise((loaded) => img.addEventListener('load', loaded, { once: true })),
  );
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.locator('#root').isVisible()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(secondLink);
}

it.each([
  ['en', {}],
  ['fil', { 'tara.lang': 'fil' }],
] as const)(
  "paints /destinations in %s with its first cards from the HTML, then hands over to the app's cards",
  async (language, cookies) => {
    const messages = catalog(language);
    const firstPage = (await (await fetch(`${baseUrl()}/api/destinations?limit=3`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const { page, release } = await pageWithHeldRemote(cookies);
    await page.goto(`${baseUrl()}/destinations`, { waitUntil: 'domcontentloaded' });

    const header = page.locator(`#first-paint [data-page="destinations"][lang="${language}"]`);
    await header.waitFor();
    expect(await header.locator('.fp-list__title').innerText()).toBe(messages['destinations.title']);
    expect(await page.locator('#first-paint .fp-list:visible').count()).toBe(1);
    const cards = page.locator('#first-paint .fp-card');
    expect(await cards.locator('.fp-card__title').allInnerTexts()).toEqual(firstPage.map(({ name }) => name));
    await expectPaintedFromHtml(page, cards.first().locator('img'), `/destinations/${firstPage[0].id}`);

    release();
    await page.getByTestId('destination-card').first().waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([messages['destinations.title']]);
    expect(await page.getByTestId('destination-card').count()).toBeGreaterThanOrEqual(3);
  },
);

it('shows the header of /destinations alone for a search (other places come first), until the app renders', async () => {
  const { page, release } = await pageWithHeldRemote();
  await page.goto(`${baseUrl()}/destinations?q=church`, { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint [data-page="destinations"][lang="en"]').waitFor();
  expect(await page.locator('#first-paint .fp-card').count()).toBe(0);
  release();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('#first-paint').waitFor({ state: 'detached' });
});

it.each([
  ['en', {}],
  ['fil', { 'tara.lang': 'fil' }],
] as const)(
  "paints a destination's page in %s (link back, cover, name) from the HTML, then hands over to the app",
  async (language, cookies) => {
    const messages = catalog(language);
    const [destination] = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const { page, release } = await pageWithHeldRemote(cookies);
    await page.goto(`${baseUrl()}/destinations/${destination.id}`, { waitUntil: 'domcontentloaded' });

    const place = page.locator('#first-paint .fp-place');
    await place.waitFor();
    expect(await place.locator('.fp-place__title').innerText()).toBe(destination.name);
    expect(await page.locator(`#first-paint [data-page="destination"][lang="${language}"] .fp-back`).innerText()).toBe(
      messages['destination.back'],
    );
    await expectPaintedFromHtml(page, place.locator('img'), '/destinations');

    release();
    await page.getByRole('heading', { level: 1, name: destination.name }).waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  },
);

it('shows no first paint for a destination that does not exist', async () => {
  const { page, release } = await pageWithHeldRemote();
  await page.goto(`${baseUrl()}/destinations/00000000-0000-4000-8000-000000000000`, { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  expect(await page.locator('#root').isVisible()).toBe(true);
  release();
});

it.each([
  ['en', {}],
  ['fil', { 'tara.lang': 'fil' }],
] as const)(
  "paints a member's service page in %s (link back, cover, name) from the HTML, then hands over to the app",
  async (language, cookies) => {
    const messages = catalog(language);
    const services = (await (await fetch(`${baseUrl()}/api/services?type=motorist&limit=20`)).json()) as Array<{
      name: string;
      slug: string;
      images: string[];
    }>;
    const service = services.find(({ images }) => images.length > 0)!; // one with a photo: its cover is the largest paint
    const { page, release } = await pageWithHeldRemote(cookies, DEMO_ACCOUNTS.user);
    await page.goto(`${baseUrl()}/service/${service.slug}`, { waitUntil: 'domcontentloaded' });

    const place = page.locator('#first-paint .fp-place');
    await place.waitFor();
    expect(await place.locator('.fp-place__title').innerText()).toBe(service.name);
    expect(await page.locator(`#first-paint [data-page="service"][lang="${language}"] .fp-back`).innerText()).toBe(
      messages['service.back'],
    );
    expect(await page.locator('#first-paint .fp-place-page:visible').count()).toBe(1); // not the destination's
    await expectPaintedFromHtml(page, place.locator('img'), '/services');

    release();
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  },
);

it("shows no first paint on a service's page for a visitor, who is sent to sign in", async () => {
  const [service] = (await (await fetch(`${baseUrl()}/api/services?type=motorist&limit=1`)).json()) as Array<{
    slug: string;
  }>;
  const { page, release } = await pageWithHeldRemote();
  await page.goto(`${baseUrl()}/service/${service.slug}`, { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  expect(await page.locator('#root').isVisible()).toBe(true);
  release();
  await page.waitForURL((url) => url.pathname === '/sign-in');
});

it("gives way to the sign-in redirect's toast on a service's page when the member's session has ended", async () => {
  const messages = catalog('en');
  const [service] = (await (await fetch(`${baseUrl()}/api/services?type=motorist&limit=1`)).json()) as Array<{
    slug: string;
  }>;
  // The signed-in hint outlives the session: the server paints the page, the app finds nobody signed in.
  const { page, release } = await pageWithHeldRemote({ 'tara.signedin': '1' });
  await page.goto(`${baseUrl()}/service/${service.slug}`, { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint .fp-place').waitFor();
  release();
  await page.getByText(messages['auth.loggedOut']).waitFor();
  expect(await page.locator('#first-paint').count()).toBe(0);
  await page.waitForURL((url) => url.pathname === '/sign-in');
});

it("gives way to the sign-in redirect's toast on /services when the member's session has ended", async () => {
  const messages = catalog('en');
  // The hint alone: the server paints no cards (no session), the shell shows the list's header for a member.
  const { page, release } = await pageWithHeldRemote({ 'tara.signedin': '1' });
  await page.goto(`${baseUrl()}/services`, { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint [data-page="services"][lang="en"]').waitFor();
  release();
  await page.getByText(messages['auth.loggedOut']).waitFor();
  expect(await page.locator('#first-paint').count()).toBe(0);
  await page.waitForURL((url) => url.pathname === '/sign-in');
});

it("paints a member's /services with its first tab's first cards from the HTML, then hands over to the app", async () => {
  const messages = catalog('en');
  const first = (await (await fetch(`${baseUrl()}/api/services?type=motorist&limit=3`)).json()) as Array<{
    name: string;
    slug: string;
  }>;
  const { page, release } = await pageWithHeldRemote({}, DEMO_ACCOUNTS.user);
  await page.goto(`${baseUrl()}/services`, { waitUntil: 'domcontentloaded' });
  const header = page.locator('#first-paint [data-page="services"][lang="en"]');
  await header.waitFor();
  expect(await header.locator('.fp-list__title').innerText()).toBe(messages['services.title']);
  const cards = page.locator('#first-paint .fp-card');
  expect(await cards.locator('.fp-card__title').allInnerTexts()).toEqual(first.map(({ name }) => name));
  expect(await cards.first().locator('a').getAttribute('href')).toBe(`/service/${first[0].slug}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  release();
  await page.getByTestId('service-card').first().waitFor();
  expect(await page.locator('#first-paint').count()).toBe(0);
  expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([messages['services.title']]);
});

it("paints a member's /community header from the HTML, then hands over to the feed", async () => {
  const messages = catalog('fil');
  const { page, release } = await pageWithHeldRemote({ 'tara.lang': 'fil' }, DEMO_ACCOUNTS.user);
  await page.goto(`${baseUrl()}/community`, { waitUntil: 'domcontentloaded' });
  const header = page.locator('#first-paint [data-page="community"][lang="fil"]');
  await header.waitFor();
  expect(await header.locator('.fp-list__title').innerText()).toBe(messages['community.title']);
  expect(await header.locator('.fp-list__lead').innerText()).toBe(messages['community.lead']);
  expect(await page.locator('#first-paint .fp-card').count()).toBe(0);
  expect(await page.locator('#root').isVisible()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  release();
  await page.getByRole('heading', { level: 1, name: messages['community.title'] }).waitFor();
  expect(await page.locator('#first-paint').count()).toBe(0);
  expect(await page.locator('#root').isVisible()).toBe(true);
});

it.each([
  ['the landing', '/'],
  ['/destinations', '/destinations'],
  ["a destination's page", 'first destination'],
] as const)(
  "puts %s on the screen before it fetches any of the app's code (src/first-paint.ts afterFirstPaint)",
  async (_case, path) => {
    const [destination] = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const context = await newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    const url = `${baseUrl()}${path === 'first destination' ? `/destinations/${destination.id}` : path}`;
    // Twice: the second time the shell's entry is in the browser's cache, ready to run the moment the HTML is parsed
    // (as on a phone whose HTML arrives after the script, or a return visit): it must still wait for the first paint.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    const { firstPaint, chunks } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      // The scripts the app loads itself (its chunks and the remotes'), not the shell's entry from the HTML.
      chunks: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' &&
            !/\/main\.[0-9a-f]+\.js$/.test(entry.name),
        )
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    expect(Math.min(...chunks)).toBeGreaterThanOrEqual(firstPaint);
  },
);

it.each([
  ['en', {}],
  ['fil', { 'tara.lang': 'fil' }],
] as const)(
  'says in %s that the app could not start when its code does not arrive, instead of the first paint',
  async (language, cookies) => {
    const messages = JSON.parse(
      readFileSync(join(repoRoot, 'frontend-shell', 'src', 'i18n', `${language}.json`), 'utf8'),
    ) as Catalog;
    const context = await newContext({ viewport: PHONE, locale: 'en-US' });
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
    // The shell's chunks (its entry main.*.js comes): the app's bootstrap cannot load.
    await context.route(
      (url) => /^\/\d+\.[0-9a-f]+\.js$/.test(url.pathname),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    page.on('console', () => undefined);
    await page.goto(baseUrl());
    const heading = page.getByRole('heading', { level: 1, name: messages['shell.start.title'] });
    await heading.waitFor();
    expect(await page.locator('.start-failure p').innerText()).toBe(messages['shell.start.text']);
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  },
);
