export const API_TOKEN_NAME_MAX_LENGTH = 80;

/** A personal API token as its owner sees it (the secret itself is shown once, at creation). */
export interface ApiToken {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

/** A token name: 1 to 80 characters after trimming, e.g. 'Partner app'. */
export function validApiTokenName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > API_TOKEN_NAME_MAX_LENGTH) {
    throw new AuthError(
      AuthErrorCode.InvalidApiTokenName,
      `name must be between 1 and ${API_TOKEN_NAME_MAX_LENGTH} characters long`,
      { field: 'name' },
    );
  }
  return trimmed;
}
import { AuthError, AuthErrorCode } from './auth.errors.js';
