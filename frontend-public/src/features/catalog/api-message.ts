import { isApiError } from '../../shared/api/api-error';

/**
 * The human part of a failed call: the `message` of the backend's JSON error body
 * ({ statusCode, code, message }), else the spec-8 text '<status>: <body or status text>'.
 */
export function serverMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!isApiError(error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length > 0) return message.join(', ');
  } catch {
    // not JSON: keep the whole text
  }
  return error.message || fallback;
}

/** The backend's error code, e.g. 'SERVICE_SLUG_TAKEN'. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
