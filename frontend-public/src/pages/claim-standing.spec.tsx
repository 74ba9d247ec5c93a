import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import type { CurrentUser } from '../features/auth/auth.api';
import { couponFixture } from '../features/coupons/coupons.fixture';
import { AUTH_USER_PATH, userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import en from '../i18n/en.json';
import fil from '../i18n/fil.json';
import { i18n } from '../i18n/i18n';

/**
 * Issue 28.8: a suspended member saw an enabled Claim button, which then failed. The app knows the member's standing
 * from GET /api/auth/user (isBanned, isSuspended, suspendedUntil): Claim is disabled with why and until when, and a
 * write refused because the member was suspended meanwhile makes the app read the standing again.
 */
const member = userFixture({ firstName: 'Liza', role: 'user' });
const UNTIL = '2099-12-01T04:00:00.000Z';
const suspended = userFixture({ ...member, isSuspended: true, suspendedUntil: UNTIL });

afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

/** The coupons API, with the current user read from `state.user` at every request. */
function couponsApi(state: { user: CurrentUser }, redeem: () => Response = () => jsonResponse({}, { status: 201 })) {
  const coupons = withSession(state.user, async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/redeem')) return redeem();
    if (url.pathname === '/api/coupons/stats')
      return jsonResponse({ availableDeals: 1, claimedByMe: 0, partnerLocations: 1 });
    if (url.pathname === '/api/coupons' && request.method === 'GET') return listResponse([couponFixture()]);
    if (url.pathname === '/api/user/coupons') return listResponse([]);
    return new Response(null, { status: 404 });
  });
  return mockFetch((request) =>
    new URL(request.url).pathname === AUTH_USER_PATH ? jsonResponse(state.user) : coupons(request),
  );
}

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).closest('article') as HTMLElement;

describe('Claim and the member standing', () => {
  it('is disabled for a suspended member, saying until when, and never asks the server', async () => {
    const fetch = couponsApi({ user: suspended });
    renderCatalogApp('/coupons');
    const card = await cardOf(couponFixture().title);
    const claim = within(card).getByTestId('claim-button') as HTMLButtonElement;
    await waitFor(() => expect(claim.disabled).toBe(true));
    const why = within(card).getByTestId('claim-restricted');
    expect(why.textContent).toMatch(
      /^Your account is suspended until Dec 1, 2099.*You cannot claim coupons until then\.$/,
    );
    expect(claim.getAttribute('aria-describedby')).toContain(why.id);
    fireEvent.click(claim);
    expect(requestsOf(fetch).some((request) => new URL(request.url).pathname.endsWith('/redeem'))).toBe(false);
  });

  it('says it in Filipino for a Filipino reader', async () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    setLanguage('fil');
    couponsApi({ user: suspended });
    renderCatalogApp('/coupons');
    const card = await cardOf(couponFixture().title);
    expect((await within(card).findByTestId('claim-restricted')).textContent).toMatch(
      /^Suspendido ang iyong account hanggang .*2099/,
    );
  });

  it('is disabled for a banned member', async () => {
    couponsApi({ user: userFixture({ ...member, isBanned: true }) });
    renderCatalogApp('/coupons');
    const card = await cardOf(couponFixture().title);
    expect((await within(card).findByTestId('claim-restricted')).textContent).toBe(
      'Your account is banned. You cannot claim coupons.',
    );
  });

  it('stays enabled in good standing', async () => {
    couponsApi({ user: member });
    renderCatalogApp('/coupons');
    const card = await cardOf(couponFixture().title);
    expect((within(card).getByTestId('claim-button') as HTMLButtonElement).disabled).toBe(false);
    expect(within(card).queryByTestId('claim-restricted')).toBeNull();
  });

  it('a member suspended meanwhile: the 403 ACCOUNT_SUSPENDED makes the app read the standing again, and Claim turns off', async () => {
    const state = { user: member };
    couponsApi(state, () => {
      state.user = suspended; // a moderator acted between the page load and the click
      return jsonResponse({ statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: 'suspended' }, { status: 403 });
    });
    renderCatalogApp('/coupons');
    const card = await cardOf(couponFixture().title);
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await within(card).findByTestId('claim-restricted', {}, { timeout: 5_000 })).toBeTruthy();
    expect((within(card).getByTestId('claim-button') as HTMLButtonElement).disabled).toBe(true);
  });
});
