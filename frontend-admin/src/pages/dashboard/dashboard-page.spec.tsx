import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { activate } from '../../i18n/i18n';
import { HOME_REDIRECT_DELAY_MS, LOGIN_REDIRECT_DELAY_MS } from '../../session/admin-guard';
import type { AdminUser, Role } from '../../session/roles';
import { browserNavigation } from '../../shared/navigation';
import { json, member, mockFetch, requestsOf, withRole } from '../../test/fixtures';
import { renderInShell } from '../../test/render';

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
});

const STATS = { activeUsers: 12, totalUsers: 15, bannedUsers: 2, suspendedUsers: 1 };
const REPORT_COUNTS = { pending: 3, reviewed: 1, resolved: 7 };
const POST_FIGURES = { activeMembers: 9, todaysPosts: 2, totalPosts: 42 };

function renderAdmin(me: AdminUser | null, path = '/admin', users: AdminUser[] = [member(1)]) {
  const fetch = mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/user')
      return me
        ? json(me)
        : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 });
    if (pathname === '/api/admin/stats') return json(STATS);
    if (pathname === '/api/users') return json(users, { headers: { 'X-Total-Count': String(users.length) } });
    if (pathname === '/api/reports/stats') return json(REPORT_COUNTS);
    if (pathname === '/api/posts/stats') return json(POST_FIGURES);
    return json([], { headers: { 'X-Total-Count': '0' } });
  });
  renderInShell(path);
  return fetch;
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('admin dashboard frame (spec section 2, DESIGN.md section 4)', () => {
  it('gives an admin every tab (Reports with its pending count first) and the live stat cards', async () => {
    renderAdmin(withRole('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() =>
      expect(tabNames()).toEqual(['Reports 3 pending reports', 'Users', 'Content', 'Coupons', 'Resolved', 'Audit']),
    );
    expect(screen.getByRole('tab', { name: 'Reports 3 pending reports' }).getAttribute('aria-selected')).toBe('true');
    const cards = [
      ['Active users', '12'],
      ['Total posts', '42'],
      ['Banned users', '2'],
      ['Pending reports', '3'],
      ['Total users', '15'],
      ['Suspended users', '1'],
    ];
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-statistic-title')].map((title) => title.textContent)).toEqual(
        cards.map(([label]) => label),
      ),
    );
    for (const [label, value] of cards) {
      const card = (await screen.findByText(label)).closest('.ant-statistic')!;
      await waitFor(() => expect(card.textContent).toContain(value));
    }
    expect(screen.getByRole('link', { name: 'Back to site' }).getAttribute('href')).toBe('/');
    const logOut = screen.getByRole('button', { name: 'Log out' });
    expect(logOut.getAttribute('type')).toBe('submit');
    expect(logOut.closest('form')?.getAttribute('method')).toBe('post');
    expect(logOut.closest('form')?.getAttribute('action')).toBe('/api/logout');
    expect(screen.getByPlaceholderText('Search reports by reason or description')).toBeTruthy();
    expect(await screen.findByText('No reports to review')).toBeTruthy();
  });

  it('gives an editor only the Content tab and no user figures', async () => {
    const fetch = renderAdmin(withRole('editor'));
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(tabNames()).toEqual(['Content']);
    expect(screen.queryByText('Active users')).toBeNull();
    const paths = requestsOf(fetch).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain('/api/admin/stats');
    expect(paths).not.toContain('/api/users');
    expect(paths).not.toContain('/api/reports/stats');
    expect(paths).not.toContain('/api/reports/queue');
  });

  it('gives a moderator the figures and only the Reports and Resolved tabs (DESIGN.md 4)', async () => {
    const fetch = renderAdmin(withRole('moderator'), '/admin?tab=users');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    await waitFor(() => expect(tabNames()).toEqual(['Reports 3 pending reports', 'Resolved']));
    expect(await screen.findByText('Active users')).toBeTruthy();
    expect(await screen.findByText('No reports to review')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved reports')).toBeTruthy();
    const paths = requestsOf(fetch).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain('/api/users');
    expect(paths).not.toContain('/api/admin/audit');
  });

  it('opens the tab named in the address (?tab=audit for an admin)', async () => {
    renderAdmin(withRole('admin'), '/admin?tab=audit');
    expect(await screen.findByRole('combobox', { name: 'Action' })).toBeTruthy();
    expect(await screen.findByText('No audit entries yet')).toBeTruthy();
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
      if (sessionEnded)
        return json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 });
      if (pathname === '/api/users') return json([member(1)], { headers: { 'X-Total-Count': '1' } });
      return json(STATS);
    });
    renderInShell('/admin?tab=users');
    await screen.findByText('member1@example.com');
    sessionEnded = true;
    fireEvent.change(screen.getByPlaceholderText('Search users by name or email'), { target: { value: 'cruz' } });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeTruthy();
    expect(screen.queryByText('Public home at /')).toBeNull();
    await waitFor(() => expect(screen.getByText('Public home at /')).toBeTruthy(), {
      timeout: HOME_REDIRECT_DELAY_MS + 1000,
    });
    expect(screen.getByText('Public home at /')).toBeTruthy();
  });
});

describe('languages (English default, Filipino)', () => {
  it('switches the whole dashboard to Filipino from the header, remembered in the tara.lang cookie and <html lang>', async () => {
    renderAdmin(withRole('admin'), '/admin?tab=users', [member(1, { createdAt: '2026-11-20T04:00:00.000Z' })]);
    await screen.findByText('member1@example.com');
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByTitle('Filipino'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard ng Admin' })).toBeTruthy();
    expect(document.cookie).toContain('tara.lang=fil');
    expect(document.documentElement.lang).toBe('fil');
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Mga Ulat 3 naghihintay na ulat',
        'Mga Gumagamit',
        'Nilalaman',
        'Mga Kupon',
        'Nalutas',
        'Talaan ng Aksiyon',
      ]),
    );
    const row = screen.getByText('member1@example.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('Nob 20, 2026')).toBeTruthy();
    expect(within(row).getByTestId('user-status').textContent).toBe('Aktibo');
    expect(within(row).getByRole('button', { name: 'Suspindihin si member1@example.com' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Tungkulin' })).toBeTruthy();
    expect(screen.getByText('Aktibong gumagamit')).toBeTruthy();
    expect(screen.getByText('Kabuuang post')).toBeTruthy();
    expect(screen.getByText('Mga naghihintay na ulat')).toBeTruthy();
    expect(screen.getByPlaceholderText('Hanapin ang gumagamit ayon sa pangalan o email')).toBeTruthy();
    expect(document.title).toBe('Dashboard ng Admin — Tara Pampanga');
    // Ant Design's own texts (pagination) follow too.
    expect(screen.getByTitle('Susunod na Pahina')).toBeTruthy();
  });

  it('opens in Filipino when the cookie says so, with the error codes it knows translated', async () => {
    setLanguage('fil');
    await activate('fil');
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/user') return json(withRole('admin'));
      if (pathname === '/api/admin/stats') return json(STATS);
      if (request.method === 'PATCH')
        return json(
          { statusCode: 409, code: 'LAST_ADMIN', message: 'The last admin cannot be demoted' },
          { status: 409 },
        );
      return json([member(1)], { headers: { 'X-Total-Count': '1' } });
    });
    renderInShell('/admin?tab=users');
    const row = (await screen.findByText('member1@example.com')).closest('tr') as HTMLElement;
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Tagapamagitan'));
    expect(await screen.findByText('Hindi maaaring ibaba ang huling admin')).toBeTruthy();
    expect(screen.getByText('May Mali')).toBeTruthy();
  });
});
