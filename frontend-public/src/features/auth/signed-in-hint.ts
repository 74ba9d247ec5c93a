/**
 * The server's signed-in hint (backend modules/auth/http/session-cookies.ts SIGNED_IN_COOKIE): `tara.signedin=1` while this
 * browser has a signed-in session. It is not a credential (the session cookie is HttpOnly); it only tells the app
 * whether asking GET /api/auth/user can answer anything but 401, so a visitor who never signed in makes no request
 * that fails (no console error, one request less on every first visit).
 */
export const SIGNED_IN_COOKIE = 'tara.signedin';

export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).some((cookie) => cookie === `${SIGNED_IN_COOKIE}=1`);
}

/** Forgets the hint once the server said the session is gone (401). */
export function clearSignedInHint(): void {
  if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
