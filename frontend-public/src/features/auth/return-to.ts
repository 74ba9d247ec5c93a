import { LOGIN_URL } from '../../shared/api/auth-urls';

/**
 * A returnTo value is followed only when it is a same-site relative path: it starts with exactly one '/',
 * holds no backslash and no control characters (browsers treat '/\evil.com' and '/\tevil.com' like
 * '//evil.com'). Anything else, including absolute URLs and protocol-relative '//host', becomes '/'.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

/** GET /api/login?returnTo=<path>: the server keeps the (safe) returnTo and sends the browser to /sign-in. */
export function loginUrl(returnTo?: string): string {
  const target = safeReturnTo(returnTo);
  return target === '/' ? LOGIN_URL : `${LOGIN_URL}?returnTo=${encodeURIComponent(target)}`;
}

/** In-app link to another auth page that keeps the returnTo, e.g. authPageUrl('/sign-up', '/services'). */
export function authPageUrl(page: string, returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  return target === '/' ? page : `${page}?returnTo=${encodeURIComponent(target)}`;
}
