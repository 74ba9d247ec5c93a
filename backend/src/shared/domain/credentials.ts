import { isCommonPassword } from './common-passwords.js';

/**
 * The rules of sign-in credentials shared by the module that keeps accounts (users: invitations, admin:create) and the
 * one that signs them in (auth: register, login, set password). Each module throws its own error with these facts.
 */

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared and stored trimmed and lower-cased (one account per address, whatever the case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const PASSWORD_MIN_LENGTH = 8;
/** NIST SP 800-63B allows at least 64; 128 also bounds the hashing work a request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'length' | 'common';

/**
 * What is wrong with a new password, if anything (NIST SP 800-63B): 8 to 128 characters (spaces and any Unicode count;
 * nothing is trimmed), not one of the commonly used passwords, and no composition rules (no required digits or symbols).
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'length';
  return isCommonPassword(password) ? 'common' : null;
}

/** The sentence a refused password gets. */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  length: `password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters long`,
  common: 'password is one of the most commonly used passwords: choose one that is harder to guess',
};
