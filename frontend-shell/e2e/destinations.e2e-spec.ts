import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { revealLaterParts } from './support/later-parts.js';

// /destinations and /destinations/{id} (spec section 2) in Chromium against the built app with demo data.

interface Category {
  id: string;
  name: string;
  type: string;
}
interface Destination {
  id: string;
  name: string;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  category: Category | null;
}

const { newContext: openContext } = browserPerFile();

/** A browser context that never leaves the machine: requests to other hosts (map tiles, share sites) are aborted. */
async function newContext(
  options: { viewport?: { width: number; height: number }; as?: string } = {},
): Promise<BrowserContext> {
  const context = await openContext({ viewport: options.viewport ?? DESKTOP });
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.abort(),
  );
  if (options.as) await signIn(context, options.as);
  return context;
}

async function openPage(
  path: string,
  options: { viewport?: { width: number; height: number }; as?: string } = {},
): Promise<Page> {
  const context = await newContext(options);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

async function api(): Promise<APIRequestContext> {
  return (await newContext({ as: DEMO_ACCOUNTS.admin })).request;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const cardNames = (page: Page) => page.getByTestId('destination-card').getByRole('heading').allTextContents();

describe('/destinations', () => {
  it('lists the destinations with every card field, open to signed-out visitors', async () => {
    const page = await openPage('/destinations');
    await page.getByRole('heading', { level: 1, name: 'Travel Destinations' }).waitFor();
    const card = page.getByTestId('destination-card').filter({ hasText: 'Mount Arayat National Park' });
    await card.waitFor();
    await expect(card.getByText('Adventure', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('link', { name: 'View Details' }).getAttribute('href')).resolves.toMatch(
      /^\/destinations\/[0-9a-f-]{36}$/,
    );
    const rating = await card.getByTestId('rating').innerText();
    expect(rating).toMatch(/(\d\.\d|New)\s*\(\d+ reviews?\)/);
    const image = card.getByRole('img', { name: 'Mount Arayat National Park' });
    await expect(image.getAttribute('src')).resolves.toMatch(/^\/api\/artwork\//);
    await expect(image.getAttribute('loading')).resolves.toBe('lazy');
    // the images are the app's own and load
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );

    const total = Number((await fetch(`${baseUrl()}/api/destinations?limit=1`)).headers.get('X-Total-Count'));
    expect(total).toBeGreaterThan(12);
    expect(await page.getByTestId('destination-card').count()).toBe(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="destination-card"]').length === expected,
      Math.min(24, total),
    );
  });

  it('searches from the URL and from the input (debounced into ?q=)', async () => {
    const page = await openPage('/destinations?q=betis');
    await page.getByTestId('destination-card').first().waitFor();
    expect(await cardNames(page)).toEqual(['St. James the Apostle Parish Church (Betis Church)']);
    await expect(page.getByRole('searchbox', { name: 'Search destinations' }).inputValue()).resolves.toBe('betis');

    await page.getByRole('searchbox', { name: 'Search destinations' }).fill('miyamit');
    await page.waitForURL(/[?&]q=miyamit/);
    await page.getByTestId('destination-card').filter({ hasText: 'Miyamit Falls' }).waitFor();
    expect(await cardNames(page)).toEqual(['Miyamit Falls']);

    await page.getByRole('searchbox', { name: 'Search destinations' }).fill('no such place anywhere');
    await page.getByText('No destinations found. Try adjusting your search or filters.').waitFor();
  });

  it('filters with the category chips; Back restores the previous list', async () => {
    const categories = await getJson<Category[]>('/api/categories');
    const churches = categories.find((category) => category.name === 'Historic Churches')!;
    const page = await openPage('/destinations');
    const chips = page.getByRole('group', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'Historic Churches' }).waitFor();
    const chipNames = await chips.getByRole('button').allTextContents();
    expect(chipNames[0]).toBe('All Categories');
    expect(chipNames.slice(1).sort()).toEqual(
      categories
        .filter((c) => c.type === 'destination')
        .map((c) => c.name)
        .sort(),
    );
    await page.getByTestId('destination-card').filter({ hasText: 'Mount Arayat National Park' }).waitFor();

    await chips.getByRole('button', { name: 'Historic Churches' }).click();
    await page.waitForURL(new RegExp(`category=${churches.id}`));
    await page
      .getByTestId('destination-card')
      .filter({ hasText: 'Mount Arayat National Park' })
      .waitFor({ state: 'detached' });
    await page.getByTestId('destination-card').filter({ hasText: 'San Guillermo Parish Church' }).waitFor();
    const churchNames = await cardNames(page);
    const expected = (await getJson<Destination[]>(`/api/destinations?categoryId=${churches.id}&limit=100`)).map(
      (d) => d.name,
    );
    expect(churchNames.sort()).toEqual(expected.slice(0, 12).sort());
    await expect(chips.getByRole('button', { name: 'Historic Churches' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/destinations`);
    await page.getByTestId('destination-card').filter({ hasText: 'Mount Arayat National Park' }).waitFor();
    await expect(chips.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
  });

  it('the home quick link /destinations?category=food lists food places with a selected Food chip', async () => {
    const page = await openPage('/destinations?category=food');
    await page.getByTestId('destination-card').filter({ hasText: "Aling Lucing's Sisig" }).waitFor();
    const names = await cardNames(page);
    expect(names).not.toContain('Mount Arayat National Park');
    const food = await getJson<Destination[]>('/api/destinations?category=food&limit=100');
    expect(food.every((destination) => destination.category?.type === 'food')).toBe(true);
    expect(names.sort()).toEqual(
      food
        .map((d) => d.name)
        .slice(0, 12)
        .sort(),
    );
    await expect(page.getByRole('button', { name: 'Food', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
  });

  it('fits a 360 px wide phone without horizontal scrolling', async () => {
    const page = await openPage('/destinations', { viewport: PHONE });
    await page.getByTestId('destination-card').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('/destinations/{id}', () => {
  it('opens from View Details with gallery, map (bbox ±0.005°) and contact', async () => {
    const [arayat] = await getJson<Destination[]>('/api/destinations?search=arayat%20national&limit=1');
    const page = await openPage('/destinations');
    await page
      .getByTestId('destination-card')
      .filter({ hasText: 'Mount Arayat National Park' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.waitForURL(`${baseUrl()}/destinations/${arayat.id}`);
    await page.getByRole('heading', { level: 1, name: 'Mount Arayat National Park' }).waitFor();

    // gallery
    expect(arayat.images.length).toBeGreaterThan(1);
    const main = page.getByTestId('gallery-main');
    await expect(main.getAttribute('src')).resolves.toBe(arayat.images[0]);
    const thumbs = page.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
    expect(await thumbs.count()).toBe(arayat.images.length);
    await thumbs.nth(1).click();
    await expect(main.getAttribute('src')).resolves.toBe(arayat.images[1]);
    await expect(thumbs.nth(1).getAttribute('aria-current')).resolves.toBe('true');

    // map
    const src = new URL((await page.getByTitle('Map of Mount Arayat National Park').getAttribute('src'))!);
    expect(src.hostname).toBe('www.openstreetmap.org');
    const [west, south, east, north] = src.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeCloseTo(arayat.longitude! - 0.005, 6);
    expect(east).toBeCloseTo(arayat.longitude! + 0.005, 6);
    expect(south).toBeCloseTo(arayat.latitude! - 0.005, 6);
    expect(north).toBeCloseTo(arayat.latitude! + 0.005, 6);

    // The spec's 'Available Coupons' card (its coupons, or its empty text), loaded as it nears the screen.
    await revealLaterParts(page, page.getByRole('heading', { name: 'Available Coupons' }));
    await page.getByRole('heading', { name: 'Available Coupons' }).waitFor();
    // signed-out visitors get no Edit button
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  });

  it("shows 'Destination Not Found' for a missing id", async () => {
    const page = await openPage('/destinations/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Destination Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await page.waitForURL(`${baseUrl()}/destinations`);
  });

  it('a plain user sees no Edit button', async () => {
    const [arayat] = await getJson<Destination[]>('/api/destinations?search=arayat%20national&limit=1');
    const page = await openPage(`/destinations/${arayat.id}`, { as: DEMO_ACCOUNTS.user });
    await page.getByRole('heading', { level: 1, name: 'Mount Arayat National Park' }).waitFor();
    await page.getByTitle(/^Map of /).waitFor();
    // The place's Edit button; the member's own review (demo data) has Edit buttons of its own in the reviews.
    await revealLaterParts(page, page.getByTestId('reviews-section'));
    const reviews = page.getByTestId('reviews-section');
    await reviews.getByTestId('review').first().waitFor();
    const edits = page.getByRole('button', { name: 'Edit', exact: true });
    const reviewEdits = reviews.getByRole('button', { name: 'Edit', exact: true });
    expect(await edits.count()).toBe(await reviewEdits.count());
  });

  it("lets an editor edit a destination: 'Destination updated successfully' and the change stays", async () => {
    const admin = await api();
    const name = `E2E Heritage House ${Date.now()}`;
    const created = await admin.post(`${baseUrl()}/api/destinations`, {
      data: { name, description: 'Old description', address: 'Bacolor, Pampanga', latitude: 15.0, longitude: 120.65 },
      headers: { Origin: baseUrl() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Destination;

    const page = await openPage(`/destinations/${id}`, { as: DEMO_ACCOUNTS.editor });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit destination' });
    await form.getByLabel('Description').fill('Restored ancestral house with a café in the courtyard.');
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/destinations/${id}`),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({
      description: 'Restored ancestral house with a café in the courtyard.',
    });
    await page.getByText('Destination updated successfully').waitFor();
    await page.getByText('Restored ancestral house with a café in the courtyard.').waitFor();

    await page.reload();
    await page.getByText('Restored ancestral house with a café in the courtyard.').waitFor();
    const saved = await getJson<Destination>(`/api/destinations/${id}`);
    expect(saved.description).toBe('Restored ancestral house with a café in the courtyard.');
  });
});
