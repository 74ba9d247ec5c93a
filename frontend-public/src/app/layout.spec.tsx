import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LocationProbe } from '../test/render-with-store';
import { PublicApp } from './public-app';
import { adminFixture, setSignedInHint, userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';
import type { CurrentUser } from '../features/auth/auth.api';

afterEach(() => {
  jest.restoreAllMocks();
});

/** Signed in as `user`; every other call answers an empty list. */
function signedIn(user: CurrentUser, path = '/nowhere') {
  mockFetch(withSession(user, () => jsonResponse([])));
  return renderPublicApp(path);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);

describe('signed-in navigation (spec sections 1 and 2)', () => {
  it('shows the links of spec section 2 without Admin for a plain user', async () => {
    signedIn(userFixture());
    await waitFor(() => expect(mainNav()).toBeTruthy());
    expect(hrefs(mainNav())).toEqual([
      ['Destinations', '/destinations'],
      ['Services', '/services'],
      ['Community', '/community'],
      ['Coupons', '/coupons'],
    ]);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('adds Admin (/admin) for admins, in the bar and in the mobile menu', async () => {
    signedIn(adminFixture());
    await waitFor(() => expect(mainNav()).toBeTruthy());
    expect(hrefs(mainNav())).toContainEqual(['Admin', '/admin']);
    expect(hrefs(screen.getByRole('navigation', { name: 'Menu', hidden: true }))).toContainEqual(['Admin', '/admin']);
  });

  it.each([
    ['editor', userFixture({ role: 'editor' })],
    ['moderator', userFixture({ role: 'moderator' })],
  ])('gives no Admin link to a %s (isAdmin is the gate)', async (_role, user) => {
    signedIn(user);
    await waitFor(() => expect(mainNav()).toBeTruthy());
    expect(screen.queryAllByRole('link', { name: 'Admin', hidden: true })).toHaveLength(0);
  });

  it('has the search box with the spec placeholder; submitting opens /destinations?q= (no search call)', async () => {
    const fetch = mockFetch(withSession(userFixture(), () => jsonResponse([])));
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <PublicApp basename="/" />
        <LocationProbe />
      </MemoryRouter>,
    );
    const [box] = await screen.findAllByPlaceholderText('Search places, food, services...');
    expect(box.getAttribute('type')).toBe('search');
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
    const callsBefore = fetch.mock.calls.length;
    fireEvent.change(box, { target: { value: 'sisig Angeles' } });
    expect(fetch.mock.calls.length).toBe(callsBefore);
    // React builds FormData(form) for the navigation's transition; the test environment's FormData (Node's)
    // cannot read a form element, so it gets a stand-in for this submit.
    const NodeFormData = window.FormData;
    window.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    } as typeof FormData;
    try {
      fireEvent.submit(box.closest('form')!);
    } finally {
      window.FormData = NodeFormData;
    }
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/destinations?q=sisig%20Angeles'));
  });

  it('has a Post button to /community', async () => {
    signedIn(userFixture());
    const post = await screen.findByRole('link', { name: 'Post' });
    expect(post.getAttribute('href')).toBe('/community#compose');
  });

  it('opens the profile menu: Profile and Settings disabled, Admin Dashboard for admins, Log out posting to /api/logout', async () => {
    signedIn(adminFixture());
    const button = await screen.findByRole('button', { name: 'Account menu for Ana Dizon' });
    expect(button.textContent).toBe('A');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.replace('Coming soon', '').trim())).toEqual([
      'Profile',
      'Settings',
      'Admin Dashboard',
      'Log out',
    ]);
    expect(items[0].getAttribute('aria-disabled')).toBe('true');
    expect(items[1].getAttribute('aria-disabled')).toBe('true');
    expect(items[2].getAttribute('href')).toBe('/admin');
    const logout = items[3].closest('form');
    expect(items[3].getAttribute('type')).toBe('submit');
    expect(logout?.getAttribute('method')).toBe('post');
    expect(logout?.getAttribute('action')).toBe('/api/logout');
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('leaves Admin Dashboard out of the profile menu for non-admins', async () => {
    signedIn(userFixture());
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(within(screen.getByRole('menu')).queryByText('Admin Dashboard')).toBeNull();
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    signedIn(userFixture());
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.hidden).toBe(false);
    expect(within(menu).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('has the mobile bottom bar: Home, Search, Food, Community, Deals', async () => {
    signedIn(userFixture());
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(hrefs(bar)).toEqual([
      ['Home', '/'],
      ['Search', '/destinations'],
      ['Food', '/destinations?category=food'],
      ['Community', '/community'],
      ['Deals', '/coupons'],
    ]);
  });
});

describe('signed-out header', () => {
  it('shows the Sign in link (with the page as returnTo) and no signed-in navigation', async () => {
    mockFetch(withSession(null, () => jsonResponse([])));
    renderPublicApp('/nowhere');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fnowhere');
    // Destinations are open to signed-out visitors (spec section 2): the header links them too.
    expect(screen.getByRole('link', { name: 'Destinations' }).getAttribute('href')).toBe('/destinations');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('shows no Sign in link until the session is known', () => {
    // A browser with the signed-in hint: the session is asked about (GET /api/auth/user), which does not answer yet.
    setSignedInHint(true);
    mockFetch(() => new Promise<Response>(() => undefined));
    renderPublicApp('/nowhere');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tara Pampanga home' })).toBeTruthy();
  });

  it('shows the Sign in link at once without the signed-in hint: no session to ask about, no request', async () => {
    setSignedInHint(false);
    const fetch = mockFetch(() => new Promise<Response>(() => undefined));
    renderPublicApp('/nowhere');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fnowhere',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
