import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './base-url.js';

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts of DESIGN.md section 3. Tests that change a user create their own instead. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  moderator: 'moderator@example.com',
  editor: 'editor@example.com',
  blogger: 'blogger@example.com',
  user: 'user@example.com',
} as const;

/** Signs the browser context in through POST /api/auth/login; the session cookie lands in the context. */
export async function signIn(context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await context.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email, password },
    headers: { Origin: baseUrl() },
  });
  if (!response.ok()) throw new Error(`Sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
}
