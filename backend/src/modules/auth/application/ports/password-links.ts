export type ConsumedPasswordLink =
  | { readonly kind: 'valid'; readonly accountId: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'used' };

/**
 * Port: the one-time set-password links that user administration hands out (invitations, admin:create without a
 * password). Bound to an adapter over the users module, which issues them.
 */
export abstract class PasswordLinks {
  /** Uses up the link whose token hashes to `tokenHash` if it is valid at `now` (a link works once, also under races). */
  abstract consume(tokenHash: string, now: Date): Promise<ConsumedPasswordLink>;
}
