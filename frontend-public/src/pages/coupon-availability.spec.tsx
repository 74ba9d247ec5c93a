import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Coupon } from '../features/coupons/coupons.api';
import { couponFixture } from '../features/coupons/coupons.fixture';
import { reviewsServer } from '../features/reviews/reviews.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { destinationFixture } from '../test/destinations.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';

/**
 * Issue 31.5: a place's card ('Coupon Available', the server's hasActiveCoupon) and its page's 'Available Coupons' (the
 * coupons the server calls isAvailable) say the same for a coupon in every state; neither judges it by itself.
 */
const PLACE = destinationFixture();

const STATES: ReadonlyArray<[state: string, coupon: Partial<Coupon>, available: boolean]> = [
  ['active', {}, true],
  ['one left', { maxRedemptions: 10, currentRedemptions: 9 }, true],
  ['sold out', { maxRedemptions: 10, currentRedemptions: 10, isSoldOut: true }, false],
  ['inactive', { isActive: false }, false],
  ['expired', { isExpired: true, expiresAt: '2026-01-31T15:59:59.999Z' }, false],
];

afterEach(() => {
  jest.restoreAllMocks();
});

/** The server as the backend answers (isAvailable and hasActiveCoupon from one rule), listing the coupon either way. */
function serverWith(coupon: Coupon) {
  mockFetch(
    withSession(userFixture(), (request) => {
      const path = new URL(request.url).pathname;
      const place = destinationFixture({ hasActiveCoupon: coupon.isAvailable });
      if (path === '/api/destinations') return listResponse([place]);
      if (path === `/api/destinations/${PLACE.id}`) return jsonResponse(place);
      if (path === '/api/coupons') return listResponse([coupon]);
      // The page's reviews section, as the server answers for a place nobody has reviewed.
      if (path.startsWith('/api/reviews')) return reviewsServer([])(request);
      return listResponse([]);
    }),
  );
}

describe("a place's card and its page agree on its coupon", () => {
  it.each(STATES)('%s', async (_state, overrides, available) => {
    const coupon = couponFixture({ businessId: PLACE.id, destinationId: PLACE.id, ...overrides });
    expect(coupon.isAvailable).toBe(available);
    serverWith(coupon);

    const list = renderCatalogApp('/destinations');
    const card = (await screen.findByRole('heading', { name: PLACE.name }, { timeout: 10_000 })).closest(
      'article',
    ) as HTMLElement;
    const badge = within(card).queryByTestId('coupon-badge') !== null;
    list.unmount();

    renderCatalogApp(`/destinations/${PLACE.id}`);
    const panel = await screen.findByTestId('available-coupons', {}, { timeout: 10_000 });
    await within(panel).findByText(available ? coupon.title : 'No coupons found', {}, { timeout: 10_000 });
    const listed = within(panel).queryAllByTestId('place-coupon').length > 0;

    expect({ badge, listed }).toEqual({ badge: available, listed: available });
  });
});
