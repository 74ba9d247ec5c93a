import { hashSecretToken, newSecretToken } from '../../../shared/domain/secret-token.js';
import { PasswordTokenRepository } from './ports/password-token.repository.js';

/** How long a set-password link works. */
export const PASSWORD_TOKEN_DAYS = 7;

/** A new one-time set-password token for the user (stored hashed); the plain token goes into the link only. */
export async function issuePasswordToken(tokens: PasswordTokenRepository, userId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await tokens.add({
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The public app's page where the person chooses a password: '/set-password?token=...'. */
export function setPasswordPath(token: string): string {
  return `/set-password?token=${encodeURIComponent(token)}`;
}
