import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The one error shape every endpoint returns (spec section 8): `message` is the status code, a colon,
 * then the response body text, or the status text when the body is empty, e.g. "404: {...}".
 * `code` is the backend's error code ({ statusCode, code, message }) when the body carries one.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  code?: string;
}

/** "<status>: <body text or status text>" */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText = ''): string {
  return `${status}: ${bodyText || statusText}`;
}

function bodyAsText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function errorCodeOf(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Normalises an RTK Query fetchBaseQuery error into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const text = bodyAsText(error.data);
    return {
      status: error.status,
      message: formatHttpErrorMessage(error.status, text, response?.statusText),
      code: errorCodeOf(text),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: 'PARSING_ERROR',
      message: formatHttpErrorMessage(error.originalStatus, 'The server sent a response that could not be read'),
    };
  }
  // FETCH_ERROR (network down, CORS, offline), TIMEOUT_ERROR, CUSTOM_ERROR: what fetch threw.
  return { status: error.status, message: error.error };
}

/** Narrows an unknown error (e.g. from a hook's `error`) to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}
