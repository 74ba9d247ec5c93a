import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { claimStatusAt, ClaimStatus, formatClaimCode } from '../domain/claim.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { PartnerStaffRepository } from './ports/partner-staff.repository.js';
import type { Caller } from './caller.js';
import { lookUpForCounter, type CodeCheck } from './counter-lookup.js';

/** POST /api/coupon-codes/{code}/use: 'Mark as used', once; a second try says when it was used. */
export class UseCodeUseCase {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly staff: PartnerStaffRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller, code: string): Promise<CodeCheck> {
    return this.unitOfWork.run(async () => {
      const found = await lookUpForCounter(this.staff, this.claims, caller, code);
      const now = this.clock.now();
      if (!(await this.claims.markUsed(found.id, caller.id, now))) {
        const claim = (await this.claims.findByCode(found.code)) ?? found;
        const status = claimStatusAt({ ...claim, couponExpiresAt: claim.coupon.expiresAt }, now);
        const shown = formatClaimCode(claim.code);
        if (status === ClaimStatus.Used) {
          throw new CouponError(
            CouponErrorCode.CodeAlreadyUsed,
            `This code was already used on ${claim.usedAt?.toISOString()}`,
            {
              code: shown,
              usedAt: claim.usedAt?.toISOString(),
            },
          );
        }
        if (status === ClaimStatus.Withdrawn) {
          throw new CouponError(
            CouponErrorCode.CodeWithdrawn,
            'This coupon was withdrawn: the code no longer verifies',
            { code: shown },
          );
        }
        throw new CouponError(CouponErrorCode.CodeExpired, 'This coupon has expired: the code no longer verifies', {
          code: shown,
          expiresAt: claim.coupon.expiresAt?.toISOString(),
        });
      }
      const used = await this.claims.findByCode(found.code);
      if (!used) throw CouponError.codeNotFound();
      return { claim: used, status: ClaimStatus.Used };
    });
  }
}
