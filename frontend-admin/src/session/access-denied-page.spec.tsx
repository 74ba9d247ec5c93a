import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { Role } from '../session/roles';
import { json, mockFetch, withRole } from '../test/fixtures';
import { renderInShell } from '../test/render';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Access Denied (signed in without a dashboard role, DESIGN.md section 4)', () => {
  it.each<[string, Role]>([
    ['/admin', 'user'],
    ['/admin', 'verified_blogger'],
    ['/admin/users', 'user'],
  ])('is shown at %s to a %s with the spec texts', async (path, role) => {
    mockFetch(() => json(withRole(role)));
    renderInShell(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin access required')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it("'Go Home' navigates to / in the shell's router", async () => {
    mockFetch(() => json(withRole('user')));
    renderInShell('/admin');

    fireEvent.click(await screen.findByRole('button', { name: 'Go Home' }));

    expect(screen.getByText('Public home at /')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
