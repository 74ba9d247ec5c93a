import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { postFixture } from '../features/community/community.fixture';
import { couponFixture } from '../features/coupons/coupons.fixture';
import { rateLimitedMessage, translatedErrorMessage } from '../shared/api/error-messages';
import { toApiError } from '../shared/api/api-error';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import en from '../i18n/en.json';
import fil from '../i18n/fil.json';
import { i18n, t } from '../i18n/i18n';

/**
 * A write over its rate limit (issue 28.2) answers 429 RATE_LIMITED with Retry-After and details.retryAfterSeconds:
 * the app says, in the member's language, to slow down and for how long, as the toast of the action that failed.
 */
const member = userFixture({ role: 'user' });
const rateLimited = (retryAfterSeconds: number, bucket = 'likes') =>
  jsonResponse(
    {
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      details: { bucket, scope: 'account', retryAfterSeconds },
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );

afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

describe('the rate-limited message', () => {
  it('reads the wait from the answer (details, else Retry-After) and rounds it up to whole minutes', () => {
    const fromBody = toApiError({
      status: 429,
      data: JSON.stringify({ code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 61 } }),
    });
    expect(fromBody).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 61 });
    expect(translatedErrorMessage(fromBody, t, 'fallback')).toBe(
      "You're doing that too often. Please wait 2 minutes and try again.",
    );

    const headers = new Headers({ 'Retry-After': '30' });
    const fromHeader = toApiError({ status: 429, data: JSON.stringify({ code: 'RATE_LIMITED', message: 'x' }) }, {
      headers,
      statusText: '',
    } as Response);
    expect(fromHeader.retryAfterSeconds).toBe(30);
    expect(translatedErrorMessage(fromHeader, t, 'fallback')).toBe(
      "You're doing that too often. Please wait 1 minute and try again.",
    );
    expect(rateLimitedMessage(undefined, t)).toBe("You're doing that too often. Please wait 1 minute and try again.");
  });

  it('is in Filipino for a Filipino reader', () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    expect(rateLimitedMessage(3600, t)).toBe(
      'Masyadong madalas mo itong ginagawa. Maghintay ng 60 minuto at subukan ulit.',
    );
  });
});

describe('the toast of a limited write', () => {
  it('says how long to wait when a like is refused', async () => {
    mockFetch(
      withSession(member, async (request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/like')) return rateLimited(540);
        if (url.pathname === '/api/posts/stats')
          return jsonResponse({ activeMembers: 1, todaysPosts: 1, totalPosts: 1 });
        if (url.pathname === '/api/user/notices') return jsonResponse([]);
        if (url.pathname === '/api/posts' && request.method === 'GET') return listResponse([postFixture()], 1);
        return new Response(null, { status: 404 });
      }),
    );
    renderCatalogApp('/community');
    const post = (await screen.findByText(/Light traffic/, {}, { timeout: 10_000 })).closest('article') as HTMLElement;
    fireEvent.click(within(post).getByRole('button', { name: 'Like' }));
    expect(
      await screen.findByText(
        "You're doing that too often. Please wait 9 minutes and try again.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says how long to wait when a coupon claim is refused, in Filipino for a Filipino reader', async () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    setLanguage('fil');
    mockFetch(
      withSession(member, async (request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/redeem')) return rateLimited(1800, 'claims');
        if (url.pathname === '/api/coupons/stats')
          return jsonResponse({ availableDeals: 1, claimedByMe: 0, partnerLocations: 1 });
        if (url.pathname === '/api/coupons' && request.method === 'GET') return listResponse([couponFixture()]);
        if (url.pathname === '/api/user/coupons') return listResponse([]);
        return new Response(null, { status: 404 });
      }),
    );
    renderCatalogApp('/coupons');
    const card = (await screen.findByRole('heading', { name: couponFixture().title }, { timeout: 10_000 })).closest(
      'article',
    ) as HTMLElement;
    fireEvent.click(
      within(card)
        .getAllByRole('button')
        .find((button) => button.textContent === fil['coupons.claim']) as HTMLElement,
    );
    expect(
      await screen.findByText(
        'Masyadong madalas mo itong ginagawa. Maghintay ng 30 minuto at subukan ulit.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });
});
