import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { chooseOption } from './support/ant-select.js';

// Admin dashboard, Content tab (spec section 2 /admin, DESIGN section 4): admin and editor.

const { newContext } = browserPerFile();

async function openAdmin(email: string): Promise<Page> {
  const context = await newContext({ viewport: DESKTOP });
  await context.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => route.abort(),
  );
  await signIn(context, email);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return page;
}

async function openContent(email: string): Promise<Page> {
  const page = await openAdmin(email);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByTestId('categories-card').waitFor();
  return page;
}

/** Picks an option of an Ant Design Select labelled `label` inside `dialog`. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await chooseOption(page, dialog.getByLabel(label, { exact: true }), option);
}

describe('Content tab', () => {
  it('shows the three cards with ids cut to 8 characters', async () => {
    const page = await openContent(DEMO_ACCOUNTS.admin);
    const categories = page.getByTestId('categories-card');
    await categories.getByText('Historic Churches', { exact: true }).waitFor();
    const ids = await categories.locator('code').allTextContents();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => /^[0-9a-f]{8}$/.test(id))).toBe(true);
    const destinations = page.getByTestId('destinations-card');
    await destinations.locator('tr.ant-table-row').first().waitFor();
    expect(await destinations.locator('tr.ant-table-row').count()).toBe(10); // server-side pages of 10
    await destinations.getByText(/^\d+ destinations$/).waitFor();
    const services = page.getByTestId('services-card');
    await services.locator('tr.ant-table-row').first().waitFor();
    const serviceIds = await services.locator('code').allTextContents();
    expect(serviceIds.every((id) => /^[0-9a-f]{8}$/.test(id))).toBe(true);
  });

  it('lets an admin create a category, a destination and a service through the dialogs', async () => {
    const page = await openContent(DEMO_ACCOUNTS.admin);
    const stamp = Date.now();

    // category
    await page.getByRole('button', { name: 'Create Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.getByLabel('Name').fill(`E2E Kakanin ${stamp}`);
    await choose(page, dialog, 'Type', 'Food');
    await dialog.getByLabel('Color').fill('#AD1457');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Category Created').first().waitFor();
    await page.getByTestId('categories-card').getByText(`E2E Kakanin ${stamp}`).waitFor();

    // destination
    await page.getByRole('button', { name: 'Create Destination' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Destination' });
    await dialog.getByLabel('Name').fill(`E2E Bale Pandayan ${stamp}`);
    await dialog.getByLabel('Address').fill('Santo Tomas, Pampanga');
    await choose(page, dialog, 'Category', 'Heritage Sites');
    const post = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/destinations'),
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    const body = (await post).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
    await page.getByText('Destination Created').first().waitFor();
    const destinations = page.getByTestId('destinations-card');
    await destinations.getByLabel('Search destinations').fill(`Bale Pandayan ${stamp}`);
    await destinations.getByText(`E2E Bale Pandayan ${stamp}`).waitFor();

    // service
    await page.getByRole('button', { name: 'Create Service' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Service' });
    await dialog.getByLabel('Name').fill(`E2E Bike Repair ${stamp}`);
    await choose(page, dialog, 'Category', 'Bike Shops (Bicycle)');
    await dialog.getByLabel('Hours', { exact: true }).fill('8:00 AM – 6:00 PM');
    await dialog.getByRole('switch', { name: 'Verified' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Service Created').first().waitFor();
    const services = page.getByTestId('services-card');
    await services.getByLabel('Search services').fill(`Bike Repair ${stamp}`);
    await services.getByText(`E2E Bike Repair ${stamp}`).waitFor();
    await services.getByText(`e2e-bike-repair-${stamp}`).waitFor();
  });

  it('edits on a copy: Cancel discards; Update saves and toasts', async () => {
    const page = await openContent(DEMO_ACCOUNTS.admin);
    const stamp = Date.now();
    await page.getByRole('button', { name: 'Create Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.getByLabel('Name').fill(`E2E Edit Me ${stamp}`);
    await choose(page, dialog, 'Type', 'Camping');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const categories = page.getByTestId('categories-card');
    // the new category may be on a later page of the table: find its page
    const row = categories.locator('tr', { hasText: `E2E Edit Me ${stamp}` });
    for (let attempt = 0; attempt < 10 && !(await row.count()); attempt++) {
      const next = categories.getByRole('listitem', { name: 'Next Page' });
      if (!(await next.count()) || (await next.getAttribute('aria-disabled')) === 'true') {
        await page.waitForTimeout(300);
        continue;
      }
      await next.click();
    }
    await row.waitFor();

    await row.getByRole('button', { name: `Edit E2E Edit Me ${stamp}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByLabel('Name').fill('Should not be saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor();

    await row.getByRole('button', { name: `Edit E2E Edit Me ${stamp}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(`E2E Edit Me ${stamp}`);
    await dialog.getByLabel('Name').fill(`E2E Edited ${stamp}`);
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().includes('/api/categories/'),
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    expect((await patch).postDataJSON()).toEqual({ name: `E2E Edited ${stamp}` });
    await page.getByText('Category Updated').first().waitFor();
    await categories.getByText(`E2E Edited ${stamp}`).waitFor();
  });

  it('shows Content to an editor (and no Users tab); a plain user gets Access Denied', async () => {
    const page = await openContent(DEMO_ACCOUNTS.editor);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Content']);
    await page.getByTestId('services-card').waitFor();

    const context = await newContext({ viewport: DESKTOP });
    await signIn(context, DEMO_ACCOUNTS.user);
    const denied = await context.newPage();
    await denied.goto(`${baseUrl()}/admin`);
    await denied.getByText('Access Denied').first().waitFor();
    expect(await denied.getByTestId('categories-card').count()).toBe(0);
  });
});
