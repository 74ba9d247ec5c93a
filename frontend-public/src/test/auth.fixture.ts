import type { CurrentUser } from '../features/auth/auth.api';
import { SIGNED_IN_COOKIE } from '../features/auth/signed-in-hint';
import { jsonResponse } from './fetch-mock';

export const AUTH_USER_PATH = '/api/auth/user';

/** A signed-in user for tests (a plain 'user' unless overridden). */
export function userFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0b7f3c52-1f1e-4c8e-9a55-0d5f3c0e2b01',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Santos',
    profileImageUrl: null,
    role: 'user',
    isAdmin: false,
    isBanned: false,
    isSuspended: false,
    suspendedUntil: null,
    createdAt: '2026-01-15T08:00:00.000Z',
    ...overrides,
  };
}

export const adminFixture = (overrides: Partial<CurrentUser> = {}) =>
  userFixture({
    id: '0b7f3c52-1f1e-4c8e-9a55-0d5f3c0e2b99',
    email: 'admin@example.com',
    firstName: 'Ana',
    lastName: 'Dizon',
    role: 'admin',
    isAdmin: true,
    ...overrides,
  });

type Handler = (request: Request) => Response | Promise<Response>;

/** The browser as the server leaves it: with the signed-in hint cookie (a session) or without. */
export function setSignedInHint(signedIn: boolean): void {
  document.cookie = signedIn ? `${SIGNED_IN_COOKIE}=1; Path=/` : `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * Wraps a fetch-mock handler: GET /api/auth/user answers with `user` (200) or 401 when null; every other
 * request goes to `handler` (default: 404). Sets the signed-in hint as the server would (present with a user).
 */
export function withSession(
  user: CurrentUser | null,
  handler: Handler = () => new Response(null, { status: 404 }),
): Handler {
  setSignedInHint(user !== null);
  return (request) => {
    if (new URL(request.url).pathname === AUTH_USER_PATH) {
      return user
        ? jsonResponse(user)
        : jsonResponse(
            { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' },
            { status: 401, statusText: 'Unauthorized' },
          );
    }
    return handler(request);
  };
}

/** The request paths a fetch mock saw, without the current-user check. */
export function apiPathsOf(requests: Request[]): string[] {
  return requests.map((request) => new URL(request.url).pathname).filter((path) => path !== AUTH_USER_PATH);
}
