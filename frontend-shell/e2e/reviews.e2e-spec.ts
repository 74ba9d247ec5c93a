import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { signIn } from './support/sign-in.js';
import { adminRequest, createMember, offline, uniqueEmail, type ApiUser } from './support/users.js';
import { revealLaterParts } from './support/later-parts.js';

// Reviews of a place (issue 32) in Chromium against the built app and the real backend with demo data: writing with
// the keyboard only, editing and deleting, a helpful vote and a report, and a partner's reply with the reviewer's
// notice; in English and Filipino, at 360 px, and axe-clean. Each test makes its own members (a member reviews a
// place once), and its own partner staff of the demo's first destination.

const { newContext: openContext } = browserPerFile();
const origin = () => ({ Origin: baseUrl() });

interface Place {
  id: string;
  name: string;
}

async function newContext(as?: string, language: 'en' | 'fil' = 'en', viewport = PHONE): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  await offline(context);
  if (language === 'fil') await context.addCookies([{ name: 'tara.lang', value: 'fil', url: baseUrl() }]);
  if (as) await signIn(context, as);
  return context;
}

async function firstDestination(request: APIRequestContext): Promise<Place> {
  const [place] = (await (await request.get(`${baseUrl()}/api/destinations?limit=1`)).json()) as Place[];
  return place;
}

/** A new member (a member reviews a place once) and the admin's request context. */
async function member(prefix: string): Promise<{ admin: APIRequestContext; user: ApiUser }> {
  const admin = await adminRequest(await openContext({ viewport: DESKTOP }));
  return { admin, user: await createMember(admin, uniqueEmail(prefix), { firstName: 'Rev', lastName: prefix }) };
}

