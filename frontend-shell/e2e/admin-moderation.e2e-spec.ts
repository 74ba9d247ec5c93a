import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { adminRequest, createMember, findUser, offline, uniqueEmail } from './support/users.js';
import { chooseOption } from './support/ant-select.js';

// The admin moderation screens (issue 10, point 2) in Chromium against the built app with demo data: reports filed by
// demo members through the API, then the Reports tab (queue folded per post, every action behind its confirmation,
// the pending count on the tab and the stat card following without a reload), the Resolved tab and the Audit tab as an
// admin at desktop width, and the moderator's view (Reports and Resolved only, no ban, refusals) on a 360 px phone.
// Each test creates its own authors and posts; the demo members only file reports.

const { newContext: openContext } = browserPerFile();

const origin = () => ({ Origin: baseUrl() });

/** Demo members (role user) who file the reports. */
const REPORTERS = {
  liza: DEMO_ACCOUNTS.user,
  ramon: 'ramon.lacson@example.com',
  miguel: 'miguel.tayag@example.com',
} as const;

async function newContext(viewport: { width: number; height: number }, as?: string): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  await offline(context);
  if (as) await signIn(context, as);
  return context;
}

async function requestAs(email: string): Promise<APIRequestContext> {
  return (await newContext(DESKTOP, email)).request;
}

