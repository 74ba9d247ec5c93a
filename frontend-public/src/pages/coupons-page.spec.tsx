import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import type { CurrentUser } from '../features/auth/auth.api';
import { GRADIENT_COUNT, gradientIndex } from '../features/coupons/coupon-display';
import { claimFixture, couponFixture } from '../features/coupons/coupons.fixture';
import type { Claim, Coupon } from '../features/coupons/coupons.api';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';

afterEach(() => {
  jest.restoreAllMocks();
});

const member = userFixture({ firstName: 'Liza', role: 'user' });
const STATS = { availableDeals: 11, claimedByMe: 2, partnerLocations: 9 };

type Handler = (request: Request, url: URL) => Response | Promise<Response | undefined> | undefined;

/** The API of /coupons: stats, the coupons from `coupons`, the member's claims from `claims`, and `extra` first. */
function couponsApi({
  user = member,
  coupons = [couponFixture()],
  claims = [],
  extra,
}: { user?: CurrentUser | null; coupons?: Coupon[]; claims?: Claim[]; extra?: Handler } = {}) {
  return mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      const answer = await extra?.(request, url);
      if (answer) return answer;
      if (url.pathname === '/api/coupons/stats') return jsonResponse(STATS);
      if (url.pathname === '/api/coupons' && request.method === 'GET') return listResponse(coupons);
      if (url.pathname === '/api/user/coupons') return listResponse(claims);
      return new Response(null, { status: 404 });
    }),
  );
}

const requests = (fetch: ReturnType<typeof mockFetch>, path: string, method = 'GET') =>
  requestsOf(fetch).filter((request) => new URL(request.url).pathname === path && request.method === method);

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

const COUPONS: Coupon[] = [
  couponFixture(),
  couponFixture({
    id: 'c2',
    title: '₱150 off a Clark tandem ride',
    discountType: 'fixed_amount',
    discountValue: 150,
    category: 'activity',
    expiresAt: null,
    maxRedemptions: null,
  }),
  couponFixture({
    id: 'c3',
    title: 'Tocino pasalubong promo',
    discountType: 'bogo',
    discountValue: null,
    category: 'shopping',
  }),
  couponFixture({
    id: 'c4',
    title: 'Old festival deal',
    discountType: 'fixed',
    discountValue: 12.5,
    expiresAt: '2026-01-01T00:00:00.000Z',
    isExpired: true,
  }),
  couponFixture({ id: 'c5', title: 'Mystery deal', discountType: 'percentage', discountValue: null }),
];

