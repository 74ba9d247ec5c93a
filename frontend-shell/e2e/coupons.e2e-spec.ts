import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { adminRequest, createMember, expectSentToSignIn, offline, uniqueEmail, type ApiUser } from './support/users.js';
import { chooseOption } from './support/ant-select.js';

// Coupons (issue 11) in Chromium against the built app and the real backend with demo data: /coupons, a claim, My
// Coupons with the one-time code and its QR code, /verify by an assigned staff member (and refused for anyone else),
// and the admin Coupons tab. Each test makes its own coupon (a unique word in its title) and members.

const { newContext: openContext } = browserPerFile();

const origin = () => ({ Origin: baseUrl() });

async function newContext(viewport: { width: number; height: number }, as?: string): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  await offline(context);
  if (as) await signIn(context, as);
  return context;
}

/** A word only this test's coupon has (search finds exactly it). */
const stamp = () => `kupon${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Place {
  id: string;
  name: string;
}

async function firstDestination(request: APIRequestContext): Promise<Place> {
  const response = await request.get(`${baseUrl()}/api/destinations?limit=1`);
  const [place] = (await response.json()) as Place[];
  return place;
}

/** A coupon of our own at the first demo destination, plus a member and a staff member assigned to that place. */
async function setUp(title: string): Promise<{
  admin: APIRequestContext;
  place: Place;
  coupon: { id: string };
  member: ApiUser;
  staff: ApiUser;
  stranger: ApiUser;
}> {
  const admin = await adminRequest(await newContext(DESKTOP));
  const place = await firstDestination(admin);
  const created = await admin.post(`${baseUrl()}/api/coupons`, {
    data: {
      title,
      description: 'Dine-in only.',
      discountType: 'percentage',
      discountValue: 15,
      businessType: 'destination',
      businessId: place.id,
      expiresAt: '2099-12-31',
      maxRedemptions: 50,
    },
    headers: origin(),
  });
  if (created.status() !== 201) throw new Error(`POST /api/coupons: ${created.status()} ${await created.text()}`);
  const coupon = (await created.json()) as { id: string };
  const member = await createMember(admin, uniqueEmail('claimer'), { firstName: 'Liza', lastName: 'Manalo' });
  const staff = await createMember(admin, uniqueEmail('staff'), { firstName: 'Teresita', lastName: 'Pangilinan' });
  const stranger = await createMember(admin, uniqueEmail('stranger'), { firstName: 'Ramon', lastName: 'Dizon' });
  const assigned = await admin.post(`${baseUrl()}/api/partner-staff`, {
    data: { email: staff.email, businessType: 'destination', businessId: place.id },
    headers: origin(),
  });
  if (assigned.status() !== 201)
    throw new Error(`POST /api/partner-staff: ${assigned.status()} ${await assigned.text()}`);
  return { admin, place, coupon, member, staff, stranger };
}

async function openCoupons(viewport: { width: number; height: number }, as: string, path: string): Promise<Page> {
  const page = await (await newContext(viewport, as)).newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Exclusive Travel Deals' }).waitFor();
  return page;
}

/** No part of the page is wider than the viewport (nothing scrolls sideways at 360 px). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('coupons at %s width', (_label, viewport) => {
  it('sends a signed-out visitor to sign-in', async () => {
    await expectSentToSignIn(await (await newContext(viewport)).newPage(), '/coupons');
  });

  it('claims a deal, shows it in My Coupons with its code and QR code, and staff mark it used at /verify once', async () => {
    const word = stamp();
    const { member, staff, stranger, place } = await setUp(`15% off lunch ${word}`);

    // /coupons: live stat cards, the demo deals, the category buttons; then our deal by search.
    const page = await openCoupons(viewport, member.email, '/coupons');
    const stats = page.getByRole('list', { name: 'Deal figures' });
    await stats.getByText('Partner Locations').waitFor();
    await page.getByTestId('coupon-card').first().waitFor();
    for (const name of ['All', 'Restaurants', 'Hotel', 'Transport', 'Activity', 'Shopping']) {
      await page.getByRole('group', { name: 'Deal categories' }).getByRole('button', { name, exact: true }).waitFor();
    }
    await page.getByRole('searchbox', { name: 'Search deals' }).fill(word);
    await page.waitForURL(new RegExp(`search=${word}`));
    const card = page.getByTestId('coupon-card').filter({ hasText: word });
    await card.getByText('15% OFF', { exact: true }).waitFor();
    await card.getByText('0 / 50 claimed').waitFor();
    await card.getByRole('link', { name: place.name }).waitFor();
    expect(await fitsWidth(page)).toBe(true);

    // Claim, by keyboard.
    await card.getByRole('button', { name: 'Claim' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Coupon Redeemed!').waitFor();
    await page.getByText('Your coupon has been successfully redeemed.').waitFor();
    await card.getByRole('button', { name: 'Claimed' }).waitFor();
    await card.getByText('1 / 50 claimed').waitFor();

    // My Coupons: the code and a QR code big enough for a phone camera, encoding /verify with the code.
    await page.getByRole('tab', { name: 'My Coupons' }).click();
    const claim = page.getByTestId('claim-card').filter({ hasText: word });
    await claim.getByText('Coupon Redeemed').waitFor();
    await claim.getByText(/^Redeemed on /).waitFor();
    const code = (await claim.getByTestId('claim-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/);
    const qr = claim.getByRole('img', { name: `QR code of coupon code ${code}` });
    expect(await qr.getAttribute('data-qr-text')).toBe(`${baseUrl()}/verify?code=${code}`);
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
    expect(await fitsWidth(page)).toBe(true);

    // Someone who is not the place's staff is refused.
    const strangerPage = await (await newContext(viewport, stranger.email)).newPage();
    await strangerPage.goto(`${baseUrl()}/verify?code=${code}`);
    await strangerPage.getByText('Only partner staff assigned by an admin can check coupon codes.').waitFor();
    expect(await strangerPage.getByRole('button', { name: 'Mark as used' }).count()).toBe(0);

    // The staff member opens the QR code's link: the coupon, the member's first name, still good; Mark as used once.
    const counter = await (await newContext(viewport, staff.email)).newPage();
    await counter.goto(`${baseUrl()}/verify?code=${code}`);
    const result = counter.getByTestId('verify-result');
    await result.getByText('Still good: you can mark it as used.').waitFor();
    expect(await result.getByTestId('verify-member').textContent()).toBe('Liza');
    await result.getByText(`15% off lunch ${word}`).waitFor();
    await counter.getByRole('button', { name: 'Mark as used' }).click();
    await counter.getByText('Marked as used').first().waitFor();
    await result.getByText(/^Already used on /).waitFor();
    expect(await counter.getByRole('button', { name: 'Mark as used' }).count()).toBe(0);
    expect(await fitsWidth(counter)).toBe(true);
    // A second try (the API, as another counter would) says when it was used.
    const again = await counter
      .context()
      .request.post(`${baseUrl()}/api/coupon-codes/${code}/use`, { headers: origin() });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('COUPON_CODE_ALREADY_USED');

    // The member's My Coupons says 'Used'.
    await page.reload();
    await page
      .getByTestId('claim-card')
      .filter({ hasText: word })
      .getByTestId('claim-status')
      .filter({ hasText: 'Used' })
      .waitFor();
  });
});

describe("'Coupon Available' on the place cards", () => {
  interface ListedPlace extends Place {
    hasActiveCoupon: boolean;
  }

  it('shows on a card while a coupon of the place can be claimed, in English and Filipino, on a phone', async () => {
    const word = stamp();
    const admin = await adminRequest(await newContext(DESKTOP));
    const listed = (await (await admin.get(`${baseUrl()}/api/destinations?limit=100`)).json()) as ListedPlace[];
    const place = listed.find((candidate) => !candidate.hasActiveCoupon);
    const other = listed.find((candidate) => candidate !== place && !candidate.hasActiveCoupon);
    if (!place || !other) throw new Error('no demo destination without a coupon');
    const created = await admin.post(`${baseUrl()}/api/coupons`, {
      data: {
        title: `Last one ${word}`,
        discountType: 'bogo',
        businessType: 'destination',
        businessId: place.id,
        expiresAt: '2099-12-31',
        maxRedemptions: 1,
      },
      headers: origin(),
    });
    expect(created.status()).toBe(201);
    const coupon = (await created.json()) as { id: string };
    const member = await createMember(admin, uniqueEmail('badge'), { firstName: 'Nena', lastName: 'Cruz' });

    // Signed in (private, no-cache: every read revalidates), so the page follows each change at once.
    const context = await newContext(PHONE, member.email);
    const page = await context.newPage();
    const cardOf = (name: string) =>
      page.getByTestId('destination-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await page.goto(`${baseUrl()}/destinations?q=${encodeURIComponent(place.name)}`);
    await cardOf(place.name).getByTestId('coupon-badge').filter({ hasText: 'Coupon Available' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(`${baseUrl()}/destinations?q=${encodeURIComponent(other.name)}`);
    await cardOf(other.name).waitFor();
    expect(await cardOf(other.name).getByTestId('coupon-badge').count()).toBe(0);

    await context.addCookies([{ name: 'tara.lang', value: 'fil', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/destinations?q=${encodeURIComponent(place.name)}`);
    await cardOf(place.name).getByTestId('coupon-badge').filter({ hasText: 'May Kupon' }).waitFor();

    // The one claim it had sells it out: the badge goes.
    const claimed = await context.request.post(`${baseUrl()}/api/coupons/${coupon.id}/redeem`, { headers: origin() });
    expect(claimed.status()).toBe(201);
    await page.reload();
    await cardOf(place.name).waitFor();
    expect(await cardOf(place.name).getByTestId('coupon-badge').count()).toBe(0);
  });
});

