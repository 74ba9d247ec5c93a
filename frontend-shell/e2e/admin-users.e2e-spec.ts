import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { findUser, offline, uniqueEmail } from './support/users.js';
import { chooseOption } from './support/ant-select.js';

const { newContext } = browserPerFile();

async function signedInPage(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ viewport: DESKTOP });
  await offline(context);
  await signIn(context, email);
  return { context, page: await context.newPage() };
}

async function openUsersTab(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Create User' }).waitFor();
  // The dashboard opens on Reports: the users arrive after the click.
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

async function searchFor(page: Page, text: string): Promise<Locator> {
  await page.getByPlaceholder('Search users by name or email').fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await row.waitFor();
  await page.getByText(/^1 user matching/).waitFor();
  return row;
}

const badge = (row: Locator) => row.getByTestId('user-status');
/** The row's status badge once it reads `status` (the row refreshes from the server after each action). */
const statusShown = (row: Locator, status: string) =>
  badge(row)
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();

async function notification(page: Page, text: string): Promise<void> {
  await page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
}

/** Clicks the row's action, then the confirmation's button of the same name. */
async function confirmAction(
  page: Page,
  row: Locator,
  action: 'Suspend' | 'Unsuspend' | 'Ban' | 'Unban',
  expectText: RegExp,
) {
  await row.getByRole('button', { name: new RegExp(`^${action}\\b`) }).click();
  const popconfirm = page.locator('.ant-popconfirm:visible');
  await popconfirm.waitFor();
  await expect(popconfirm.textContent()).resolves.toMatch(expectText);
  await popconfirm.getByRole('button', { name: action, exact: true }).click();
}

describe('admin Users tab', () => {
  it('creates a user, changes the role, suspends, unsuspends and bans, checked in the table and on the server', async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.admin);
    const email = uniqueEmail('lito.admin-ui');
    await openUsersTab(page);

    // Create User: Create stays disabled until an email is typed; the one-time link is shown after.
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    await expect(create.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^First name/).fill('Lito');
    await dialog.getByLabel(/^Last name/).fill('Lapid');
    await expect(create.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Email/).fill(email);
    await expect(create.isEnabled()).resolves.toBe(true);
    await create.click();
    await notification(page, 'User Created');
    const link = await dialog.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/set-password\\?token=.+`));
    await dialog.getByRole('button', { name: 'Done' }).click();
    const created = await findUser(context.request, email);
    expect(created).toMatchObject({
      firstName: 'Lito',
      lastName: 'Lapid',
      role: 'user',
      isBanned: false,
      isSuspended: false,
    });

    const row = await searchFor(page, email);
    await expect(row.textContent()).resolves.toContain('Lito Lapid');
    await expect(row.textContent()).resolves.toContain(`ID: ${created.id.slice(0, 8)}`);
    await statusShown(row, 'Active');

    // Role
    await chooseOption(page, row.getByRole('combobox'), 'Editor');
    await notification(page, 'Role Updated');
    expect((await findUser(context.request, email)).role).toBe('editor');

    // Suspend (7 days)
    await confirmAction(page, row, 'Suspend', /7 days/);
    await notification(page, 'User has been suspended successfully');
    await statusShown(row, 'Suspended');
    const suspended = await findUser(context.request, email);
    expect(suspended.isSuspended).toBe(true);
    const days = (new Date(suspended.suspendedUntil!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    // Unsuspend
    await confirmAction(page, row, 'Unsuspend', /full access/);
    await notification(page, 'User has been unsuspended successfully');
    await statusShown(row, 'Active');
    expect(await findUser(context.request, email)).toMatchObject({ isSuspended: false, isBanned: false });

    // Ban (permanent per the confirmation text)
    await confirmAction(page, row, 'Ban', /cannot be undone/);
    await notification(page, 'User has been banned successfully');
    await statusShown(row, 'Banned');
    expect((await findUser(context.request, email)).isBanned).toBe(true);
    await expect(row.getByRole('button', { name: /^Unban\b/ }).isVisible()).resolves.toBe(true);
  });

  it("keeps the admin's own row locked", async () => {
    const { page } = await signedInPage(DEMO_ACCOUNTS.admin);
    await openUsersTab(page);
    const row = await searchFor(page, DEMO_ACCOUNTS.admin);
    await expect(row.textContent()).resolves.toContain('(you)');
    for (const name of ['Suspend', 'Ban']) {
      await expect(row.getByRole('button', { name, exact: true }).isDisabled()).resolves.toBe(true);
    }
    await expect(row.locator('.ant-select-disabled').count()).resolves.toBe(1);
  });

  it('pages through users 10 at a time on the server', async () => {
    const { page } = await signedInPage(DEMO_ACCOUNTS.admin);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users') requests.push(request.url());
    });
    await openUsersTab(page);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(10);
    const secondPage = page.waitForResponse((response) => new URL(response.url()).searchParams.get('offset') === '10');
    await page.locator('.ant-pagination-item-2').click();
    await secondPage;
    await page.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    const last = new URL(requests.at(-1)!);
    expect(last.searchParams.get('limit')).toBe('10');
    expect(last.searchParams.get('offset')).toBe('10');
  });
});

describe('admin access', () => {
  it('shows Access Denied to a plain user, with Go Home back to the site', async () => {
    const { page } = await signedInPage(DEMO_ACCOUNTS.user);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await expect(page.getByText('Admin access required', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();
  });

  it("answers an ended session with 'Admin access required. Redirecting...' and goes home", async () => {
    const { context, page } = await signedInPage(DEMO_ACCOUNTS.admin);
    await openUsersTab(page);
    await context.clearCookies();
    await page.getByPlaceholder('Search users by name or email').fill('santos');
    await page.getByText('Admin access required. Redirecting...').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
  });

  it('lets a member that an admin created set a password and sign in', async () => {
    const { context } = await signedInPage(DEMO_ACCOUNTS.admin);
    const email = uniqueEmail('new.member');
    const created = await context.request.post(`${baseUrl()}/api/users`, {
      data: { email, firstName: 'Nina' },
      headers: { Origin: baseUrl() },
    });
    const { setPasswordUrl } = (await created.json()) as { setPasswordUrl: string };

    const fresh = await newContext({ viewport: DESKTOP });
    await offline(fresh);
    const page = await fresh.newPage();
    await page.goto(new URL(setPasswordUrl, baseUrl()).href);
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByLabel('Confirm password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();
    await page.getByText('Mabuhay, Nina!').waitFor();
  });
});
