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

export const withRole = (role: Role) => adminUser({ role, isAdmin: role === 'admin', email: `${role}@example.com`, firstName: role });

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Replaces fetch; relative URLs resolve against the page like in a browser. */
export function mockFetch(handler: Handler) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost') : input instanceof URL ? input : new URL(input.url);
    return handler(new Request(url, init));
  });
}

export const requestsOf = (mock: ReturnType<typeof mockFetch>) =>
  mock.mock.calls.map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init));