describe('the admin Coupons tab', () => {
  it('lists, searches, creates, toggles and deletes coupons, and lists partner staff', async () => {
    const word = stamp();
    const { place, staff } = await setUp(`Toggle me ${word}`);
    const page = await (await newContext(DESKTOP, DEMO_ACCOUNTS.admin)).newPage();
    await page.goto(`${baseUrl()}/admin?tab=coupons`);
    await page.getByRole('heading', { name: 'Coupon Management' }).waitFor();
    await page.getByRole('heading', { name: 'Partner Staff' }).waitFor();
    await page.getByText(staff.email).first().waitFor();

    // Search on the server.
    await page.getByLabel('Search coupons by title or description...').fill(word);
    const row = page.locator('tr').filter({ hasText: `Toggle me ${word}` });
    await row.getByText('15% OFF').waitFor();
    await row.getByText('0 / 50 claimed').waitFor();

    // Toggle active off.
    await row.getByRole('switch', { name: `Active: Toggle me ${word}` }).click();
    await page.getByText('Coupon Updated').first().waitFor();
    await row.getByTestId('coupon-status').filter({ hasText: 'Inactive' }).waitFor();

    // Create one through the dialog.
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
    await dialog.getByLabel('Title').fill(`Created ${word}`);
    await dialog.getByLabel('Percentage').fill('10');
    // The picker searches the server as one types; the place is chosen once it is among the answers.
    await chooseOption(page, dialog.getByLabel('Business', { exact: true }), place.name, {
      search: place.name.slice(0, 6),
    });
    // A typed date is taken on Enter (the calendar then closes and cannot cover the dialog's buttons).
    await dialog.getByLabel('Expiry date').fill('2099-06-30');
    await dialog.getByLabel('Expiry date').press('Enter');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Coupon Created').first().waitFor();
    const created = page.locator('tr').filter({ hasText: `Created ${word}` });
    await created.getByText('10% OFF').waitFor();

    // Delete after confirmation.
    await created.getByRole('button', { name: `Delete Created ${word}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Coupon Deleted').first().waitFor();
    await created.waitFor({ state: 'detached' });
  });
});
