import { Clock } from '../../../shared/time/clock.js';
import { claimStatusAt } from '../domain/claim.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { PartnerStaffRepository } from './ports/partner-staff.repository.js';
import type { Caller } from './caller.js';
import { lookUpForCounter, type CodeCheck } from './counter-lookup.js';

/** GET /api/coupon-codes/{code}: the coupon, the member's first name and whether the code is still good. */
export class CheckCodeQuery {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly staff: PartnerStaffRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, code: string): Promise<CodeCheck> {
    const claim = await lookUpForCounter(this.staff, this.claims, caller, code);
    return { claim, status: claimStatusAt({ ...claim, couponExpiresAt: claim.coupon.expiresAt }, this.clock.now()) };
  }
}
