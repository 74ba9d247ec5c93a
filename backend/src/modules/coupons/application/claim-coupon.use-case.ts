import { Clock } from '../../../shared/time/clock.js';
import { claimRefusal } from '../domain/coupon.js';
import { CouponError, CouponErrorCode, couponIdOrNotFound } from '../domain/coupons.errors.js';
import { ClaimRepository, type ClaimView } from './ports/claim.repository.js';
import { CouponRepository } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';

/**
 * Attempts of one claim: a drawn code that is taken already (with ~49 bits per code, a second draw practically never
 * happens), or a claim its statement left out while the coupon still shows room (another claim in the same statement
 * was refused by a unique key after it had been counted in the room), is tried again.
 */
const CLAIM_ATTEMPTS = 5;

/**
 * POST /api/coupons/{id}/redeem: the member claims the coupon. The claim is taken in one auto-committed statement
 * (ClaimRepository.claim: with the other claims of the coupon that arrive meanwhile) only while the coupon is active,
 * unexpired, below maxRedemptions and not claimed by this member; the coupon's row lock orders concurrent statements,
 * each re-checking on the row as the one before left it, and the unique (coupon, member) key refuses a concurrent second
 * claim of the same member. A refusal says why, with its own code.
 */
export class ClaimCouponUseCase {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly claims: ClaimRepository,
    private readonly clock: Clock,
    private readonly newId: () => string,
    private readonly newCode: () => string,
  ) {}

  async execute(caller: Caller, couponId: string): Promise<ClaimView> {
    const id = couponIdOrNotFound(couponId);
    for (let attempt = 1; ; attempt++) {
      const claimId = this.newId();
      const now = this.clock.now();
      const result = await this.claims.claim(claimId, id, caller.id, this.newCode(), now);
      if (result.outcome === 'claimed') return result.view;
      const { outcome } = result;
      if (outcome === 'already_claimed')
        throw new CouponError(CouponErrorCode.AlreadyClaimed, 'You have already claimed this coupon', { id });
      if (outcome === 'refused') {
        const state = await this.coupons.findState(id);
        if (!state) throw CouponError.notFound(id);
        const refusal = claimRefusal(state, await this.claims.hasClaimed(id, caller.id), now);
        if (refusal) throw refusal;
        // The coupon shows room: left out of a full statement (see CLAIM_ATTEMPTS), or changed in between.
        if (attempt >= CLAIM_ATTEMPTS)
          throw new CouponError(CouponErrorCode.SoldOut, 'This coupon has been fully claimed', { id });
      } else if (attempt >= CLAIM_ATTEMPTS) {
        throw new Error(`No free claim code after ${CLAIM_ATTEMPTS} draws`);
      }
    }
  }
}
