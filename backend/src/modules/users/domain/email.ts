import { UserError, UserErrorCode } from './user.errors.js';

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored trimmed and lower-cased (one account per address, whatever the case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A normalized, plausible email address, or INVALID_EMAIL. */
export function validEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    throw new UserError(UserErrorCode.InvalidEmail, 'email must be a valid email address', { field: 'email' });
  }
  return normalized;
}
