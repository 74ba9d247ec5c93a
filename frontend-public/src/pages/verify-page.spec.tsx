import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderCatalogApp } from '../test/catalog-test-kit';
import type { CurrentUser } from '../features/auth/auth.api';
import { codeCheckFixture } from '../features/coupons/coupons.fixture';
import type { CodeCheck, StaffAssignment } from '../features/coupons/coupons.api';
import { adminFixture, userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';

afterEach(() => {
  jest.restoreAllMocks();
});

const staff = userFixture({ firstName: 'Teresita', email: 'teresita.pangilinan@example.com' });
const ASSIGNMENTS: StaffAssignment[] = [
  {
    id: 'a1',
    member: { id: staff.id, email: staff.email, displayName: 'Teresita Pangilinan' },
    businessType: 'destination',
    businessId: 'd0000000-0000-4000-8000-000000000001',
    businessName: "Aling Lucing's Sisig",
    businessLink: '/destinations/d0000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
];

type Handler = (request: Request, url: URL) => Response | Promise<Response | undefined> | undefined;

/** The counter's API: the check answers `check` (or `extra` first), the staff's counters `ASSIGNMENTS`. */
function counterApi({
  user = staff,
  check = codeCheckFixture(),
  extra,
}: { user?: CurrentUser; check?: CodeCheck; extra?: Handler } = {}) {
  const state = { check };
  const fetch = mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      const answer = await extra?.(request, url);
      if (answer) return answer;
      if (url.pathname === '/api/user/staff-assignments') return jsonResponse(ASSIGNMENTS);
      if (url.pathname === `/api/coupon-codes/${state.check.code}` && request.method === 'GET')
        return jsonResponse(state.check);
      if (url.pathname === `/api/coupon-codes/${state.check.code}/use` && request.method === 'POST') {
        if (state.check.usedAt) {
          return jsonResponse(
            {
              statusCode: 409,
              code: 'COUPON_CODE_ALREADY_USED',
              message: 'used',
              details: { usedAt: state.check.usedAt },
            },
            { status: 409 },
          );
        }
        state.check = { ...state.check, status: 'used', usable: false, usedAt: '2026-11-22T06:15:00.000Z' };
        return jsonResponse(state.check);
      }
      return jsonResponse({ statusCode: 404, code: 'COUPON_CODE_NOT_FOUND', message: 'No such code' }, { status: 404 });
    }),
  );
  return { fetch, state };
}

const requests = (fetch: ReturnType<typeof mockFetch>, path: string, method = 'GET') =>
  requestsOf(fetch).filter((request) => new URL(request.url).pathname === path && request.method === method);

