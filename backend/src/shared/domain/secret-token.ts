import { createHash, randomBytes } from 'node:crypto';

/** Prefix of personal API tokens, so that they are recognisable in logs and secret scanners. */
export const API_TOKEN_PREFIX = 'tp_';

/** A new random secret: 32 bytes (256 bits) in base64url, with an optional prefix. */
export function newSecretToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/**
 * How API tokens and set-password tokens are stored: the SHA-256 of the token in hex. The tokens are random
 * 256-bit secrets, so a fast hash is enough (no dictionary to guess from); the plain token is never stored.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
