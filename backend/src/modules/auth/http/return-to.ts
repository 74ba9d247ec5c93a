/** Longest returnTo kept; longer ones are replaced by '/'. */
export const RETURN_TO_MAX_LENGTH = 2_000;

/**
 * A returnTo that can only lead back into this site: a relative path starting with exactly one '/'
 * (not '//' or '/\', which browsers read as another host), without control characters (browsers drop tabs and
 * newlines, which would turn '/\t/evil.example' into '//evil.example'), and not an /api address. Anything
 * else becomes '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/api?')) return '/';
  return value;
}
