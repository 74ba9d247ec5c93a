import { isExpiredAt } from './coupon.js';

/**
 * The one-time code of a claim (issue 11, point 2): 10 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L), about 49 bits of randomness: short to read out at a counter, not guessable. Shown as two groups of five
 * ('7KQ2M-XH9RT'); typed in any case, with or without the dash or spaces.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 10;

/** A new code; `randomIndex(n)` answers a uniformly random whole number below n (crypto.randomInt in the app). */
export function newClaimCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored (upper case, no dashes or spaces), or null when it cannot be a code at all. */
export function normalizeClaimCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((character) => CODE_ALPHABET.includes(character)) ? code : null;
}

/** '7KQ2MXH9RT' -> '7KQ2M-XH9RT' */
export function formatClaimCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Where staff check a code: the app's /verify page; the QR code of a claim encodes this path on the app's origin. */
export function verifyPathOf(code: string): string {
  return `/verify?code=${formatClaimCode(code)}`;
}

/** A claim as My Coupons and the counter show it. */
export enum ClaimStatus {
  /** Still good: can be used at the counter. */
  Valid = 'valid',
  /** Marked as used at the counter (once). */
  Used = 'used',
  /** The coupon has expired: the code no longer verifies. */
  Expired = 'expired',
  /** The admin deleted the coupon: the claim stays in My Coupons, marked withdrawn, and no longer verifies. */
  Withdrawn = 'withdrawn',
}

export function claimStatusAt(
  claim: { usedAt: Date | null; couponDeleted: boolean; couponExpiresAt: Date | null },
  now: Date,
): ClaimStatus {
  if (claim.usedAt !== null) return ClaimStatus.Used;
  if (claim.couponDeleted) return ClaimStatus.Withdrawn;
  if (isExpiredAt(claim.couponExpiresAt, now)) return ClaimStatus.Expired;
  return ClaimStatus.Valid;
}
