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
  /** A 429's wait before trying again, in seconds: the body's details.retryAfterSeconds, else its Retry-After header. */
  retryAfterSeconds?: number;
  /** A 400's invalid fields (details.fields): each field's name and what is wrong, e.g. 'content is required'. */
  fields?: InvalidField[];
}

/** One field of a refused body, as the backend names it (details.fields of VALIDATION_FAILED or a *_REQUIRED code). */
export interface InvalidField {
  field: string;
  messages: string[];
}

/** "<status>: <body text or status text>" */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText = ''): string {
  return `${status}: ${bodyText || statusText}`;
}

function bodyAsText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function errorBodyOf(bodyText: string): Pick<ApiError, 'code' | 'serverMessage' | 'retryAfterSeconds' | 'fields'> {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return {};
    const { code, message, details } = body as {
      code?: unknown;
      message?: unknown;
      details?: { retryAfterSeconds?: unknown; fields?: unknown };
    };
    const retryAfter = details?.retryAfterSeconds;
    const fields = Array.isArray(details?.fields) ? details.fields.filter(isInvalidField) : [];
    return {
      code: typeof code === 'string' ? (code as ErrorCode) : undefined,
      serverMessage: typeof message === 'string' ? message : undefined,
      ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      ...(fields.length > 0 ? { fields } : {}),
    };
  } catch {
    return {};
  }
}

function isInvalidField(value: unknown): value is InvalidField {
  const { field, messages } = (value ?? {}) as { field?: unknown; messages?: unknown };
  return typeof field === 'string' && Array.isArray(messages) && messages.every((m) => typeof m === 'string');
}

/** Normalises an RTK Query fetchBaseQuery error into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const text = bodyAsText(error.data);
    const retryAfter = Number(response?.headers.get('Retry-After') ?? Number.NaN);
    return {
      status: error.status,
      message: formatHttpErrorMessage(error.status, text, response?.statusText),
      ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
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
