import { jest } from '@jest/globals';
import type { AdminUser, Role } from '../session/roles';

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'admin@example.com',
    firstName: 'Ana',
    lastName: 'Dizon',
    profileImageUrl: null,
    role: 'admin',
    isAdmin: true,
    isBanned: false,
    isSuspended: false,
    suspendedUntil: null,
    createdAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export function member(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUser({
    id: `b000000${n}-0000-4000-8000-00000000000${n}`,
    email: `member${n}@example.com`,
    firstName: `Member${n}`,
    lastName: 'Cruz',
    role: 'user',
    isAdmin: false,
    createdAt: `2026-02-0${n}T08:00:00.000Z`,
    ...overrides,
  });
}

export const withRole = (role: Role) =>
  adminUser({ role, isAdmin: role === 'admin', email: `${role}@example.com`, firstName: role });

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces fetch for one test. The handler gets a copy of each request (it may read the body); the mock keeps the
 * originals for requestsOf.
 */
export function mockFetch(handler: Handler) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    return handler(request.clone());
  });
}

/** The requests fetch was called with, in order (bodies unread). */
export const requestsOf = (mock: ReturnType<typeof mockFetch>): Request[] =>
  mock.mock.calls.map(([input, init]) =>
    input instanceof Request && init === undefined ? input : new Request(input, init),
  );

/**
 * An answer held back until `release()` (a slow server): `await held.gate` in a fetch handler keeps a list in its
 * loading state for as long as the test needs.
 */
export function holdBack(): { gate: Promise<void>; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

/** Every request answered with an empty page (X-Total-Count 0), held back until the returned `release()`. */
export function emptyListsHeldBack(): () => void {
  const held = holdBack();
  mockFetch(async () => {
    await held.gate;
    return json([], { headers: { 'X-Total-Count': '0' } });
  });
  return held.release;
}
