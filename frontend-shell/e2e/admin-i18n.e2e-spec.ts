import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { offline } from './support/users.js';
import { chooseOption } from './support/ant-select.js';

/**
 * The admin app in Filipino: chosen in the header, every text of the Users tab (Ant Design's own included) follows,
 * nothing English is left in the main content, and a reload keeps the language (the tara.lang cookie).
 */
const { newContext } = browserPerFile();

/** English words and phrases of the Users tab that must be gone in Filipino (user data aside). */
const ENGLISH = [
  'Admin Dashboard',
  'Manage users',
  'Users',
  'Content',
  'Active users',
  'Total users',
  'Banned users',
  'Suspended users',
  'Search users',
  'Create User',
  'Role',
  'Status',
  'Joined',
  'Actions',
  'Active',
  'Suspend',
  'Ban',
  'Editor',
  'Moderator',
  '(you)',
  'Next Page',
  'Previous Page',
];

/** The visible text of <main>, form values (the role selects' chosen names) and accessible names included. */
async function mainText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const names = [...main.querySelectorAll('[aria-label], [title], [placeholder]')].map((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${(main as HTMLElement).innerText}\n${names.join('\n')}`;
  });
}

/** Removes what belongs to the data (people's names and emails), not to the app. */
const withoutData = (text: string) =>
  text.replace(/\S+@example\.com/g, '').replace(/\b(Member\d*|Cruz|Ana|Dizon)\b/g, '');

function englishLeft(text: string): string[] {
  const clean = withoutData(text);
  return ENGLISH.filter((phrase) =>
    new RegExp(`(^|[^\\p{L}])${phrase.replace(/[()]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(clean),
  );
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('admin in Filipino (%s)', (_label, viewport) => {
  it('switches the Users tab to Filipino with no English left, and keeps it after a reload', async () => {
    const context = await newContext({ viewport });
    await offline(context);
    await signIn(context, DEMO_ACCOUNTS.admin);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin?tab=users`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(englishLeft(await mainText(page))).toContain('Create User'); // the check sees English when it is there

    await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'Filipino');
    await page.getByRole('heading', { level: 1, name: 'Dashboard ng Admin' }).waitFor();
    await page.getByRole('button', { name: 'Gumawa ng Gumagamit' }).waitFor();
    await page.getByRole('tab', { name: 'Mga Gumagamit' }).waitFor();
    await page.getByText('Aktibong gumagamit').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(englishLeft(await mainText(page))).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard ng Admin' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(englishLeft(await mainText(page))).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tara.lang')?.value).toBe('fil');
  }, 90_000);
});
