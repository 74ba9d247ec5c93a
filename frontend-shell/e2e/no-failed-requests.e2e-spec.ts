import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

/**
 * A normal visit asks only for what exists: over the main pages, signed out and signed in, no request answers 4xx or
 * 5xx. A visitor who never signed in has no `tara.signedin` hint, so the app does not ask GET /api/auth/user at all
 * (which would answer 401, as the spec says, and log a console error); after signing out it does not ask either.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function failedRequestsOf(
  context: BrowserContext,
  paths: readonly string[],
  waitFor: (path: string) => string,
): Promise<string[]> {
  const failed: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl()).origin || response.status() < 400) return;
    failed.push(`${response.request().method()} ${url.pathname}${url.search} -> ${response.status()}`);
  });
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByText(waitFor(path)).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  return failed;
}

it('asks for nothing that answers an error on the main pages, signed out and signed in', async () => {
  const destinations = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const services = (await (await fetch(`${baseUrl()}/api/services?limit=1&type=motorist`)).json()) as Array<{
    slug: string;
    name: string;
  }>;
  const titles: Record<string, string> = {
    '/': 'Tara Pampanga',
    '/destinations': 'Travel Destinations',
    [`/destinations/${destinations[0].id}`]: destinations[0].name,
    '/services': 'Service Directory',
    [`/service/${services[0].slug}`]: services[0].name,
    '/community': 'Active Members',
    '/coupons': 'Partner Locations',
  };

  const signedOut = await browser.newContext({ viewport: DESKTOP });
  try {
    const failed = await failedRequestsOf(
      signedOut,
      ['/', '/destinations', `/destinations/${destinations[0].id}`],
      (path) => titles[path],
    );
    expect(failed).toEqual([]);
  } finally {
    await signedOut.close();
  }

  const signedIn = await browser.newContext({ viewport: DESKTOP });
  try {
    await signIn(signedIn, DEMO_ACCOUNTS.user);
    const failed = await failedRequestsOf(signedIn, Object.keys(titles), (path) =>
      path === '/' ? 'Discover Pampanga' : titles[path],
    );
    expect(failed).toEqual([]);
    expect((await signedIn.cookies()).find((cookie) => cookie.name === 'tara.signedin')).toMatchObject({
      value: '1',
      httpOnly: false,
    });

    // Signing out clears the hint with the session: the landing that follows asks nothing that fails.
    const page = await signedIn.newPage();
    const afterSignOut: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        afterSignOut.push(`${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()}`);
    });
    await page.goto(`${baseUrl()}/api/logout`);
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(afterSignOut).toEqual([]);
    expect((await signedIn.cookies()).map((cookie) => cookie.name)).not.toContain('tara.signedin');
  } finally {
    await signedIn.close();
  }
}, 90_000);
