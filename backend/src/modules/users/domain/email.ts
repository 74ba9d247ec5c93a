import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../../shared/domain/credentials.js';
import { UserError, UserErrorCode } from './user.errors.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A normalized, plausible email address, or INVALID_EMAIL. */
export function validEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    throw new UserError(UserErrorCode.InvalidEmail, 'email must be a valid email address', { field: 'email' });
  }
  return normalized;
}
