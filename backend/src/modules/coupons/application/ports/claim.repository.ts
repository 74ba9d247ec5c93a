import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { CouponView } from './coupon.repository.js';

/** A member's claim of a coupon (spec: coupon redemption), with its one-time code. */
export interface ClaimView {
  readonly id: string;
  readonly code: string;
  readonly redeemedAt: Date;
  readonly usedAt: Date | null;
  readonly couponDeleted: boolean;
  /** The coupon as it is now (a withdrawn one too). */
  readonly coupon: CouponView;
}

/** A claim found by its code at the counter: who claimed it (first name only) and whose business it is. */
export interface CodeLookup extends ClaimView {
  readonly memberFirstName: string | null;
}

/**
 * 'claimed'; 'refused' (inactive, expired, deleted, sold out or already claimed: the caller finds out why);
 * 'already_claimed' and 'code_taken': a unique key refused the row (a concurrent claim of the same member won, or the
 * code is someone else's); nothing was written for it.
 */
export type ClaimOutcome = 'claimed' | 'refused' | 'already_claimed' | 'code_taken';

/** What claim() did; a claim taken comes with its view, read with it (the API answers it without another round trip). */
export type ClaimResult =
  { readonly outcome: 'claimed'; readonly view: ClaimView } | { readonly outcome: Exclude<ClaimOutcome, 'claimed'> };

/** Claims, their codes and their use at the counter. */
export abstract class ClaimRepository {
  /**
   * Takes one claim of the coupon and records it, auto-committed (never inside the caller's transaction), with other
   * claims of the same coupon that arrive meanwhile: currentRedemptions goes up only while the coupon is active, not
   * deleted, unexpired, below maxRedemptions and not yet claimed by this member (the coupon's row lock queues
   * concurrent statements, and each re-checks the condition on the row as the one before it left it), and the claim
   * row with its code; the unique (coupon, member) key refuses a concurrent second claim of the same member. A claim
   * taken comes with its view (the coupon as of the claim or later).
   */
  abstract claim(id: string, couponId: string, userId: string, code: string, now: Date): Promise<ClaimResult>;
  abstract hasClaimed(couponId: string, userId: string): Promise<boolean>;
  /** The member's claims, newest first. */
  abstract listForMember(userId: string, page: PageRequest): Promise<Page<ClaimView>>;
  abstract findByCode(code: string): Promise<CodeLookup | null>;
  /**
   * Marks the claim used, once: only while unused, its coupon not deleted and unexpired (one conditional statement,
   * so two staff marking it at once get one success). Answers whether it did.
   */
  abstract markUsed(claimId: string, staffId: string, now: Date): Promise<boolean>;
}
