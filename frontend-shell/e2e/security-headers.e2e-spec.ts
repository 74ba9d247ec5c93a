import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

/**
 * Every page under the enforced Content-Security-Policy (issue 14): the headers are there, and loading the page, its
 * remotes, the admin app and a destination's map embed raises no CSP violation (scripts only from this origin, no
 * inline script, no eval, frames only for the map).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A context whose pages record every securitypolicyviolation event and console warning or error; outside requests are cut. */
async function watchedContext(viewport: typeof DESKTOP): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext({ viewport });
  const violations: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  // Any warning or error in the console fails too (Lighthouse's best practices; a header the browser does not
  // recognize, the Module Federation runtime's shared-version warnings).
  context.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      violations.push(`console ${message.type()}: ${message.text()}`);
  });
  // No outside request in tests: the map embed is answered locally (what matters is whether CSP lets the frame load).
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
  return { context, violations };
}

/** Loads a page, checks its security headers, waits for `waitFor` (a text; null: the main landmark), collects violations. */
async function visit(page: Page, path: string, waitFor: string | null, violations: string[]): Promise<void> {
  const response = await page.goto(`${baseUrl()}${path}`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(?![^;]*unsafe)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  await (waitFor === null ? page.locator('main').first() : page.getByText(waitFor).first()).waitFor();
  await page.waitForLoadState('networkidle');
  const recorded = await page.evaluate(() => window.__cspViolations ?? []);
  violations.push(...recorded.map((line) => `${path}: ${line}`));
}

it('the CSP allows everything the public pages need and nothing else, signed out and signed in (phone)', async () => {
  const destinations = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const services = (await (await fetch(`${baseUrl()}/api/services?limit=1&type=motorist`)).json()) as Array<{
    slug: string;
    name: string;
  }>;

  const { context, violations } = await watchedContext(PHONE);
  try {
    const page = await context.newPage();
    await visit(page, '/', 'Tara Pampanga', violations);
    await visit(page, '/destinations', 'Travel Destinations', violations);
    await visit(page, `/destinations/${destinations[0].id}`, destinations[0].name, violations);
    await visit(page, '/sign-in', 'Sign in', violations);
    await signIn(context, DEMO_ACCOUNTS.blogger);
    await visit(page, '/', 'Discover Pampanga', violations);
    await visit(page, '/services', 'Service Directory', violations);
    await visit(page, `/service/${services[0].slug}`, services[0].name, violations);
    await visit(page, '/community', null, violations);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it('the CSP allows the admin app (Ant Design styles, its own remote) with no violation (desktop)', async () => {
  const { context, violations } = await watchedContext(DESKTOP);
  try {
    await signIn(context, DEMO_ACCOUNTS.admin);
    const page = await context.newPage();
    await visit(page, '/admin', 'Users', violations);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
}, 90_000);

it('the API and the Swagger docs carry the same headers; HTML cannot be framed', async () => {
  for (const path of ['/api/categories', '/api/docs', '/remotes.json']) {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
});
