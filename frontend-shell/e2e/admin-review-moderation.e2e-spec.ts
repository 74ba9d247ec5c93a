import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { adminRequest, createMember, offline, uniqueEmail } from './support/users.js';

// Issue 32, items 6 and 8: a review reported by demo members shows in the moderators' Reports tab beside the posts, on
// a 360 px phone, axe-clean; the moderator removes it with the keyboard, the place's rating and count drop it at
// once, its author is told, and the Resolved tab shows it with its stars and place.

const { newContext: openContext } = browserPerFile();

const origin = () => ({ Origin: baseUrl() });

async function newContext(viewport: { width: number; height: number }, as?: string): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  await offline(context);
  if (as) await signIn(context, as);
  return context;
}

async function requestAs(email: string): Promise<APIRequestContext> {
  return (await newContext(DESKTOP, email)).request;
}

async function ok<T>(response: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const answer = await response;
  if (answer.status() >= 300) throw new Error(`${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const summaryOf = async (request: APIRequestContext, destinationId: string) =>
  ok<{ rating: number | null; reviewCount: number }>(
    request.get(`${baseUrl()}/api/reviews/summary?destinationId=${destinationId}`),
  );

async function expectAxeClean(page: Page): Promise<void> {
  expect(describeFindings(await seriousViolations(page))).toBe('');
}

describe('moderation of a reported review (360 px phone, keyboard, axe)', () => {
  it('shows the review in the queue, removes it with the keyboard, and the place drops it at once', async () => {
    const admin = await adminRequest(await newContext(DESKTOP));
    const word = `bituin${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const nilo = await createMember(admin, uniqueEmail('nilo'), { firstName: 'Nilo', lastName: 'Sicat' });
    const niloApi = await requestAs(nilo.email);
    const [place] = await ok<Array<{ id: string; name: string }>>(niloApi.get(`${baseUrl()}/api/destinations?limit=1`));
    const text = `Closed when we came and the guide overcharged us, avoid it ${word}`;
    const review = await ok<{ id: string }>(
      niloApi.post(`${baseUrl()}/api/reviews`, {
        data: { destinationId: place.id, stars: 1, text, visitMonth: '2026-05' },
        headers: origin(),
      }),
    );
    const before = await summaryOf(niloApi, place.id);
    for (const reporter of [DEMO_ACCOUNTS.user, 'ramon.lacson@example.com'])
      await ok(
        (await requestAs(reporter)).post(`${baseUrl()}/api/reports`, {
          data: { reviewId: review.id, reason: 'spam', description: `Competitor review ${word}` },
          headers: origin(),
        }),
      );

    const page = await (await newContext(PHONE, DEMO_ACCOUNTS.moderator)).newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    await page.getByText(`1 reported item matching “${word}”`).waitFor();
    const item = page.getByTestId('queue-item').filter({ hasText: word });
    await expect(item.getAttribute('data-subject')).resolves.toBe('review');
    await item.getByText('Review by Nilo Sicat · 2 reports').waitFor();
    await item.getByRole('img', { name: '1 star out of 5' }).waitFor();
    await expect(item.getByTestId('queue-place').textContent()).resolves.toBe(`Review of ${place.name}`);
    await expect(item.getByRole('button').allInnerTexts()).resolves.toEqual([
      'Mark reviewed',
      'Dismiss',
      'Remove review',
      'Suspend author 7 days',
    ]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectAxeClean(page);

    // With the keyboard: focus the action, Enter; the dialog takes focus; the note; Enter on its confirm button.
    await item.getByRole('button', { name: 'Remove review by Nilo Sicat', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Remove this review?').waitFor();
    await expectAxeClean(page);
    await dialog.getByLabel(/^Note/).fill('Not a real visit');
    await dialog.getByRole('button', { name: 'Remove review', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-notification-notice').filter({ hasText: 'The review was removed.' }).first().waitFor();
    await item.waitFor({ state: 'detached' });

    const after = await summaryOf(niloApi, place.id);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    const listed = await ok<Array<{ id: string }>>(
      niloApi.get(`${baseUrl()}/api/reviews?destinationId=${place.id}&sort=newest&limit=50`),
    );
    expect(listed.map((row) => row.id)).not.toContain(review.id);
    const notices = await ok<Array<{ kind: string; reason: string }>>(niloApi.get(`${baseUrl()}/api/user/notices`));
    expect(notices).toEqual([expect.objectContaining({ kind: 'review_removed', reason: 'Not a real visit' })]);

    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByPlaceholder('Search reports by reason or description').fill(word);
    const rows = page.getByRole('row').filter({ hasText: `Competitor review ${word}` });
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await rows.first().getByRole('img', { name: '1 star out of 5' }).waitFor();
    await rows.first().getByText(`Review by Nilo Sicat of ${place.name}`, { exact: false }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectAxeClean(page);
  }, 180_000);
});
