import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminApp } from '../../app/admin-app';
import { HOME_REDIRECT_DELAY_MS, LOGIN_REDIRECT_DELAY_MS } from '../../session/admin-guard';
import type { AdminUser, Role } from '../../session/roles';
import { browserNavigation } from '../../shared/navigation';
import { json, member, mockFetch, requestsOf, withRole } from '../../test/fixtures';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const STATS = { activeUsers: 12, totalUsers: 15, bannedUsers: 2, suspendedUsers: 1 };

function PublicHome() {
  const { pathname } = useLocation();
  return <p>Public home at {pathname}</p>;
}

function renderAdmin(me: AdminUser | null, path = '/admin', users: AdminUser[] = [member(1)]) {
  const fetch = mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/user') return me ? json(me) : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 });
    if (pathname === '/api/admin/stats') return json(STATS);
    if (pathname === '/api/users') return json(users, { headers: { 'X-Total-Count': String(users.length) } });
    return json([]);
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        <Route path="*" element={<PublicHome />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('admin dashboard frame (spec section 2, DESIGN.md section 4)', () => {
  it('gives an admin the Users and Content tabs and the live stat cards', async () => {
    renderAdmin(withRole('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(tabNames()).toEqual(['Users', 'Content']));
    for (const [label, value] of [
      ['Active users', '12'],
      ['Total users', '15'],
      ['Banned users', '2'],
      ['Suspended users', '1'],
    ]) {
      const card = (await screen.findByText(label)).closest('.ant-statistic')!;
      await waitFor(() => expect(card.textContent).toContain(value));
    }
    expect(screen.getByRole('link', { name: 'Back to site' }).getAttribute('href')).toBe('/');
    expect(screen.getByPlaceholderText('Search users by name or email')).toBeTruthy();
  });

  it('gives an editor only the Content tab and no user figures', async () => {
    const fetch = renderAdmin(withRole('editor'));
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(tabNames()).toEqual(['Content']);
    expect(screen.queryByText('Active users')).toBeNull();
    const paths = requestsOf(fetch).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain('/api/admin/stats');
    expect(paths).not.toContain('/api/users');
  });

  it('gives a moderator the dashboard with the figures and no tabs of other roles', async () => {
    renderAdmin(withRole('moderator'));
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(tabNames()).toEqual([]);
    expect(await screen.findByText('Active users')).toBeTruthy();
    expect(screen.getByText('There are no sections for your role yet.')).toBeTruthy();
  });

  it.each<Role>(['user', 'verified_blogger'])('shows Access Denied to a %s', async (role) => {
    renderAdmin(withRole(role));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('sends a signed-out visitor to sign-in 500 ms after the Unauthorized toast, returning to the admin page', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderAdmin(null, '/admin?tab=users');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin%3Ftab%3Dusers'));
  });

  it("answers a 401 from an admin call with 'Admin access required. Redirecting...' and goes home", async () => {
    let sessionEnded = false;
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/user') return json(withRole('admin'));
      if (sessionEnded) return json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 });
      if (pathname === '/api/users') return json([member(1)], { headers: { 'X-Total-Count': '1' } });
      return json(STATS);
    });
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
          <Route path="*" element={<PublicHome />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('member1@example.com');
    sessionEnded = true;
    fireEvent.change(screen.getByPlaceholderText('Search users by name or email'), { target: { value: 'cruz' } });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeTruthy();
    expect(screen.queryByText('Public home at /')).toBeNull();
    await waitFor(() => expect(screen.getByText('Public home at /')).toBeTruthy(), { timeout: HOME_REDIRECT_DELAY_MS + 1000 });
    expect(screen.getByText('Public home at /')).toBeTruthy();
  });
});