describe('/verify: the partner counter', () => {
  it("opens a QR link: the coupon, the member's first name, 'still good'; 'Mark as used' once, then it says when", async () => {
    const { fetch } = counterApi();
    renderCatalogApp('/verify?code=7KQ2M-XH9RT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a coupon code' })).toBeTruthy();
    const result = await screen.findByTestId('verify-result');
    expect(within(result).getByTestId('verify-status').textContent).toBe('Still good: you can mark it as used.');
    expect(within(result).getByTestId('verify-member').textContent).toBe('Liza');
    expect(within(result).getByText('20% off Kapampangan lunch sets')).toBeTruthy();
    expect(within(result).getByRole('link', { name: "Aling Lucing's Sisig" })).toBeTruthy();
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('7KQ2M-XH9RT');
    // The staff member's counters.
    expect(await screen.findByRole('heading', { name: 'You check codes for' })).toBeTruthy();

    fireEvent.click(within(result).getByRole('button', { name: 'Mark as used' }));
    expect(await screen.findByText('Marked as used')).toBeTruthy();
    expect(screen.getByText('Code 7KQ2M-XH9RT is now used.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('verify-status').textContent).toMatch(/^Already used on Nov 22, 2026/),
    );
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
    expect(requests(fetch, '/api/coupon-codes/7KQ2M-XH9RT/use', 'POST')).toHaveLength(1);
  });

  it('a code used meanwhile (another counter) is refused with the reason and then shows when it was used', async () => {
    const { state } = counterApi();
    renderCatalogApp('/verify?code=7KQ2M-XH9RT');
    const button = await screen.findByRole('button', { name: 'Mark as used' });
    state.check = { ...state.check, usedAt: '2026-11-22T01:00:00.000Z' };
    fireEvent.click(button);
    expect((await screen.findAllByText('This code has already been used.')).length).toBeGreaterThan(0);
  });

  it('takes a typed code in any case, with or without the dash, and refuses what cannot be a code without asking', async () => {
    const { fetch } = counterApi();
    const app = renderCatalogApp('/verify');
    const input = await screen.findByLabelText('Coupon code');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 10-character code, for example 7KQ2M-XH9RT.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(requestsOf(fetch).some((request) => new URL(request.url).pathname.startsWith('/api/coupon-codes'))).toBe(
      false,
    );

    fireEvent.change(input, { target: { value: '7kq2mxh9rt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() => expect(app.search().get('code')).toBe('7KQ2M-XH9RT'));
    expect(await screen.findByTestId('verify-result')).toBeTruthy();
    expect(requests(fetch, '/api/coupon-codes/7KQ2M-XH9RT')).toHaveLength(1);
  });

  it("clears a checked code's result (and its 'Mark as used') when another code is typed, or fails to check", async () => {
    const { fetch } = counterApi();
    renderCatalogApp('/verify?code=7KQ2M-XH9RT');
    const input = await screen.findByLabelText('Coupon code');
    expect(await screen.findByRole('button', { name: 'Mark as used' })).toBeTruthy();

    // Typing: the previous code's card goes at once.
    fireEvent.change(input, { target: { value: '7KQ2M-XH9R' } });
    expect(screen.queryByTestId('verify-result')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();

    // A typed code that cannot be one: the format error, no card.
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 10-character code, for example 7KQ2M-XH9RT.',
    );
    expect(screen.queryByTestId('verify-result')).toBeNull();

    // The good code again, then an unknown one: its refusal replaces the card.
    fireEvent.change(input, { target: { value: '7KQ2M-XH9RT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByRole('button', { name: 'Mark as used' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByTestId('verify-error')).textContent).toContain('No coupon has this code.');
    expect(screen.queryByTestId('verify-result')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
    expect(requests(fetch, '/api/coupon-codes/7KQ2M-XH9RT/use', 'POST')).toHaveLength(0);
  });

  it.each([
    [404, 'COUPON_CODE_NOT_FOUND', 'No coupon has this code. Check the letters and try again.'],
    [403, 'NOT_PARTNER_STAFF', 'Only partner staff assigned by an admin can check coupon codes.'],
    [403, 'NOT_STAFF_OF_THIS_BUSINESS', "This code belongs to another partner's coupon."],
  ])('a refused check (%s %s) says why', async (status, code, text) => {
    counterApi({
      extra: (_request, url) =>
        url.pathname.startsWith('/api/coupon-codes/')
          ? jsonResponse({ statusCode: status, code, message: 'refused' }, { status })
          : undefined,
    });
    renderCatalogApp('/verify?code=ABCDE-FGHJK');
    expect((await screen.findByTestId('verify-error')).textContent).toContain(text);
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
  });

  it('an expired or withdrawn code does not verify, and an admin is told they may check any code', async () => {
    counterApi({ user: adminFixture(), check: codeCheckFixture({ status: 'expired', usable: false }) });
    renderCatalogApp('/verify?code=7KQ2M-XH9RT');
    expect((await screen.findByTestId('verify-status')).textContent).toBe('Not valid: the coupon has expired.');
    expect(screen.queryByRole('button', { name: 'Mark as used' })).toBeNull();
    expect(screen.getByText('As an admin you can check the codes of every partner.')).toBeTruthy();
  });
});
