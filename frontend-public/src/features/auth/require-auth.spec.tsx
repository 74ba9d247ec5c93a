import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { setSignedInHint, userFixture, withSession } from '../../test/auth.fixture';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithStore } from '../../test/render-with-store';
import { authApi } from './auth.api';
import { LOGIN_REDIRECT_DELAY_MS, RequireAuth } from './require-auth';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A store whose current-user query has already answered (401 when `user` is null). */
async function storeWithSession(user: ReturnType<typeof userFixture> | null) {
  mockFetch(withSession(user));
  const store = makeStore();
  await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  return store;
}

const page = (
  <RequireAuth fallback={<p>Loading the community…</p>}>
    <h1>Community</h1>
  </RequireAuth>
);

describe('RequireAuth (spec section 2, DESIGN.md 2b)', () => {
  it('toasts Unauthorized, then after exactly 500 ms goes to /api/login with the path and query as returnTo', async () => {
    const store = await storeWithSession(null);
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    jest.useFakeTimers();

    renderWithStore(page, { path: '/community?filter=traffic', store });

    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Unauthorized');
    expect(toast.textContent).toContain('You are logged out. Logging in again...');
    expect(screen.queryByRole('heading', { name: 'Community' })).toBeNull();
    expect(screen.getByText('Loading the community…')).toBeTruthy();

    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fcommunity%3Ffilter%3Dtraffic');
  });

  it('shows the page to a signed-in user without toast or redirect', async () => {
    const store = await storeWithSession(userFixture());
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    jest.useFakeTimers();

    renderWithStore(page, { path: '/community', store });

    expect(screen.getByRole('heading', { name: 'Community' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the fallback while the current user loads, and neither toasts nor redirects yet', async () => {
    setSignedInHint(true); // a session to ask about
    mockFetch(() => new Promise<Response>(() => undefined));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);

    renderWithStore(page, { path: '/coupons' });

    expect(screen.getByText('Loading the community…')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
