import { UserError, UserErrorCode } from './user.errors.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work a request can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: 8 to 200 characters (spaces count; nothing is trimmed). */
export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new UserError(
      UserErrorCode.InvalidPassword,
      `password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters long`,
      { field: 'password' },
    );
  }
}
