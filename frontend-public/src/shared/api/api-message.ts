import { isApiError } from './api-error';

/** The backend's error code, e.g. 'SERVICE_SLUG_TAKEN'. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
