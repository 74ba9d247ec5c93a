import type { Translate } from '@tara/i18n';
import type { MessageId } from '../../i18n/i18n';
import { isApiError, type ApiError, type ErrorCode } from './api-error';

/**
 * The API's messages stay English; the client shows its own words for the error codes it knows (codes typed from the
 * OpenAPI document, so a code the server no longer sends does not compile). A VALIDATION_FAILED with missing fields
 * says "<Field> is required" with the form's own label (FIELD_LABELS); other codes left out fall back to the server's
 * message.
 */
const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  ACCOUNT_BANNED: 'error.ACCOUNT_BANNED',
  ACCOUNT_SUSPENDED: 'error.ACCOUNT_SUSPENDED',
  EMAIL_TAKEN: 'error.EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'error.INVALID_CREDENTIALS',
  INVALID_EMAIL: 'error.INVALID_EMAIL',
  INVALID_PASSWORD: 'error.INVALID_PASSWORD',
  INVALID_PASSWORD_TOKEN: 'error.INVALID_PASSWORD_TOKEN',
  PASSWORD_TOKEN_EXPIRED: 'error.PASSWORD_TOKEN_EXPIRED',
  TOO_MANY_ATTEMPTS: 'error.TOO_MANY_ATTEMPTS',
  TOO_MANY_REQUESTS: 'error.TOO_MANY_ATTEMPTS',
  UNAUTHENTICATED: 'error.UNAUTHENTICATED',
  FORBIDDEN: 'error.FORBIDDEN',
  NOT_FOUND: 'error.NOT_FOUND',
  DESTINATION_NOT_FOUND: 'error.NOT_FOUND',
  SERVICE_NOT_FOUND: 'error.NOT_FOUND',
  INTERNAL: 'error.INTERNAL',
  SERVICE_UNAVAILABLE: 'error.SERVICE_UNAVAILABLE',
  POST_CONTENT_REQUIRED: 'community.composer.empty',
  COMMENT_CONTENT_REQUIRED: 'community.comments.empty',
  DESTINATION_NAME_REQUIRED: 'destinationForm.nameRequired',
  SERVICE_NAME_REQUIRED: 'destinationForm.nameRequired',
  DESTINATION_INVALID_WEBSITE: 'destinationForm.websiteInvalid',
  SERVICE_INVALID_WEBSITE: 'destinationForm.websiteInvalid',
  DESTINATION_INVALID_IMAGE_URL: 'destinationForm.imageInvalid',
  DESTINATION_INVALID_COORDINATES: 'coordinates.required',
  SERVICE_INVALID_COORDINATES: 'coordinates.required',
  DESTINATION_COORDINATES_OUT_OF_RANGE: 'coordinates.range',
  SERVICE_COORDINATES_OUT_OF_RANGE: 'coordinates.range',
  SERVICE_INVALID_SLUG: 'slug.invalid',
  SERVICE_SLUG_TAKEN: 'error.SERVICE_SLUG_TAKEN',
};

/** The labels of the body fields the API names in a 400 (details.fields), as the public forms show them. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  email: 'auth.email',
  password: 'auth.password',
  firstName: 'signUp.firstName',
  lastName: 'signUp.lastName',
  name: 'destinationForm.name',
  description: 'destinationForm.description',
  locationName: 'community.composer.location',
};

/** "<Field> is required" for each field a 400 says is missing, in the language in force; undefined when none is. */
export function requiredFieldsMessage(error: ApiError, t: Translate<MessageId>): string | undefined {
  const missing = (error.fields ?? []).filter((field) => field.messages.some((m) => /\bis required\b/.test(m)));
  if (missing.length === 0) return undefined;
  return missing
    .map(({ field }) => t('error.fieldRequired', { field: FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field }))
    .join(' ');
}

/**
 * The translated message of a failed call's error code, else the fields it says are missing, else the server's
 * message, else `fallback`.
 */
export function translatedErrorMessage(error: unknown, t: Translate<MessageId>, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 'FETCH_ERROR') return t('error.network');
  if (error.code === 'RATE_LIMITED') return rateLimitedMessage(error.retryAfterSeconds, t);
  const hours = openingHoursRefusal(error, t);
  if (hours) return hours;
  const id = error.code ? ERROR_MESSAGES[error.code] : undefined;
  return (id ? t(id) : requiredFieldsMessage(error, t)) ?? (error.serverMessage || fallback);
}

/**
 * 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID: the app's sentence, then the parser's own
 * reason (English, as the server gives it); undefined for any other error.
 */
export function openingHoursRefusal(error: unknown, t: Translate<MessageId>): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code !== 'DESTINATION_OPENING_HOURS_INVALID' && error.code !== 'SERVICE_OPENING_HOURS_INVALID') {
    return undefined;
  }
  const reason = (error.serverMessage ?? '').replace(/^Opening hours are not valid:\s*/, '');
  return t('openingHours.invalid', { reason });
}

/**
 * 429 RATE_LIMITED (a write rate limit, docs/rate-limits.md): how long to wait, in whole minutes (at least one), from
 * the answer's retryAfterSeconds (Retry-After).
 */
export function rateLimitedMessage(retryAfterSeconds: number | undefined, t: Translate<MessageId>): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  return t('error.RATE_LIMITED', { minutes });
}
