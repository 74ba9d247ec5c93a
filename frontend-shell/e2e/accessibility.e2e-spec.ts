import type { Page } from 'playwright-core';
import { describeFindings, seriousViolations, type AxeFinding } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { offline } from './support/users.js';

/**
 * Every page of both remotes, at phone (360 px) and desktop widths, has no serious or critical axe-core violation
 * (WCAG 2.x A/AA and axe best practices): the public pages signed out and signed in, the admin dashboard's tabs and
 * dialogs as an admin, and Access Denied as a plain user.
 */
const { newContext } = browserPerFile();

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

async function pageAs(viewport: { width: number; height: number }, email?: string): Promise<Page> {
  const context = await newContext({ viewport });
  await offline(context);
  if (email) await signIn(context, email);
  return context.newPage();
}

/** What the page shows once loaded, and the page's serious violations then (animations finished). */
async function check(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<[string, AxeFinding[]]> {
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // Ant Design's and the cards' enter transitions
  return [name, await seriousViolations(page)];
}

function expectClean(results: Array<[string, AxeFinding[]]>) {
  const failing = results.filter(([, findings]) => findings.length > 0);
  const report = failing.map(([name, findings]) => `${name}:\n${describeFindings(findings)}`).join('\n\n');
  expect(report).toBe('');
}

async function firstPlaces() {
  const destinations = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const services = (await (await fetch(`${baseUrl()}/api/services?limit=1&type=motorist`)).json()) as Array<{
    slug: string;
    name: string;
  }>;
  return { destination: destinations[0], service: services[0] };
}

const text = (value: string) => async (page: Page) => {
  await page.getByText(value, { exact: true }).first().waitFor();
};
const heading =
  (name: string, level = 1) =>
  async (page: Page) => {
    await page.getByRole('heading', { level, name, exact: true }).first().waitFor();
  };

describe.each(VIEWPORTS)(
  'accessibility at %s width (axe-core: no serious or critical violations)',
  (_label, viewport) => {
    it('public pages, signed out: landing, destinations, a destination, sign-in, 404', async () => {
      const { destination } = await firstPlaces();
      const page = await pageAs(viewport);
      const pages: Array<[string, (page: Page) => Promise<void>]> = [
        ['/', text('Start Exploring')],
        ['/destinations', heading('Travel Destinations')],
        [`/destinations/${destination.id}`, heading(destination.name)],
        ['/sign-in', heading('Sign in')],
        ['/no-such-page', text('404 Page Not Found')],
      ];
      const results: Array<[string, AxeFinding[]]> = [];
      for (const [path, ready] of pages) {
        await page.goto(`${baseUrl()}${path}`);
        results.push(await check(page, path, ready));
      }
      expectClean(results);
    }, 120_000);

    it('public pages, signed in: home, services, a service', async () => {
      const { service } = await firstPlaces();
      const page = await pageAs(viewport, DEMO_ACCOUNTS.user);
      const pages: Array<[string, (page: Page) => Promise<void>]> = [
        ['/', text('Discover Pampanga')],
        ['/services', heading('Service Directory')],
        [`/service/${service.slug}`, heading(service.name)],
        ['/community', async (page) => void (await page.getByTestId('post-card').first().waitFor())],
        ['/coupons', async (page) => void (await page.getByTestId('coupon-card').first().waitFor())],
      ];
      const results: Array<[string, AxeFinding[]]> = [];
      for (const [path, ready] of pages) {
        await page.goto(`${baseUrl()}${path}`);
        results.push(await check(page, path, ready));
      }
      expectClean(results);
    }, 120_000);

    it('admin: dashboard with the Users tab and its Create User dialog, the Content tab and its dialogs', async () => {
      const page = await pageAs(viewport, DEMO_ACCOUNTS.admin);
      const results: Array<[string, AxeFinding[]]> = [];

      await page.goto(`${baseUrl()}/admin?tab=users`);
      results.push(
        await check(page, '/admin?tab=users', async () => {
          await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
          await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        }),
      );
      await page.getByRole('button', { name: 'Create User' }).click();
      results.push(
        await check(page, '/admin Create User dialog', async () => void (await page.getByRole('dialog').waitFor())),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.goto(`${baseUrl()}/admin?tab=content`);
      results.push(
        await check(page, '/admin?tab=content', async () => {
          await page.getByTestId('categories-card').locator('tr.ant-table-row').first().waitFor();
          await page.getByTestId('services-card').locator('tr.ant-table-row').first().waitFor();
        }),
      );
      for (const [button, dialogName] of [
        ['Create Category', 'Create Category'],
        ['Create Destination', 'Create Destination'],
        ['Create Service', 'Create Service'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        results.push(
          await check(page, `/admin?tab=content ${dialogName} dialog`, async () => void (await dialog.waitFor())),
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      const firstEdit = page
        .getByTestId('destinations-card')
        .getByRole('button', { name: /^Edit / })
        .first();
      await firstEdit.click();
      const edit = page.getByRole('dialog', { name: 'Edit Destination' });
      results.push(
        await check(page, '/admin?tab=content Edit Destination dialog', async () => void (await edit.waitFor())),
      );
      expectClean(results);
    }, 180_000);

    it('community as a verified blogger: the composer, open comments, the report dialog', async () => {
      const page = await pageAs(viewport, DEMO_ACCOUNTS.blogger);
      const results: Array<[string, AxeFinding[]]> = [];
      await page.goto(`${baseUrl()}/community`);
      results.push(
        await check(
          page,
          '/community (composer)',
          async () => void (await page.getByTestId('post-card').first().waitFor()),
        ),
      );
      const other = page
        .getByTestId('post-card')
        .filter({ has: page.getByRole('button', { name: 'Report' }) })
        .first();
      await other.getByRole('button', { name: 'Comments' }).click();
      results.push(
        await check(
          page,
          '/community comments',
          async () => void (await other.getByRole('textbox', { name: 'Write a comment' }).waitFor()),
        ),
      );
      await other.getByRole('button', { name: 'Report' }).click();
      results.push(
        await check(page, '/community report dialog', async () => void (await page.getByRole('dialog').waitFor())),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expectClean(results);
    }, 120_000);

    it("admin: the Reports tab and an action dialog, the Resolved and Audit tabs; the moderator's Reports tab", async () => {
      const page = await pageAs(viewport, DEMO_ACCOUNTS.admin);
      const results: Array<[string, AxeFinding[]]> = [];
      await page.goto(`${baseUrl()}/admin?tab=reports`);
      results.push(
        await check(page, '/admin?tab=reports', async () => {
          await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
          await page.getByTestId('queue-item').first().waitFor();
        }),
      );
      await page
        .getByTestId('queue-item')
        .first()
        .getByRole('button', { name: /^Dismiss/ })
        .click();
      results.push(
        await check(
          page,
          '/admin?tab=reports Dismiss dialog',
          async () => void (await page.getByRole('dialog').waitFor()),
        ),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.goto(`${baseUrl()}/admin?tab=resolved`);
      results.push(
        await check(
          page,
          '/admin?tab=resolved',
          async () => void (await page.locator('.ant-table-thead th').first().waitFor()),
        ),
      );
      await page.goto(`${baseUrl()}/admin?tab=audit`);
      results.push(
        await check(
          page,
          '/admin?tab=audit',
          async () => void (await page.getByRole('combobox', { name: 'Action' }).waitFor()),
        ),
      );

      const moderator = await pageAs(viewport, DEMO_ACCOUNTS.moderator);
      await moderator.goto(`${baseUrl()}/admin`);
      results.push(
        await check(moderator, '/admin as a moderator (Reports)', async () => {
          await moderator.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
          await moderator.getByTestId('queue-item').first().waitFor();
        }),
      );
      expectClean(results);
    }, 180_000);

    it('admin: Access Denied for a plain user', async () => {
      const page = await pageAs(viewport, DEMO_ACCOUNTS.user);
      await page.goto(`${baseUrl()}/admin`);
      expectClean([await check(page, '/admin as a user', heading('Access Denied'))]);
    }, 60_000);
  },
);
