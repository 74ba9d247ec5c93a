import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminApp } from '../app/admin-app';

function PublicHome() {
  const location = useLocation();
  return <p>Public home at {location.pathname}</p>;
}

/** Mounts the admin app the way the shell does: under /admin/* of the one router. */
function renderInShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        <Route path="*" element={<PublicHome />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Access Denied (admin until sign-in exists)', () => {
  it.each(['/admin', '/admin/users', '/admin/coupons/new'])('is shown at %s with the spec texts', (path) => {
    renderInShell(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin access required')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it("'Go Home' navigates to / in the shell's router", () => {
    renderInShell('/admin');

    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));

    expect(screen.getByText('Public home at /')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