/** A review written through the API by `email`, for the tests that read, vote on, report or answer it. */
async function writeReview(email: string, place: Place, text: string): Promise<{ id: string }> {
  const context = await newContext(email);
  const response = await context.request.post(`${baseUrl()}/api/reviews`, {
    data: { destinationId: place.id, stars: 4, text, visitMonth: '2026-01' },
    headers: origin(),
  });
  if (response.status() !== 201) throw new Error(`POST /api/reviews: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** The place's page with its reviews shown newest first (the test's own review on top). */
async function openReviews(page: Page, place: Place, sortLabel: string, newest: string): Promise<void> {
  await page.goto(`${baseUrl()}/destinations/${place.id}`);
  await revealLaterParts(page, page.getByTestId('reviews-section'));
  await page.getByTestId('reviews-section').waitFor();
  await page.getByTestId('review').first().waitFor();
  await page.getByLabel(sortLabel).selectOption({ label: newest });
  await page.waitForLoadState('networkidle');
}

const reviewWith = (page: Page, text: string) => page.getByTestId('review').filter({ hasText: text });

async function expectAxeClean(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  expect(describeFindings(await seriousViolations(page))).toBe('');
}

describe('reviews of a place', () => {
  it('writes a review with the keyboard only at 360 px, in English, axe-clean with its problems shown', async () => {
    const { admin, user } = await member('writer');
    const place = await firstDestination(admin);
    const page = await (await newContext(user.email)).newPage();
    await page.goto(`${baseUrl()}/destinations/${place.id}`);
    await revealLaterParts(page, page.getByTestId('reviews-section'));
    const write = page.getByRole('button', { name: 'Write a review' });
    await write.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Write your review' });
    await form.waitFor();
    // Sending at once: every problem in words, the focus on the stars.
    await form.getByRole('button', { name: 'Post review' }).focus();
    await page.keyboard.press('Enter');
    await form.getByText('Choose from 1 to 5 stars.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
    await expectAxeClean(page);
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('5 stars');
    await page.keyboard.press('Tab');
    const text = `Keyboard review ${Date.now()}: the church bells at six and halo-halo after.`;
    await page.keyboard.type(text);
    expect(await form.getByTestId('review-text-count').textContent()).toBe(`${text.length} / 2000`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('012026');
    if ((await form.getByLabel('Month of your visit').inputValue()) !== '2026-01')
      await form.getByLabel('Month of your visit').fill('2026-01'); // another keyboard layout of the month field
    await form.getByRole('button', { name: 'Post review' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Thank you! Your review is posted.').first().waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    const card = reviewWith(page, text);
    await card.waitFor();
    expect(await card.getByText('Visited January 2026').count()).toBe(1);
    expect(await card.getByRole('img', { name: '5 stars out of 5' }).count()).toBe(1);
    // No horizontal scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAxeClean(page);
  });

  it('edits and deletes the member’s review, in Filipino', async () => {
    const { admin, user } = await member('editor');
    const place = await firstDestination(admin);
    const text = `Review na babaguhin ${Date.now()}: masarap ang sisig dito.`;
    await writeReview(user.email, place, text);
    const page = await (await newContext(user.email, 'fil')).newPage();
    await openReviews(page, place, 'Ayusin ayon sa', 'Pinakabago');
    // Theirs comes first, marked, once (not again in the list), with 'I-edit ang review mo' for 'Sumulat ng review'.
    const mine = page.getByTestId('my-review');
    await mine.getByText('Ang review mo').waitFor();
    expect(await reviewWith(page, text).count()).toBe(1);
    expect(await mine.getByText(text).count()).toBe(1);
    await page.getByRole('button', { name: 'I-edit ang review mo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sumulat ng review' }).count()).toBe(0);
    const card = reviewWith(page, text);
    await card.getByRole('button', { name: 'I-edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'I-edit ang review mo' });
    const edited = `${text} Binago: bumalik kami.`;
    await form.getByRole('textbox', { name: 'Ang review mo' }).fill(edited);
    await form.getByRole('radio', { name: '2 na bituin' }).click();
    await expectAxeClean(page);
    await form.getByRole('button', { name: 'I-save ang mga pagbabago' }).click();
    await page.getByText('Na-update na ang review mo.').first().waitFor();
    const updated = reviewWith(page, edited);
    await updated.getByRole('img', { name: '2 na bituin sa 5' }).waitFor();
    await updated.getByRole('button', { name: 'Burahin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Burahin ang review mo?' });
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Burahin ang review' }).click();
    await page.getByText('Nabura na ang review mo.').first().waitFor();
    await reviewWith(page, edited).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sumulat ng review' }).waitFor();
  });

  it('opens the review written meanwhile in another tab when posting says 409, in English', async () => {
    const { admin, user } = await member('twotabs');
    const place = await firstDestination(admin);
    const page = await (await newContext(user.email)).newPage();
    await page.goto(`${baseUrl()}/destinations/${place.id}`);
    await revealLaterParts(page, page.getByTestId('reviews-section'));
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write your review' });
    await form.getByRole('radio', { name: '3 stars' }).click();
    await form.getByRole('textbox', { name: 'Your review' }).fill('This tab lost the race to the other one, sadly.');
    await form.getByLabel('Month of your visit').fill('2026-01');
    const other = `Written in the other tab ${Date.now()}: the view from the top is worth it.`;
    await writeReview(user.email, place, other);
    await form.getByRole('button', { name: 'Post review' }).click();
    const edit = page.getByTestId('my-review').getByRole('form', { name: 'Edit your review' });
    await edit.getByText('You have already reviewed this place (perhaps in another tab).', { exact: false }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Your review' }).inputValue()).toBe(other);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await page.getByRole('form', { name: 'Write your review' }).count()).toBe(0);
    await expectAxeClean(page);
  });

  it('votes helpful (and takes it back) and reports another member’s review, in English', async () => {
    const { admin, user: author } = await member('author');
    const { user: reader } = await member('reader');
    const place = await firstDestination(admin);
    const text = `Review to vote on ${Date.now()}: go early, the parking fills up.`;
    await writeReview(author.email, place, text);
    const page = await (await newContext(reader.email)).newPage();
    await openReviews(page, place, 'Sort by', 'Newest');
    const card = reviewWith(page, text);
    await card.getByRole('button', { name: 'Helpful (0)' }).click();
    const voted = card.getByRole('button', { name: 'Helpful (1)' });
    await voted.waitFor();
    expect(await voted.getAttribute('aria-pressed')).toBe('true');
    // Another visit remembers the vote.
    await openReviews(page, place, 'Sort by', 'Newest');
    expect(await reviewWith(page, text).getByRole('button', { name: 'Helpful (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await reviewWith(page, text).getByRole('button', { name: 'Helpful (1)' }).click();
    await reviewWith(page, text).getByRole('button', { name: 'Helpful (0)' }).waitFor();
    await reviewWith(page, text).getByRole('button', { name: 'Report' }).click();
    await page
      .getByRole('dialog', { name: 'Report this review?' })
      .getByRole('button', { name: 'Report review' })
      .click();
    await page.getByText('Thank you: the moderators will look at this review.').first().waitFor();
    expect(await reviewWith(page, text).getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
  });

  it('lets the partner staff reply in Filipino, and tells the reviewer in the app', async () => {
    const { admin, user: author } = await member('replied');
    const { user: staff } = await member('staff');
    const place = await firstDestination(admin);
    const assigned = await admin.post(`${baseUrl()}/api/partner-staff`, {
      data: { email: staff.email, businessType: 'destination', businessId: place.id },
      headers: origin(),
    });
    if (assigned.status() !== 201) throw new Error(`POST /api/partner-staff: ${assigned.status()}`);
    const text = `Review to answer ${Date.now()}: friendly staff, long queue.`;
    await writeReview(author.email, place, text);

    const page = await (await newContext(staff.email, 'fil')).newPage();
    await openReviews(page, place, 'Ayusin ayon sa', 'Pinakabago');
    await page.getByText('Partner staff ka ng negosyong ito, kaya hindi mo ito mare-review.').waitFor();
    const card = reviewWith(page, text);
    await card.getByRole('button', { name: 'Sumagot' }).click();
    await card
      .getByRole('textbox', { name: 'Ang pampublikong sagot mo' })
      .fill('Salamat po! Dadagdagan namin ang staff.');
    await expectAxeClean(page);
    await card.getByRole('button', { name: 'I-post ang sagot' }).click();
    await card.getByTestId('review-reply').getByText(`Sagot ng ${place.name}`).waitFor();

    const reviewer = await (await newContext(author.email, 'fil')).newPage();
    await reviewer.goto(`${baseUrl()}/destinations/${place.id}`);
    await revealLaterParts(reviewer, reviewer.getByTestId('reviews-section'));
    const notice = reviewer.getByTestId('member-notices');
    await notice.getByRole('heading', { name: `Sinagot ng ${place.name} ang review mo` }).waitFor();
    await notice.getByRole('link', { name: `Basahin ang sagot sa pahina ng ${place.name}` }).waitFor();
    await expectAxeClean(reviewer);
  });

  it('shows a visitor the rating, the bars and a sign-in link that comes back to the place', async () => {
    const admin = await adminRequest(await openContext({ viewport: DESKTOP }));
    const place = await firstDestination(admin);
    const page = await (await newContext()).newPage();
    await page.goto(`${baseUrl()}/destinations/${place.id}`);
    await revealLaterParts(page, page.getByTestId('reviews-section'));
    const summary = page.getByTestId('review-summary');
    await summary.waitFor();
    expect(await summary.getByRole('button').count()).toBe(5);
    expect(await summary.getByRole('button').first().textContent()).toMatch(/^5 stars: \d+%$/);
    const signInLink = page.getByRole('link', { name: 'Sign in to write a review' });
    expect(await signInLink.getAttribute('href')).toContain(encodeURIComponent(`/destinations/${place.id}`));
    await expectAxeClean(page);
  });
});
