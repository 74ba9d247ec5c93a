import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, PHONE, DESKTOP } from './support/browser.js';
import { baseUrl } from './support/base-url.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport = DESKTOP): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (req: Request) => requests.push(req.url()));
  return { page, requests };
}

describe('signed-out landing page', () => {
  it('shows the brand, both sign-in buttons, the six areas and the categories from the API', async () => {
    const { page, requests } = await openPage();
    await page.goto(`${baseUrl()}/`);
    // The app's landing (its h1): the first paint from the HTML has the same links, shown before any script runs.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('link', { name: 'Start Exploring', exact: true }).waitFor();
    await expect(page.getByText('Tara Pampanga').first().isVisible()).resolves.toBe(true);

    for (const label of ['Start Exploring', 'Join Tara Pampanga']) {
      const link = page.getByRole('link', { name: label, exact: true });
      await expect(link.count()).resolves.toBe(1);
      await expect(link.getAttribute('href')).resolves.toBe('/api/login');
    }
    for (const area of [
      'Travel Destinations',
      'Food Guide',
      'Motorist Services',
      'Cycling Hub',
      'Outdoor Adventures',
      'Community',
    ]) {
      await expect(page.getByRole('heading', { name: area, exact: true }).isVisible()).resolves.toBe(true);
    }

    // categories strip: names come from GET /api/categories, through the store, whose code loads as the visitor scrolls
    // towards the strip (frontend-public/src/pages/landing-page.tsx): the landing's first screen goes without it.
    await page.locator('#tp-categories-title').scrollIntoViewIfNeeded();
    const categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as { name: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const name of ['Historic Churches', 'Gas Stations', 'Campsites']) {
      expect(categories.map((c) => c.name)).toContain(name);
      await page.getByText(name, { exact: true }).first().waitFor({ state: 'visible' });
    }
    expect(requests.some((url) => new URL(url).pathname === '/api/categories')).toBe(true);

    // public pages never download the admin remote or Ant Design
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/remotes/admin/') || /antd/i.test(url))).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px wide phone without horizontal scrolling', async () => {
    const { page } = await openPage(PHONE);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('404 page', () => {
  it('shows the not-found texts for an unknown path', async () => {
    const { page } = await openPage();
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404); // the shell's index.html (its 404 page) with HTTP 404: not indexed
    await page.getByText('404 Page Not Found').waitFor();
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('admin remote', () => {
  it('shows Access Denied to a plain member, with a Go Home button back to the home page', async () => {
    const { page, requests } = await openPage();
    await signIn(page.context(), DEMO_ACCOUNTS.user);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByText('Access Denied').first().waitFor();
    await expect(page.getByText('Admin access required').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText("You don't have permission to access the admin dashboard.").isVisible()).resolves.toBe(
      true,
    );
    expect(requests.some((url) => url.includes('/remotes/admin/remoteEntry.js'))).toBe(true);

    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.getByRole('heading', { name: 'Discover Pampanga', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});

describe('remote loading failure', () => {
  it('shows a friendly message with a retry instead of a blank page, and recovers', async () => {
    const { page } = await openPage();
    let failing = true;
    await page.route('**/remotes/public/remoteEntry.js', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto(`${baseUrl()}/`);
    const retry = page.getByRole('button', { name: /try again/i });
    await retry.waitFor();
    const text = (await page.locator('body').innerText()).trim();
    expect(text.length).toBeGreaterThan(20);

    failing = false;
    await retry.click();
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
    await page.context().close();
  });
});

describe('static delivery', () => {
  it('serves index.html and the manifest uncached and hashed assets as immutable', async () => {
    const index = await fetch(`${baseUrl()}/`);
    expect(index.headers.get('cache-control')).toMatch(/no-cache/);
    const html = await index.text();
    const script = /<script[^>]+src="([^"]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(new URL(script!, `${baseUrl()}/`));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);

    const manifest = await fetch(`${baseUrl()}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toMatch(/no-cache/);
    const body = (await manifest.json()) as { remotes: { name: string; entry: string }[] };
    expect(body.remotes.map((r) => r.name).sort()).toEqual(['frontend_admin', 'frontend_public']);
  });
});
