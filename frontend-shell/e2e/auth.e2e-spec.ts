import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import {
  adminRequest,
  createMember,
  moderate,
  offline,
  recordToasts,
  submitSignIn,
  uniqueEmail,
} from './support/users.js';

const { newContext } = browserPerFile();

async function newPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ viewport });
  await offline(context);
  return { context, page: await context.newPage() };
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** What each demo account sees (DESIGN.md section 4): the Admin link, and the admin dashboard's tabs. */
const ACCOUNTS = [
  {
    who: 'admin',
    email: DEMO_ACCOUNTS.admin,
    adminLink: true,
    admin: { tabs: ['Reports', 'Users', 'Content', 'Resolved', 'Audit'], stats: true },
  },
  { who: 'editor', email: DEMO_ACCOUNTS.editor, adminLink: false, admin: { tabs: ['Content'], stats: false } },
  {
    who: 'moderator',
    email: DEMO_ACCOUNTS.moderator,
    adminLink: false,
    admin: { tabs: ['Reports', 'Resolved'], stats: true },
  },
  { who: 'user', email: DEMO_ACCOUNTS.user, adminLink: false, admin: null },
  { who: 'blogger', email: DEMO_ACCOUNTS.blogger, adminLink: false, admin: null },
] as const;

describe('sign-in through the UI, per demo account', () => {
  it.each(ACCOUNTS)(
    '$who: landing → sign-in page → home with the right navigation and admin tabs',
    async ({ email, adminLink, admin }) => {
      const { page } = await newPage();
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('link', { name: 'Start Exploring' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

      await submitSignIn(page, email);
      await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();
      expect(path(page)).toBe('/');

      // A member's header is its own chunk (frontend-public/src/app/member-chrome.tsx): the member is reported once it is
      // there, but its stylesheet may still be applying.
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Destinations', 'Services', 'Community', 'Coupons']) {
        await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
      }
      await expect(nav.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(adminLink ? 1 : 0);
      await expect(page.getByPlaceholder('Search places, food, services...').first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Post', exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Start Exploring' }).count()).resolves.toBe(0);

      // The profile menu offers the dashboard to admins only.
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).resolves.toBe(adminLink ? 1 : 0);
      await expect(menu.getByRole('menuitem', { name: 'Log out' }).isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');

      // The admin dashboard: reached with the nav link (a router link, no reload) for admins.
      if (adminLink) await nav.getByRole('link', { name: 'Admin', exact: true }).click();
      else await page.goto(`${baseUrl()}/admin`);
      if (admin) {
        await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
        if (admin.tabs.length > 0) await page.getByRole('tab').first().waitFor();
        // The Reports tab carries the live pending count ('Reports 2 pending reports'); Coupons is another issue's.
        const tabNames = (await page.getByRole('tab').allInnerTexts()).map((name) =>
          name
            .replace(/\s+/g, ' ')
            .replace(/ \d+ pending reports?$/, '')
            .trim(),
        );
        expect(tabNames.filter((name) => name !== 'Coupons')).toEqual([...admin.tabs]);
        await expect(page.getByText('Active users').count()).resolves.toBe(admin.stats ? 1 : 0);
      } else {
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
        await expect(
          page.getByText("You don't have permission to access the admin dashboard.").isVisible(),
        ).resolves.toBe(true);
      }
    },
  );

  it('shows the server message for a wrong password and stays on the sign-in page', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl()}/api/login?returnTo=/coupons`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await submitSignIn(page, DEMO_ACCOUNTS.user, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).textContent()).resolves.toBe(
      'Invalid email or password',
    );
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).resolves.toBe(true);
  });

  it('refuses a banned user', async () => {
    const admin = await newContext();
    const api = await adminRequest(admin);
    const email = uniqueEmail('banned');
    const member = await createMember(api, email);
    await moderate(api, member.id, 'ban');

    const { page } = await newPage();
    await page.goto(`${baseUrl()}/sign-in`);
    await submitSignIn(page, email);
    await page.getByRole('alert').filter({ hasText: 'This account has been banned' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    const session = await page.request.get(`${baseUrl()}/api/auth/user`);
    expect(session.status()).toBe(401);
  });
});

describe('sign-out', () => {
  it('Log out in the profile menu ends the session and returns to the landing page', async () => {
    const { context, page } = await newPage();
    await signIn(context, DEMO_ACCOUNTS.user);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
    expect(path(page)).toBe('/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
  });
});

describe('redirect to sign-in and back (DESIGN.md 2b)', () => {
  it.each(['/community?filter=traffic', '/coupons', '/services'])(
    'a signed-out visitor opening %s gets the toast, the sign-in page, and comes back after signing in',
    async (target) => {
      const { page } = await newPage();
      const toasts = await recordToasts(page);
      let loginAt = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/login' && !loginAt) loginAt = Date.now();
      });
      await page.goto(`${baseUrl()}${target}`);

      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(target);
      const toast = toasts.find(({ text }) => text.includes('Unauthorized'));
      expect(toast?.text).toContain('You are logged out. Logging in again...');
      // The full navigation to /api/login follows the toast after 500 ms (spec section 9).
      expect(loginAt - toast!.at).toBeGreaterThanOrEqual(450);
      await submitSignIn(page, DEMO_ACCOUNTS.user);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    },
  );

  it('a signed-out visitor opening /admin signs in and lands on the dashboard', async () => {
    const { page } = await newPage();
    const toasts = await recordToasts(page);
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(toasts.map(({ text }) => text).join(' ')).toContain('You are logged out. Logging in again...');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
    await submitSignIn(page, DEMO_ACCOUNTS.admin);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});

describe('signed-in navigation on a 360 px phone', () => {
  it('shows the bottom bar, opens the menu with the toggle and never scrolls sideways', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(context, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();

    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar.isVisible()).resolves.toBe(true);
    await expect(bar.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Home',
      'Search',
      'Food',
      'Community',
      'Deals',
    ]);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);

    // The wide-screen links are hidden; the toggle opens the same links.
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menu.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Destinations',
      'Services',
      'Community',
      'Coupons',
      'Admin',
    ]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Bottom bar 'Food' is a router link to the food filter.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await bar.getByRole('link', { name: 'Food' }).click();
    await page.waitForURL((url) => url.pathname === '/destinations' && url.searchParams.get('category') === 'food');
  });

  it('never downloads the admin remote or Ant Design on public pages when signed in', async () => {
    const { context, page } = await newPage();
    await signIn(context, DEMO_ACCOUNTS.admin);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Discover Pampanga', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/remotes/admin/') || /antd/i.test(url))).toEqual([]);
  });
});
