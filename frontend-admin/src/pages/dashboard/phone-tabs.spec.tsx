import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockFetch, withRole } from '../../test/fixtures';
import { renderInShell } from '../../test/render';

afterEach(() => {
  jest.restoreAllMocks();
  window.innerWidth = 1024;
});

/** The dashboard at 360 px with a backend that answers every list empty. */
function renderPhoneDashboard(path = '/admin') {
  window.innerWidth = 360;
  mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/user') return json(withRole('admin'));
    if (pathname === '/api/admin/stats')
      return json({ activeUsers: 1, totalUsers: 1, bannedUsers: 0, suspendedUsers: 0 });
    if (pathname === '/api/reports/stats') return json({ pending: 2, reviewed: 0, resolved: 0 });
    if (pathname === '/api/posts/stats') return json({ activeMembers: 1, todaysPosts: 0, totalPosts: 5 });
    return json([], { headers: { 'X-Total-Count': '0' } });
  });
  renderInShell(path);
}

describe('dashboard tabs on a 360 px phone', () => {
  it('wraps every tab into sight (no more menu) as a keyboard-operable tab list tied to its panel', async () => {
    renderPhoneDashboard();
    const list = await screen.findByRole('tablist', { name: 'Sections' });
    expect(document.querySelector('.ant-tabs-nav-operations')).toBeNull();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0].textContent).toMatch(/^Reports/);
    expect(list.contains(tabs[0])).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Reports/ }).textContent).toBe('Reports 2 pending reports'),
    );
    const reports = screen.getByRole('tab', { name: /^Reports/ });
    expect(reports.getAttribute('aria-selected')).toBe('true');
    expect(reports.tabIndex).toBe(0);
    const panel = document.getElementById(reports.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(reports.id);

    reports.focus();
    fireEvent.keyDown(reports, { key: 'ArrowRight' });
    const users = screen.getByRole('tab', { name: 'Users' });
    await waitFor(() => expect(users.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(users);
    expect(await screen.findByRole('button', { name: 'Create User' })).toBeTruthy();

    fireEvent.keyDown(users, { key: 'End' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Audit' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Audit' }), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Reports/ }).getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved reports')).toBeTruthy();
  });
});