describe('/coupons: Available Deals', () => {
  it("shows 'Exclusive Travel Deals', live stat cards, 6 skeletons while loading, then the cards with the spec's labels", async () => {
    let respond: (response: Response) => void = () => undefined;
    couponsApi({
      extra: (request, url) =>
        url.pathname === '/api/coupons' ? new Promise<Response>((resolve) => (respond = resolve)) : undefined,
    });
    renderCatalogApp('/coupons');

    expect(await screen.findByRole('heading', { level: 1, name: 'Exclusive Travel Deals' })).toBeTruthy();
    expect(await screen.findAllByTestId('coupon-skeleton')).toHaveLength(6);
    const stats = screen.getByRole('list', { name: 'Deal figures' });
    await waitFor(() =>
      expect(
        within(stats)
          .getAllByTestId('stat-value')
          .map((value) => value.textContent),
      ).toEqual(['11', '2', '9']),
    );
    expect(within(stats).getByText('Available Deals')).toBeTruthy();
    expect(within(stats).getByText('Coupons Claimed')).toBeTruthy();
    expect(within(stats).getByText('Partner Locations')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Available Deals', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Coupons', selected: false })).toBeTruthy();

    await act(async () => respond(listResponse(COUPONS)));
    const percent = await cardOf('20% off Kapampangan lunch sets');
    expect(within(percent).getByText('20% OFF')).toBeTruthy();
    expect(within(percent).getByText('Restaurants')).toBeTruthy();
    expect(within(percent).getByText('Expires Dec 31, 2099')).toBeTruthy();
    expect(within(percent).getByTestId('claim-counter').textContent).toBe('42 / 100 claimed');
    expect(within(percent).getByRole('link', { name: "Aling Lucing's Sisig" }).getAttribute('href')).toBe(
      '/destinations/d0000000-0000-4000-8000-000000000001',
    );
    const amount = await cardOf('₱150 off a Clark tandem ride');
    expect(within(amount).getByText('₱150 OFF')).toBeTruthy();
    expect(within(amount).getByText('No expiry')).toBeTruthy();
    expect(within(amount).queryByTestId('claim-counter')).toBeNull();
    expect(within(await cardOf('Tocino pasalubong promo')).getByText('Buy 1 Get 1')).toBeTruthy();
    const expired = await cardOf('Old festival deal');
    expect(within(expired).getByText('₱12.50 OFF')).toBeTruthy();
    expect(within(expired).getAllByText('Expired')).toHaveLength(2); // the date line and the disabled button
    expect((within(expired).getByTestId('claim-button') as HTMLButtonElement).disabled).toBe(true);
    expect(within(await cardOf('Mystery deal')).getByText('DISCOUNT')).toBeTruthy();
    expect(screen.getByText('5 deals')).toBeTruthy();
    expect(document.title).toBe('Exclusive Travel Deals — Tara Pampanga');
  });

  it('gives each coupon one of 5 gradients, the same one on every render and list', async () => {
    couponsApi({ coupons: COUPONS });
    const first = renderCatalogApp('/coupons');
    await screen.findByText('Mystery deal');
    const classes = () => screen.getAllByTestId('coupon-banner').map((banner) => banner.className);
    const before = classes();
    expect(before).toEqual(
      COUPONS.map((coupon) => `tp-coupon__banner tp-coupon__banner--${gradientIndex(coupon.id) + 1}`),
    );
    first.unmount();
    renderCatalogApp('/coupons');
    await screen.findByText('Mystery deal');
    expect(classes()).toEqual(before);
    const spread = new Set(
      Array.from({ length: 50 }, (_, index) =>
        gradientIndex(`c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
      ),
    );
    expect([...spread].every((value) => value >= 0 && value < GRADIENT_COUNT)).toBe(true);
    expect(spread.size).toBe(GRADIENT_COUNT);
  });

  it('keeps the search and the category in the URL and asks the server with them', async () => {
    const fetch = couponsApi({ coupons: COUPONS });
    const app = renderCatalogApp('/coupons?search=sisig');
    await screen.findByText('Mystery deal');
    expect((screen.getByRole('searchbox', { name: 'Search deals' }) as HTMLInputElement).value).toBe('sisig');
    const group = screen.getByRole('group', { name: 'Deal categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Restaurants', 'Hotel', 'Transport', 'Activity', 'Shopping']);
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(group).getByRole('button', { name: 'Restaurants' }));
    await waitFor(() => expect(app.search().get('category')).toBe('food'));
    expect(within(group).getByRole('button', { name: 'Restaurants' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(requests(fetch, '/api/coupons').map((request) => new URL(request.url).searchParams.toString())).toEqual([
        'search=sisig&limit=12&offset=0',
        'search=sisig&category=food&limit=12&offset=0',
      ]),
    );
    expect(app.search().get('search')).toBe('sisig');
  });

  it("says 'Showing 12 of 1,000+ deals' when the server stopped counting (X-Total-Count-Capped), and keeps loading more", async () => {
    const page1 = Array.from({ length: 12 }, (_, index) =>
      couponFixture({ id: `c${index}`, title: `Deal number ${index}` }),
    );
    couponsApi({
      extra: (request, url) =>
        url.pathname === '/api/coupons' ? listResponse(page1, 1000, { capped: true }) : undefined,
    });
    renderCatalogApp('/coupons');
    await screen.findByText('Deal number 11');
    expect(screen.getByText('Showing 12 of 1,000+ deals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it("shows 'No coupons found' when nothing matches, and a load error with Retry", async () => {
    let fail = true;
    couponsApi({
      coupons: [],
      extra: (_request, url) =>
        url.pathname === '/api/coupons' && fail
          ? new Response('down', { status: 503, statusText: 'Service Unavailable' })
          : undefined,
    });
    renderCatalogApp('/coupons');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the deals.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No coupons found' })).toBeTruthy();
  });
});

describe('/coupons: Claim', () => {
  it("claims: 'Claiming...' and disabled while pending, 'Coupon Redeemed!', then the lists, stats and My Coupons refresh", async () => {
    let finish: (response: Response) => void = () => undefined;
    let claimed = false;
    const fetch = couponsApi({
      extra: (request, url) => {
        if (url.pathname.endsWith('/redeem') && request.method === 'POST')
          return new Promise<Response>((resolve) => (finish = resolve));
        if (url.pathname === '/api/coupons' && claimed)
          return listResponse([couponFixture({ claimedByMe: true, currentRedemptions: 43 })]);
        return undefined;
      },
    });
    renderCatalogApp('/coupons');
    const card = await cardOf('20% off Kapampangan lunch sets');
    const button = within(card).getByRole('button', { name: 'Claim' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Claiming...'));
    expect(button.disabled).toBe(true);
    const redeem = requests(fetch, '/api/coupons/c0000000-0000-4000-8000-000000000001/redeem', 'POST');
    expect(redeem).toHaveLength(1);
    expect(await redeem[0].text()).toBe('');

    const listsBefore = requests(fetch, '/api/coupons').length;
    const statsBefore = requests(fetch, '/api/coupons/stats').length;
    claimed = true;
    await act(async () => finish(jsonResponse(claimFixture(), { status: 201 })));
    expect(await screen.findByText('Coupon Redeemed!')).toBeTruthy();
    expect(screen.getByText('Your coupon has been successfully redeemed.')).toBeTruthy();
    await waitFor(() => expect(within(card).getByTestId('claim-counter').textContent).toBe('43 / 100 claimed'));
    expect(within(card).getByRole('button', { name: 'Claimed' })).toHaveProperty('disabled', true);
    expect(requests(fetch, '/api/coupons').length).toBe(listsBefore + 1);
    expect(requests(fetch, '/api/coupons/stats').length).toBe(statsBefore + 1);
  });

  it.each([
    ['COUPON_EXPIRED', 'This coupon has expired.'],
    ['COUPON_INACTIVE', 'This coupon is not active right now.'],
    ['COUPON_SOLD_OUT', 'Sorry, every coupon of this deal has been claimed.'],
    ['COUPON_ALREADY_CLAIMED', 'You have already claimed this coupon. Find it in My Coupons.'],
    ['COUPON_NOT_FOUND', 'This coupon is no longer available.'],
  ])("a refused claim (%s) shows the 'Error' toast with the reason", async (code, reason) => {
    couponsApi({
      extra: (request, url) =>
        url.pathname.endsWith('/redeem')
          ? jsonResponse(
              { statusCode: code === 'COUPON_NOT_FOUND' ? 404 : 409, code, message: 'refused' },
              { status: code === 'COUPON_NOT_FOUND' ? 404 : 409 },
            )
          : undefined,
    });
    renderCatalogApp('/coupons');
    const card = await cardOf('20% off Kapampangan lunch sets');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    const toast = (await screen.findByText(reason)).closest('li') as HTMLElement;
    expect(within(toast).getByText('Error')).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false));
  });

  it("a suspended member's refusal and an unknown error show the server's words, a network failure says so", async () => {
    let answer: Response | 'network' = jsonResponse(
      { statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: 'suspended' },
      { status: 403 },
    );
    couponsApi({
      extra: (_request, url) => {
        if (!url.pathname.endsWith('/redeem')) return undefined;
        if (answer === 'network') throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    renderCatalogApp('/coupons');
    const card = await cardOf('20% off Kapampangan lunch sets');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This account is suspended for now.')).toBeTruthy();
    answer = jsonResponse({ statusCode: 400, code: 'SOMETHING_NEW', message: 'A brand-new refusal' }, { status: 400 });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false));
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('A brand-new refusal')).toBeTruthy();
    answer = 'network';
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false));
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('We could not reach Tara Pampanga. Check your connection and try again.'),
    ).toBeTruthy();
  });

  it('cannot claim an inactive, sold-out or already claimed coupon', async () => {
    const fetch = couponsApi({
      coupons: [
        couponFixture({ id: 'i1', title: 'Paused deal', isActive: false }),
        couponFixture({ id: 's1', title: 'Popular deal', currentRedemptions: 100, isSoldOut: true }),
        couponFixture({ id: 'm1', title: 'Mine already', claimedByMe: true }),
      ],
    });
    renderCatalogApp('/coupons');
    expect(within(await cardOf('Paused deal')).getByRole('button', { name: 'Not available' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(await cardOf('Popular deal')).getByRole('button', { name: 'All claimed' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(await cardOf('Mine already')).getByRole('button', { name: 'Claimed' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requestsOf(fetch).some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('/coupons: My Coupons', () => {
  it("lists the claims: 'Coupon Redeemed', 'Redeemed on {date}', the code and its QR code (the /verify link), 'Used' once used", async () => {
    couponsApi({
      claims: [
        claimFixture(),
        claimFixture({
          id: 'e2',
          code: 'ABCDE-FGHJK',
          verifyPath: '/verify?code=ABCDE-FGHJK',
          status: 'used',
          usedAt: '2026-11-21T04:30:00.000Z',
          coupon: couponFixture({
            id: 'c9',
            title: 'Petron car wash',
            businessName: 'Petron Dolores',
            businessLink: '/services/s1',
            claimedByMe: true,
          }),
        }),
      ],
    });
    const app = renderCatalogApp('/coupons');
    fireEvent.click(await screen.findByRole('tab', { name: 'My Coupons' }));
    await waitFor(() => expect(app.search().get('tab')).toBe('mine'));
    expect(screen.getByRole('tab', { name: 'My Coupons', selected: true })).toBeTruthy();

    const good = await cardOf('20% off Kapampangan lunch sets');
    expect(within(good).getByText('Coupon Redeemed')).toBeTruthy();
    expect(within(good).getByText('Redeemed on Nov 20, 2026')).toBeTruthy();
    expect(within(good).getByTestId('claim-code').textContent).toBe('7KQ2M-XH9RT');
    expect(within(good).getByTestId('claim-status').textContent).toBe('Ready to use');
    const qr = within(good).getByRole('img', { name: 'QR code of coupon code 7KQ2M-XH9RT' });
    const text = `${window.location.origin}/verify?code=7KQ2M-XH9RT`;
    expect(qr.getAttribute('data-qr-text')).toBe(text);
    // The SVG draws exactly the modules of that text's QR code, inside a 4-module quiet zone.
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);

    const used = await cardOf('Petron car wash');
    expect(within(used).getByTestId('claim-status').textContent).toBe('Used');
    expect(within(used).getByText(/on Nov 21, 2026/)).toBeTruthy();
    expect(within(used).queryByTestId('claim-qr')).toBeNull();
    expect(within(used).getByRole('link', { name: 'Petron Dolores' }).getAttribute('href')).toBe('/services/s1');
  });

  it("says 'No redeemed coupons' when the member has none", async () => {
    couponsApi({ claims: [] });
    renderCatalogApp('/coupons?tab=mine');
    expect(await screen.findByRole('heading', { name: 'No redeemed coupons' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search deals' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    couponsApi({ claims: [] });
    const app = renderCatalogApp('/coupons');
    const deals = await screen.findByRole('tab', { name: 'Available Deals' });
    fireEvent.keyDown(deals, { key: 'ArrowRight' });
    await waitFor(() => expect(app.search().get('tab')).toBe('mine'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Coupons' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    await waitFor(() => expect(app.search().get('tab')).toBeNull());
  });
});