async function createPost(request: APIRequestContext, content: string): Promise<string> {
  const response = await request.post(`${baseUrl()}/api/posts`, { data: { content }, headers: origin() });
  if (response.status() !== 201) throw new Error(`POST /api/posts: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function fileReport(
  request: APIRequestContext,
  postId: string,
  reason: string,
  description: string,
): Promise<string> {
  const response = await request.post(`${baseUrl()}/api/reports`, {
    data: { postId, reason, description },
    headers: origin(),
  });
  if (response.status() !== 201) throw new Error(`POST /api/reports: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function pendingCount(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${baseUrl()}/api/reports/stats`);
  if (!response.ok()) throw new Error(`GET /api/reports/stats: ${response.status()}`);
  return ((await response.json()) as { pending: number }).pending;
}

/** A word only this test's reports carry (the dashboard's search finds exactly them). */
const stamp = () => `bantay${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const queueItem = (page: Page, text: string): Locator => page.getByTestId('queue-item').filter({ hasText: text });

async function notification(page: Page, text: string): Promise<void> {
  await page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
}

/** The action's button (accessible name), then the dialog's confirm button; the note when given. */
async function act(
  page: Page,
  item: Locator,
  name: string,
  confirm: string,
  { note, keyboard = false }: { note?: string; keyboard?: boolean } = {},
) {
  const button = item.getByRole('button', { name, exact: true });
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (note) await dialog.getByLabel(/^Note/).fill(note);
  const ok = dialog.getByRole('button', { name: confirm, exact: true });
  if (keyboard) {
    await ok.focus();
    await page.keyboard.press('Enter');
  } else {
    await ok.click();
  }
  await dialog.waitFor({ state: 'hidden' });
}

/** The number the Reports tab shows (0 when it shows none). */
async function tabCount(page: Page): Promise<number> {
  const badge = page.getByRole('tab', { name: /^Reports/ }).getByTestId('pending-reports-count');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.textContent()) ?? '0', 10);
}
const cardCount = async (page: Page) =>
  Number.parseInt(
    ((await page.getByTestId('stat-pendingReports').locator('.ant-statistic-content').textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
    10,
  );

/** Reads `read` until it gives `expected` (10 s at most): the page refreshes from the server after each action. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) throw new Error(`Expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the Reports tab and the Pending reports card both show `expected`. */
const pendingShown = (page: Page, expected: number) =>
  eventually(async () => [await tabCount(page), await cardCount(page)], [expected, expected]);

describe('admin moderation as an admin (desktop)', () => {
  it('works the queue: folded reports, review, dismiss, remove, suspend and ban; the pending count follows; Resolved and Audit show it all', async () => {
    const admin = await adminRequest(await newContext(DESKTOP));
    const word = stamp();
    const rosa = await createMember(admin, uniqueEmail('rosa'), {
      firstName: 'Rosa',
      lastName: 'Quiambao',
      role: 'verified_blogger',
    });
    const efren = await createMember(admin, uniqueEmail('efren'), {
      firstName: 'Efren',
      lastName: 'Bautista',
      role: 'verified_blogger',
    });
    const rosaApi = await requestAs(rosa.email);
    const efrenApi = await requestAs(efren.email);
    const [liza, ramon, miguel] = await Promise.all([
      requestAs(REPORTERS.liza),
      requestAs(REPORTERS.ramon),
      requestAs(REPORTERS.miguel),
    ]);

    const raffle = await createPost(rosaApi, `Win a free motorbike, send your GCash PIN ${word}`);
    const traffic = await createPost(rosaApi, `Heavy traffic at the San Fernando exit ${word}`);
    const gas = await createPost(rosaApi, `Gas is cheaper in Porac today ${word}`);
    const followers = await createPost(efrenApi, `Buy followers cheap ${word}`);
    await fileReport(liza, raffle, 'spam', `Reported post: a raffle scam ${word}`);
    await fileReport(ramon, raffle, 'spam', `Reported post: same scam ${word}`);
    await fileReport(miguel, raffle, 'misinformation', `Reported post: fake promo ${word}`);
    await fileReport(liza, traffic, 'harassment', `Reported post: traffic ${word}`);
    await fileReport(ramon, gas, 'inappropriate', `Reported post: gas ${word}`);
    await fileReport(miguel, followers, 'spam', `Reported post: followers ${word}`);
    const before = await pendingCount(admin);

    const page = await (await newContext(DESKTOP, DEMO_ACCOUNTS.admin)).newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await pendingShown(page, before);
    const tabNames = (await page.getByRole('tab').allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
    expect(tabNames[0]).toMatch(/^Reports \d+ pending reports?$/);
    expect(tabNames.filter((name) => name !== 'Coupons').slice(1)).toEqual(['Users', 'Content', 'Resolved', 'Audit']);
    await expect(page.getByRole('tab', { name: /^Reports/ }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('Total posts').waitFor();

    // Search (reasons and descriptions): exactly this test's four posts.
    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    await page.getByText(`4 reported items matching “${word}”`).waitFor();
    const raffleItem = queueItem(page, 'Win a free motorbike');
    await raffleItem.getByText('Post by Rosa Quiambao · 3 reports').waitFor();
    await expect(raffleItem.getByTestId('queue-reason').allInnerTexts()).resolves.toEqual([
      'Spam × 2',
      'Misinformation × 1',
    ]);
    await expect(raffleItem.getByTestId('queue-reporters').textContent()).resolves.toBe(
      'Liza Manalo, Ramon Lacson, Miguel Tayag',
    );
    // Three members reported it: hidden from the feed until a moderator decides.
    await raffleItem.getByText('Hidden from the feed').waitFor();
    await raffleItem.getByText('First reported Just now').waitFor();

    // Review, with the keyboard only: pending -> reviewed, the three reports leave the pending count.
    await act(page, raffleItem, 'Mark reviewed: post by Rosa Quiambao', 'Mark reviewed', { keyboard: true });
    await notification(page, 'Report Updated');
    await raffleItem
      .getByTestId('queue-status')
      .filter({ hasText: /^Reviewed$/ })
      .waitFor();
    await pendingShown(page, before - 3);

    // Dismiss: resolved with 'No action required'.
    await act(
      page,
      queueItem(page, 'Heavy traffic at the San Fernando exit'),
      'Dismiss: post by Rosa Quiambao',
      'Dismiss',
    );
    await notification(page, 'The reports were dismissed: no action required.');
    await queueItem(page, 'Heavy traffic at the San Fernando exit').waitFor({ state: 'detached' });
    await pendingShown(page, before - 4);

    // Remove the post, with a note the author sees.
    await act(page, queueItem(page, 'Gas is cheaper in Porac'), 'Remove post by Rosa Quiambao', 'Remove post', {
      note: 'Unverified price claim',
    });
    await notification(page, 'The post was removed.');
    await queueItem(page, 'Gas is cheaper in Porac').waitFor({ state: 'detached' });
    await pendingShown(page, before - 5);
    const removed = (await (await rosaApi.get(`${baseUrl()}/api/posts/${gas}`)).json()) as {
      status: string;
      removedReason: string;
    };
    expect(removed).toMatchObject({ status: 'removed', removedReason: 'Unverified price claim' });

    // Suspend the author 7 days from the reviewed item: her open reports are resolved too.
    await act(page, raffleItem, 'Suspend author 7 days: Rosa Quiambao', 'Suspend author 7 days');
    await notification(page, 'User has been suspended successfully');
    await raffleItem.waitFor({ state: 'detached' });
    const suspended = await findUser(admin, rosa.email);
    expect(suspended.isSuspended).toBe(true);
    const days = (new Date(suspended.suspendedUntil!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    // Ban (admins only; the confirmation says it cannot be undone).
    const followersItem = queueItem(page, 'Buy followers cheap');
    await followersItem.getByRole('button', { name: 'Ban author: Efren Bautista', exact: true }).click();
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('This action cannot be undone.');
    await page.getByRole('dialog').getByRole('button', { name: 'Ban author', exact: true }).click();
    await notification(page, 'User has been banned successfully');
    await followersItem.waitFor({ state: 'detached' });
    expect((await findUser(admin, efren.email)).isBanned).toBe(true);
    await page.getByText('No reports match your search').waitFor();
    await pendingShown(page, before - 6);

    // Resolved: Reporter ('User', the name in a tooltip for an admin), Content, Reason, Action Taken, Resolved Date.
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    await page.getByText('6 resolved reports').waitFor();
    await eventually(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), 6);
    await expect(page.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      'Reporter',
      'Content',
      'Reason',
      'Action Taken',
      'Resolved Date',
    ]);
    const dismissed = page.getByRole('row').filter({ hasText: `Reported post: traffic ${word}` });
    await expect(dismissed.getByTestId('resolved-action').textContent()).resolves.toBe('No action required');
    await dismissed.getByText('Harassment').waitFor();
    const removedRow = page.getByRole('row').filter({ hasText: `Reported post: gas ${word}` });
    await expect(removedRow.getByTestId('resolved-action').textContent()).resolves.toBe('Unverified price claim');
    await removedRow.getByText('by Maria Santos').waitFor();
    await expect(removedRow.getByTestId('resolved-date').textContent()).resolves.toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    // The name shows on keyboard focus (and on hover).
    const reporter = removedRow.getByRole('button', { name: 'User (Ramon Lacson)' });
    await reporter.focus();
    const tooltip = page.locator('.ant-tooltip').filter({ hasText: 'Ramon Lacson' });
    await tooltip.waitFor({ timeout: 5_000 }).catch(async (error: Error) => {
      const popups = await page
        .locator('.ant-tooltip')
        .evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 300)));
      throw new Error(`${error.message}\nTooltips in the page: ${JSON.stringify(popups)}`);
    });
    const banned = page.getByRole('row').filter({ hasText: `Reported post: followers ${word}` });
    await expect(banned.getByTestId('resolved-action').textContent()).resolves.toBe('User banned');

    // Audit: filter by the person it was done to, then by an action.
    await page.getByRole('tab', { name: 'Audit' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Done to' }), rosa.email, { search: rosa.email });
    const actions = page.getByTestId('audit-action');
    await eventually(
      async () => (await actions.allInnerTexts()).sort(),
      // 'User created': the admin made her account for this test.
      [
        'Author suspended (report)',
        'Post removed',
        'Reports dismissed',
        'Reports reviewed',
        'User created',
        'User suspended',
      ].sort(),
    );
    await page.getByRole('row').filter({ hasText: 'Post removed' }).getByText('Note: Unverified price claim').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Action' }), 'Author banned (report)');
    await page.getByRole('row').filter({ hasText: efren.email }).getByText('Author banned (report)').waitFor();
  }, 180_000);
});

describe('admin moderation as a moderator (360 px phone)', () => {
  it('sees Reports and Resolved only, acts without a ban button, and is refused on a report about an admin', async () => {
    const admin = await adminRequest(await newContext(DESKTOP));
    const word = stamp();
    const celia = await createMember(admin, uniqueEmail('celia'), {
      firstName: 'Celia',
      lastName: 'Yabut',
      role: 'verified_blogger',
    });
    const celiaApi = await requestAs(celia.email);
    const [liza, ramon] = await Promise.all([requestAs(REPORTERS.liza), requestAs(REPORTERS.ramon)]);
    const spam = await createPost(celiaApi, `Cheap load promo, message me ${word}`);
    // A post by an admin (not the demo admin, who handles the report at the end).
    const dante = await createMember(admin, uniqueEmail('dante'), {
      firstName: 'Dante',
      lastName: 'Lacap',
      role: 'admin',
    });
    const staff = await createPost(await requestAs(dante.email), `Road closure notice from an admin ${word}`);
    await fileReport(liza, spam, 'spam', `Reported post: load promo ${word}`);
    const staffReport = await fileReport(ramon, staff, 'inappropriate', `Reported post: closure ${word}`);

    const page = await (await newContext(PHONE, DEMO_ACCOUNTS.moderator)).newPage();
    await page.goto(`${baseUrl()}/admin?tab=users`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allInnerTexts();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^Reports/);
    expect(names[1]).toBe('Resolved');
    // ?tab=users is not theirs: the Reports tab opens instead.
    await expect(page.getByRole('tab', { name: /^Reports/ }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Create User' }).count()).resolves.toBe(0);
    const audit = await page.context().request.get(`${baseUrl()}/api/admin/audit`);
    expect(audit.status()).toBe(403);

    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    await page.getByText(`2 reported items matching “${word}”`).waitFor();
    const spamItem = queueItem(page, 'Cheap load promo');
    await expect(spamItem.getByRole('button').allInnerTexts()).resolves.toEqual([
      'Mark reviewed',
      'Dismiss',
      'Remove post',
      'Suspend author 7 days',
    ]);
    // Nothing scrolls sideways at 360 px.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);

    const before = await tabCount(page);
    await act(page, spamItem, 'Remove post by Celia Yabut', 'Remove post', { keyboard: true });
    await notification(page, 'Report Updated');
    await spamItem.waitFor({ state: 'detached' });
    await eventually(() => tabCount(page), before - 1);

    // A moderator does not act on reports about admins or moderators: the server refuses, the toast says why.
    await act(
      page,
      queueItem(page, 'Road closure notice'),
      'Suspend author 7 days: Dante Lacap',
      'Suspend author 7 days',
    );
    await notification(page, 'Reports about admins and moderators are handled by an admin');
    await queueItem(page, 'Road closure notice').waitFor();

    // Resolved: the reporter is 'User', with no name to reveal for a moderator.
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    const row = page.getByRole('row').filter({ hasText: `Reported post: load promo ${word}` });
    await row.waitFor();
    await expect(row.getByTestId('resolved-reporter').textContent()).resolves.toBe('User');
    await expect(row.textContent()).resolves.not.toContain('Liza Manalo');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);

    // An admin handles the report about an admin (and leaves the queue as it was found).
    const dismissed = await admin.post(`${baseUrl()}/api/reports/${staffReport}/actions`, {
      data: { action: 'dismiss' },
      headers: origin(),
    });
    expect(dismissed.status()).toBe(200);
  }, 180_000);
});
