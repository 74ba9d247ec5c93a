import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminApp } from '../app/admin-app';
import type { Role } from '../session/roles';
import { json, mockFetch, withRole } from '../test/fixtures';

afterEach(() => {
  jest.restoreAllMocks();
});

function PublicHome() {
  const location = useLocation();
  return <p>Public home at {location.pathname}</p>;
}

/** Mounts the admin app the way the shell does: under /admin/* of the one router. */
function renderInShell(path: string, role: Role) {
  mockFetch(() => json(withRole(role)));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        <Route path="*" element={<PublicHome />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Access Denied (signed in without a dashboard role, DESIGN.md section 4)', () => {
  it.each<[string, Role]>([
    ['/admin', 'user'],
    ['/admin', 'verified_blogger'],
    ['/admin/users', 'user'],
  ])('is shown at %s to a %s with the spec texts', async (path, role) => {
    renderInShell(path, role);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin access required')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it("'Go Home' navigates to / in the shell's router", async () => {
    renderInShell('/admin', 'user');

    fireEvent.click(await screen.findByRole('button', { name: 'Go Home' }));

    expect(screen.getByText('Public home at /')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
