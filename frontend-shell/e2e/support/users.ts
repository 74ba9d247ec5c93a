import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './base-url.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './sign-in.js';

export interface ApiUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isAdmin: boolean;
  isBanned: boolean;
  isSuspended: boolean;
  suspendedUntil: string | null;
}

const origin = () => ({ Origin: baseUrl() });

/** A unique email for a user that one test creates (tests never change the demo accounts). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The request context of a fresh browser context signed in as the demo admin. */
export async function adminRequest(context: BrowserContext): Promise<APIRequestContext> {
  await signIn(context, DEMO_ACCOUNTS.admin);
  return context.request;
}

/** Finds a user by email through GET /api/users (as admin). */
export async function findUser(request: APIRequestContext, email: string): Promise<ApiUser> {
  const response = await request.get(`${baseUrl()}/api/users?search=${encodeURIComponent(email)}&limit=10`);
  if (!response.ok()) throw new Error(`GET /api/users failed: ${response.status()} ${await response.text()}`);
  const found = ((await response.json()) as ApiUser[]).find((user) => user.email === email);
  if (!found) throw new Error(`No user ${email}`);
  return found;
}

/**
 * Creates a member through the admin API (POST /api/users) and gives them a password through the one-time
 * set-password link, so that they can sign in.
 */
export async function createMember(
  request: APIRequestContext,
  email: string,
  { password = DEMO_PASSWORD, firstName = 'Test', lastName = 'Member', role = 'user' } = {},
): Promise<ApiUser> {
  const created = await request.post(`${baseUrl()}/api/users`, {
    data: { email, firstName, lastName, role },
    headers: origin(),
  });
  if (created.status() !== 201) throw new Error(`POST /api/users failed: ${created.status()} ${await created.text()}`);
  const { user, setPasswordUrl } = (await created.json()) as { user: ApiUser; setPasswordUrl: string };
  const token = new URL(setPasswordUrl, baseUrl()).searchParams.get('token');
  // A separate request context, so that the admin's session is not replaced by the new member's.
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const set = await api.post('/api/auth/set-password', { data: { token, password }, headers: origin() });
    if (!set.ok()) throw new Error(`POST /api/auth/set-password failed: ${set.status()} ${await set.text()}`);
  } finally {
    await api.dispose();
  }
  return user;
}

export async function moderate(
  request: APIRequestContext,
  id: string,
  action: 'ban' | 'suspend' | 'unsuspend',
): Promise<ApiUser> {
  const response = await request.patch(`${baseUrl()}/api/admin/users/${id}`, { data: { action }, headers: origin() });
  if (!response.ok()) throw new Error(`PATCH /api/admin/users failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ApiUser;
}

/** Signs in through the sign-in page (the page must show the form). */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Blocks every request to another host: the machines that run the tests have no internet. */
export async function offline(context: BrowserContext): Promise<void> {
  const own = new URL(baseUrl()).host;
  await context.route('**/*', (route) =>
    new URL(route.request().url()).host === own ? route.continue() : route.abort('internetdisconnected'),
  );
}

export interface SeenToast {
  text: string;
  at: number;
}

/**
 * Records every toast ([role=alert] / [role=status] inside the notifications region) the page shows, with
 * the time, across navigations: a toast followed 500 ms later by a full navigation is gone before a
 * locator could reliably poll for it on a busy machine.
 */
export async function recordToasts(page: Page): Promise<SeenToast[]> {
  const seen: SeenToast[] = [];
  await page.exposeBinding('__tpToastSeen', (_source, text: string, at: number) => {
    seen.push({ text, at });
  });
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const scan = () => {
      document.querySelectorAll('.tp-toast, .ant-notification-notice').forEach((element) => {
        if (reported.has(element)) return;
        reported.add(element);
        (window as unknown as { __tpToastSeen: (text: string, at: number) => void }).__tpToastSeen(
          element.textContent ?? '',
          Date.now(),
        );
      });
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

/**
 * A signed-out visitor opening `path` gets the toast 'You are logged out. Logging in again...' and lands on
 * /sign-in?returnTo=path (DESIGN.md 2b). The toast is recorded as it appears (recordToasts): it is gone 500 ms later.
 */
export async function expectSentToSignIn(page: Page, path: string): Promise<void> {
  const toasts = await recordToasts(page);
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === path);
  expect(toasts.map(({ text }) => text).join(' ')).toContain('You are logged out. Logging in again...');
}
