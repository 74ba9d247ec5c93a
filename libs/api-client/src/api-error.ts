import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorResponse } from './generated';

/** A backend error code, as the OpenAPI document lists them (ErrorResponse.code). */
export type ErrorCode = ErrorResponse['code'];

/**
 * The one error shape of every endpoint in both remotes (spec section 8): `message` is the status code, a colon, then
 * the response body text (or the status text when the body is empty), e.g. "404: {...}". `code` and `serverMessage`
 * are the backend's `{ code, message }` when the body carries them: the client translates the codes it knows and
 * falls back to `serverMessage`.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  code?: ErrorCode;
  serverMessage?: string;
}

/** "<status>: <body text or status text>" */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText = ''): string {
  return `${status}: ${bodyText || statusText}`;
}

function bodyAsText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function errorBodyOf(bodyText: string): { code?: ErrorCode; serverMessage?: string } {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return {};
    const { code, message } = body as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? (code as ErrorCode) : undefined,
      serverMessage: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return {};
  }
}

/** Normalises an RTK Query fetchBaseQuery error into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const text = bodyAsText(error.data);
    return {
      status: error.status,
      message: formatHttpErrorMessage(error.status, text, response?.statusText),
      ...errorBodyOf(text),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: 'PARSING_ERROR',
      message: formatHttpErrorMessage(error.originalStatus, 'The server sent a response that could not be read'),
    };
  }
  // FETCH_ERROR (network down, offline), TIMEOUT_ERROR, CUSTOM_ERROR: what fetch threw.
  return { status: error.status, message: error.error };
}

/** Narrows an unknown error (e.g. a hook's `error` or a rejected unwrap()) to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}
