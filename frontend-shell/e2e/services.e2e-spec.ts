import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { expectSentToSignIn } from './support/users.js';

// /services, /service/{slug} and /services/{id} (spec section 2) in Chromium against the built app with demo data.

interface Category {
  id: string;
  name: string;
  type: string;
}
interface Service {
  id: string;
  name: string;
  slug: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  isEmergency: boolean;
  phone: string | null;
  gasPrice: number | null;
  category: Category | null;
}

const { newContext: openContext } = browserPerFile();

interface ContextOptions {
  viewport?: { width: number; height: number };
  as?: string;
  clipboard?: boolean;
}

/** A browser context that never leaves the machine: requests to other hosts (map tiles, share sites) are aborted. */
async function newContext({ viewport = DESKTOP, as, clipboard = false }: ContextOptions = {}): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.abort(),
  );
  if (as) await signIn(context, as);
  return context;
}

async function openPage(path: string, options: ContextOptions = { as: DEMO_ACCOUNTS.user }): Promise<Page> {
  const page = await (await newContext(options)).newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A service of our own (created as admin), so that slug and coordinate changes touch no demo record. */
async function createService(): Promise<Service> {
  const admin = (await newContext({ as: DEMO_ACCOUNTS.admin })).request;
  const categories = await getJson<Category[]>('/api/categories');
  const gas = categories.find((category) => category.name === 'Gas Stations')!;
  const stamp = Date.now();
  const response = await admin.post(`${baseUrl()}/api/services`, {
    data: {
      name: `E2E Fuel Stop ${stamp}`,
      slug: `e2e-fuel-stop-${stamp}`,
      categoryId: gas.id,
      description: 'Test station on the Jose Abad Santos Avenue with clean restrooms and a sari-sari store next door.',
      address: 'Dolores, San Fernando, Pampanga',
      phone: '(045) 555 0101',
      latitude: 15.05,
      longitude: 120.68,
      gasPrice: 61.25,
    },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Service;
}

const cards = (page: Page) => page.getByTestId('service-card');

describe('/services', () => {
  it('sends a signed-out visitor to sign-in and back', async () => {
    await expectSentToSignIn(await (await newContext({})).newPage(), '/services');
  });

  it("shows 'Service Directory', the three tabs and the motorist services with badges and gas prices", async () => {
    const page = await openPage('/services');
    await page.getByRole('heading', { level: 1, name: 'Service Directory' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Service type' }).getByRole('tab');
    await tabs.nth(2).waitFor();
    expect(await tabs.allTextContents()).toEqual(['Motorist', 'Bicycle', 'Camping']);
    await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
    await cards(page).first().waitFor();
    const badges = await cards(page).locator('.tp-place-card__badges').allTextContents();
    expect(badges.every((badge) => ['Open 24/7', 'Emergency', 'Open'].includes(badge))).toBe(true);

    await page.getByRole('tab', { name: 'Camping' }).click();
    await page.waitForURL(/tab=camping/);
    await cards(page).filter({ hasText: 'Mount Arayat North Peak Campsite' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/services`);
    // The address changes first; the tabs follow it when React renders the change.
    await page.getByRole('tab', { name: 'Motorist', selected: true }).waitFor({ timeout: 5_000 });
  });

  it('?category=gas selects Motorist + Gas Stations and shows prices as ₱xx.xx/L with the update date', async () => {
    const page = await openPage('/services?category=gas');
    await cards(page).first().waitFor();
    await expect(page.getByRole('tab', { name: 'Motorist' }).getAttribute('aria-selected')).resolves.toBe('true');
    const chip = page.getByRole('group', { name: 'Motorist categories' }).getByRole('button', { name: 'Gas Stations' });
    await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await chip.elementHandle());
    const prices = await page.getByTestId('gas-price').allInnerTexts();
    expect(prices.length).toBeGreaterThan(3);
    for (const price of prices) expect(price).toMatch(/₱\d+\.\d{2}\/L[\s\S]*Updated [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names).toContain('Petron Dolores');
    expect(names).not.toContain('Sindalan Auto Care Center');
  });

  it.each([
    ['auto', 'Motorist', 'Auto Repair', 'Sindalan Auto Care Center'],
    ['bicycle', 'Bicycle', 'All Services', 'Angeles Bike Hub'],
    ['camping', 'Camping', 'All Services', 'Miyamit Falls Campground'],
  ])('?category=%s selects the %s tab and the %s chip', async (keyword, tab, chip, example) => {
    const page = await openPage(`/services?category=${keyword}`);
    await cards(page).filter({ hasText: example }).first().waitFor();
    await expect(page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
    const button = page
      .getByRole('group', { name: `${tab} categories` })
      .getByRole('button', { name: chip, exact: true });
    await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await button.elementHandle());
  });

  it("emergency services offer 'Call Now' as a tel: link", async () => {
    const page = await openPage('/services?category=emergency');
    await cards(page).first().waitFor();
    const call = cards(page).first().getByRole('link', { name: 'Call Now' });
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
    await expect(
      cards(page)
        .first()
        .getByText('Emergency', { exact: true })
        .or(cards(page).first().getByText('Open 24/7', { exact: true }))
        .first()
        .isVisible(),
    ).resolves.toBe(true);
  });

  it('fits a 360 px wide phone without horizontal scrolling', async () => {
    const page = await openPage('/services', { viewport: PHONE, as: DEMO_ACCOUNTS.user });
    await cards(page).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('service detail', () => {
  it('opens by slug from View Details and by id, with gallery, map buttons and contact', async () => {
    const [petron] = await getJson<Service[]>('/api/services?search=petron%20dolores&limit=1');
    const page = await openPage('/services?category=gas');
    await cards(page).filter({ hasText: 'Petron Dolores' }).getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`${baseUrl()}/service/${petron.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Petron Dolores' }).waitFor();

    const thumbs = page.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
    if (petron.images.length > 1) {
      expect(await thumbs.count()).toBe(petron.images.length);
      expect(await page.getByTestId('gallery-dots').getByRole('button').count()).toBe(petron.images.length);
      const before = await page.getByTestId('gallery-main').getAttribute('src');
      await thumbs.last().click();
      expect(await page.getByTestId('gallery-main').getAttribute('src')).not.toBe(before);
    }
    await expect(page.getByTestId('gas-price').innerText()).resolves.toMatch(/₱\d+\.\d{2}\/L/);
    const point = `${petron.latitude},${petron.longitude}`;
    await expect(page.getByRole('link', { name: /Google Maps/ }).getAttribute('href')).resolves.toBe(
      `https://www.google.com/maps/search/?api=1&query=${point}`,
    );
    await expect(page.getByRole('link', { name: /Waze/ }).getAttribute('href')).resolves.toBe(
      `https://waze.com/ul?ll=${point}&navigate=yes`,
    );
    await expect(page.getByRole('link', { name: /Directions/ }).getAttribute('href')).resolves.toContain(
      `destination=${point}`,
    );
    const src = new URL((await page.getByTitle('Map of Petron Dolores').getAttribute('src'))!);
    expect(src.searchParams.get('marker')).toBe(point);
    // a plain user gets no editors
    expect(await page.getByLabel('URL Slug').count()).toBe(0);

    await page.goto(`${baseUrl()}/services/${petron.id}`);
    await page.getByRole('heading', { level: 1, name: 'Petron Dolores' }).waitFor();
  });

  it('copies the link from the Share menu', async () => {
    const [petron] = await getJson<Service[]>('/api/services?search=petron%20dolores&limit=1');
    const page = await openPage(`/service/${petron.slug}`, { as: DEMO_ACCOUNTS.user, clipboard: true });
    await page.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('menu', { name: 'Share' });
    // The items load with the menu's first use (shared/share/share-menu-popup.tsx); the first one then takes the focus.
    const copyLink = menu.getByRole('menuitem', { name: 'Copy link' });
    await copyLink.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await expect(copyLink.evaluate((item) => item === document.activeElement)).resolves.toBe(true);
    const items = (await menu.getByRole('menuitem').allTextContents()).map((text) =>
      text.replace(' (opens in a new tab)', ''),
    );
    expect(items).toEqual(expect.arrayContaining(['Copy link', 'Text message', 'Email', 'Facebook', 'Twitter']));
    await expect(menu.getByRole('menuitem', { name: 'Text message' }).getAttribute('href')).resolves.toMatch(
      /^sms:\?&body=/,
    );
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByText('Link Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/service/${petron.slug}`);
  });

  it("shows 'Service Not Found' with Go Back", async () => {
    const page = await openPage('/service/no-such-service-anywhere');
    await page.getByRole('heading', { level: 1, name: 'Service Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl()}/services`);
  });

  it('lets an editor change the slug: toast, then the new address after about 1 s', async () => {
    const service = await createService();
    const page = await openPage(`/service/${service.slug}`, { as: DEMO_ACCOUNTS.editor });
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    const slug = page.getByLabel('URL Slug');
    await expect(slug.inputValue()).resolves.toBe(service.slug);

    await slug.fill('   ');
    await page.getByRole('button', { name: 'Save Slug' }).click();
    await page.getByText('Invalid Slug').waitFor();
    await page.getByText('Please enter a valid URL slug').waitFor();

    const next = `${service.slug}-renamed`;
    await slug.fill(next);
    await page.getByRole('button', { name: 'Save Slug' }).click();
    await page.getByText('Service Updated').waitFor();
    const savedAt = Date.now();
    expect(new URL(page.url()).pathname).toBe(`/service/${service.slug}`);
    await page.waitForURL(`${baseUrl()}/service/${next}`);
    expect(Date.now() - savedAt).toBeGreaterThan(700);
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    expect((await getJson<Service>(`/api/services/slug/${next}`)).id).toBe(service.id);
  });

  it('refuses a taken slug with Update Failed', async () => {
    const [petron] = await getJson<Service[]>('/api/services?search=petron%20dolores&limit=1');
    const service = await createService();
    const page = await openPage(`/service/${service.slug}`, { as: DEMO_ACCOUNTS.editor });
    await page.getByLabel('URL Slug').fill(petron.slug!);
    await page.getByRole('button', { name: 'Save Slug' }).click();
    await page.getByText('Update Failed').waitFor();
    await page.waitForTimeout(1200);
    expect(new URL(page.url()).pathname).toBe(`/service/${service.slug}`);
  });

  it('lets an editor change the coordinates, with the validation messages, then reloads', async () => {
    const service = await createService();
    const page = await openPage(`/services/${service.id}`, { as: DEMO_ACCOUNTS.editor });
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    const latitude = page.getByLabel('Latitude', { exact: true });
    const longitude = page.getByLabel('Longitude', { exact: true });
    const save = page.getByRole('button', { name: 'Save Coordinates' });

    await latitude.fill('');
    await save.click();
    await page.getByText('Invalid Coordinates').waitFor();
    await page.getByText('Please enter valid latitude and longitude values').waitFor();

    await latitude.fill('95');
    await longitude.fill('120.7');
    await save.click();
    await page.getByText('Latitude must be between -90 and 90, longitude between -180 and 180').waitFor();

    await latitude.fill('15.1234');
    await longitude.fill('120.5678');
    // The toast shows for only 100 ms before the reload: record it in sessionStorage, which survives the reload.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.innerText.includes('Service Updated'))
          sessionStorage.setItem('toast-seen', 'Service Updated');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const reloaded = page.waitForEvent('load');
    await save.click();
    await reloaded;
    await expect(page.evaluate(() => sessionStorage.getItem('toast-seen'))).resolves.toBe('Service Updated');
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    const src = new URL((await page.getByTitle(`Map of ${service.name}`).getAttribute('src'))!);
    expect(src.searchParams.get('marker')).toBe('15.1234,120.5678');
    const saved = await getJson<Service>(`/api/services/${service.id}`);
    expect([saved.latitude, saved.longitude]).toEqual([15.1234, 120.5678]);
  });
});
