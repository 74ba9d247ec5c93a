import type { Request } from 'express';
import { SESSION_TOUCH_INTERVAL_MS } from '../infrastructure/pg-session.store.js';

/** Name of the session cookie over plain HTTP (development, tests); swagger.ts documents it as the `cookie` scheme. */
export const SESSION_COOKIE_NAME = 'tara.sid';

/**
 * The session cookie's name: with Secure cookies (production) `__Host-tara.sid`, which browsers accept only when it is
 * Secure, for Path=/ and without a Domain, so that no subdomain or plain-HTTP page can set or overwrite it.
 */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

/** Whether the request carries a session cookie at all (any value: the session middleware judges it). */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) === true;
}

/**
 * A hint for the browser apps, not a credential: `tara.signedin=1` (readable by scripts, no secret) while this browser
 * has a signed-in session. The apps ask GET /api/auth/user only when it is there, so a visitor who never signed in
 * makes no request that answers 401 (issue 13.5: no console error), and the API's contract stays as it is. Set at
 * sign-in and whenever a signed-in request comes without it (it rolls with the session), cleared at sign-out and when
 * the session ends; an app that gets 401 with it deletes it.
 */
export const SIGNED_IN_COOKIE = 'tara.signedin';

/** Sets the signed-in hint with the session cookie's lifetime and attributes (not HttpOnly: the apps read it). */
export function setSignedInHint(req: Request): void {
  const cookie = req.session?.cookie;
  req.res?.cookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: cookie?.secure === true,
    maxAge: cookie?.maxAge ?? undefined,
    path: '/',
  });
}

/** Clears the signed-in hint when the request carries it. */
export function clearSignedInHint(req: Request): void {
  if (hasSignedInHint(req)) req.res?.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax' });
}

/** Whether the request carries the signed-in hint. */
export function hasSignedInHint(req: Request): boolean {
  return req.headers.cookie?.includes(`${SIGNED_IN_COOKIE}=`) === true;
}

/**
 * Rolls a signed-in session (its lifetime counted from its last use, to within SESSION_TOUCH_INTERVAL_MS): the cookie
 * is sent again with a new expiry when it was last sent that long ago, not on every response (issue 13.3: a Set-Cookie
 * and its signature on every signed-in answer, about 200 bytes each over mobile data). Marking the session sends the
 * cookie and saves the session once (express-session sets the cookie of a changed session); the session strategy calls
 * it for a signed-in caller.
 */
export function rollSessionCookie(req: Request, now = Date.now()): void {
  const session = req.session;
  if (!session?.userId) return;
  const last = session.rolledAt ?? Date.parse(session.signedInAt ?? '');
  if (Number.isNaN(last) || now - last >= SESSION_TOUCH_INTERVAL_MS) session.rolledAt = now;
}
