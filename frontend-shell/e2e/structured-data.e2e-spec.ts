import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { PHONE, browserPerFile } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

// Issue 32.7: a place's page carries its schema.org JSON-LD in the HTML the server sends (backend
// frontends/structured-data.ts), for search engines: a data block the browser never runs (no CSP violation), still in
// the page once the app has taken over, and a member's review in it cannot run a script.

const { newContext } = browserPerFile();

interface Place {
  id: string;
  name: string;
  slug?: string;
  reviewCount: number;
}

/** The JSON-LD blocks of the page as the browser parsed them. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  );

it("keeps a place's JSON-LD in the page once the app has rendered it, and a review's text cannot run a script", async () => {
  const hostile = 'Lovely and quiet at dusk </script><script>window.__ran = true; alert(1)</script> <!-- & -->';
  const destinations = (await (await fetch(`${baseUrl()}/api/destinations?limit=100`)).json()) as Place[];
  const unreviewed = destinations.find((place) => place.reviewCount === 0);
  if (!unreviewed) throw new Error('The demo data has no destination without reviews');

  const context = await newContext({ viewport: PHONE });
  await signIn(context, DEMO_ACCOUNTS.user);
  const written = await context.request.post(`${baseUrl()}/api/reviews`, {
    data: { destinationId: unreviewed.id, stars: 5, text: hostile, visitMonth: '2026-01' },
    headers: { Origin: baseUrl() },
  });
  expect(written.status()).toBe(201);

  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations: string[] = [];
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      ((window as unknown as { __csp: string[] }).__csp ??= []).push(event.violatedDirective),
    ),
  );
  await page.goto(`${baseUrl()}/destinations/${unreviewed.id}`);
  // The app has rendered the page: the first paint is gone, the JSON-LD in the head stays.
  await page.waitForFunction(() => !document.getElementById('first-paint') && document.querySelector('#root h1'));
  await page.waitForLoadState('networkidle');
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));

  const [data, ...more] = await jsonLd(page);
  expect(more).toEqual([]);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: unreviewed.name,
    url: `${baseUrl()}/destinations/${unreviewed.id}`,
    aggregateRating: { ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
    review: [{ '@type': 'Review', reviewBody: hostile, reviewRating: { ratingValue: 5 } }],
  });
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran ?? false)).toBe(false);
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
}, 90_000);

it("gives a service's page its LocalBusiness subtype, signed out too (a crawler is)", async () => {
  const [station] = (await (
    await fetch(`${baseUrl()}/api/services?limit=1&type=motorist&search=petron`)
  ).json()) as Place[];
  const html = await (await fetch(`${baseUrl()}/service/${station.slug}`, { headers: { Accept: 'text/html' } })).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  expect(blocks).toEqual([
    expect.objectContaining({ '@type': 'GasStation', name: station.name, url: `${baseUrl()}/service/${station.slug}` }),
  ]);
});
