import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';

afterEach(() => {
  jest.restoreAllMocks();
});

function signedOut(handler: (request: Request) => Response | Promise<Response>) {
  const fetch = mockFetch(withSession(null, handler));
  const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  return { fetch, assign };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Sign-in page (/sign-in)', () => {
  it('signs in with email and password and goes back to the returnTo page with a full navigation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch, assign } = signedOut(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPublicApp('/sign-in?returnTo=%2Fservices%3Fcategory%3Dgas');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    fill('Email', ' editor@example.com ');
    fill('Password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(userFixture({ email: 'editor@example.com', role: 'editor' })));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/services?category=gas'));
    const login = requestsOf(fetch).find((r) => new URL(r.url).pathname === '/api/auth/login')!;
    expect(login.method).toBe('POST');
    expect(await login.clone().json()).toEqual({ email: 'editor@example.com', password: 'demo-password' });
  });

  it('shows the server message for wrong credentials and stays', async () => {
    const { assign } = signedOut(() =>
      jsonResponse(
        { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
        { status: 401 },
      ),
    );
    renderPublicApp('/sign-in');
    fill('Email', 'user@example.com');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the banned message', async () => {
    signedOut(() =>
      jsonResponse(
        { statusCode: 403, code: 'ACCOUNT_BANNED', message: 'This account has been banned' },
        { status: 403 },
      ),
    );
    renderPublicApp('/sign-in');
    fill('Email', 'banned@example.com');
    fill('Password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account has been banned');
  });

  it('never follows an unsafe returnTo', async () => {
    const { assign } = signedOut(() => jsonResponse(userFixture()));
    renderPublicApp('/sign-in?returnTo=%2F%2Fevil.example%2Fsteal');
    fill('Email', 'user@example.com');
    fill('Password', 'demo-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('links to sign-up keeping returnTo, and offers single sign-on only when oidc=1', () => {
    signedOut(() => new Response(null, { status: 404 }));
    const { unmount } = renderPublicApp('/sign-in?returnTo=%2Fcommunity');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up?returnTo=%2Fcommunity',
    );
    expect(screen.queryByRole('link', { name: 'Continue with single sign-on' })).toBeNull();
    unmount();

    renderPublicApp('/sign-in?returnTo=%2Fcommunity&oidc=1');
    expect(screen.getByRole('link', { name: 'Continue with single sign-on' }).getAttribute('href')).toBe(
      '/api/auth/oidc/start?returnTo=%2Fcommunity',
    );
  });
});

describe('Sign-up page (/sign-up)', () => {
  it('checks the email and the 8-character password rule before calling the server', async () => {
    const { fetch } = signedOut(() => jsonResponse(userFixture(), { status: 201 }));
    renderPublicApp('/sign-up');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    fill('Email', 'not-an-email');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(requestsOf(fetch).some((r) => r.url.endsWith('/api/auth/register'))).toBe(false);
  });

  it('creates the account and continues to returnTo', async () => {
    const { fetch, assign } = signedOut(() => jsonResponse(userFixture(), { status: 201 }));
    renderPublicApp('/sign-up?returnTo=%2Fcoupons');
    fill('First name (optional)', 'Maria');
    fill('Email', 'maria@example.com');
    fill('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/coupons'));
    const register = requestsOf(fetch).find((r) => r.url.endsWith('/api/auth/register'))!;
    expect(await register.clone().json()).toEqual({
      email: 'maria@example.com',
      password: 'long-enough-password',
      firstName: 'Maria',
    });
  });

  it('says when the email is taken', async () => {
    signedOut(() =>
      jsonResponse(
        { statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
        { status: 409 },
      ),
    );
    renderPublicApp('/sign-up');
    fill('Email', 'user@example.com');
    fill('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });
});

describe('Set-password page (/set-password)', () => {
  it('sets the password with the token and goes home', async () => {
    const { fetch, assign } = signedOut(() => jsonResponse(userFixture()));
    renderPublicApp('/set-password?token=abc123');
    fill('New password', 'a-new-password');
    fill('Confirm password', 'a-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const request = requestsOf(fetch).find((r) => r.url.endsWith('/api/auth/set-password'))!;
    expect(await request.clone().json()).toEqual({ token: 'abc123', password: 'a-new-password' });
  });

  it('explains a link without token', () => {
    signedOut(() => new Response(null, { status: 404 }));
    renderPublicApp('/set-password');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
  });
});
