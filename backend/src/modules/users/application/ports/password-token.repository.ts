export type ConsumedPasswordToken =
  | { readonly kind: 'valid'; readonly userId: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'used' };

/** Port: one-time set-password tokens (stored as SHA-256 hashes). */
export abstract class PasswordTokenRepository {
  abstract add(token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** Marks the token used if it is valid at `now` (one conditional update: a token works once, also under races). */
  abstract consume(tokenHash: string, now: Date): Promise<ConsumedPasswordToken>;
}
