import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { Role } from '../../../shared/domain/role.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { claimStatusAt, ClaimStatus, formatClaimCode, normalizeClaimCode } from '../domain/claim.js';
import { claimRefusal } from '../domain/coupon.js';
import { CouponError, CouponErrorCode, couponIdOrNotFound } from '../domain/coupons.errors.js';
import { ClaimRepository, type ClaimView, type CodeLookup } from './ports/claim.repository.js';
import { CouponRepository } from './ports/coupon.repository.js';
import { PartnerStaffRepository } from './ports/partner-staff.repository.js';
import type { Caller } from './coupons.use-cases.js';

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

/** GET /api/user/coupons: the member's claims, newest first. */
export class MyCouponsQuery {
  constructor(private readonly claims: ClaimRepository) {}

  execute(caller: Caller, page: PageRequest): Promise<Page<ClaimView>> {
    return this.claims.listForMember(caller.id, page);
  }
}

/** What the counter sees for a code. */
export interface CodeCheck {
  readonly claim: CodeLookup;
  readonly status: ClaimStatus;
}

/**
 * Who may check and use codes: admins, and members assigned as staff of the coupon's business. A member who is staff
 * nowhere is refused before the code is looked up (codes cannot be probed); staff of another business are refused
 * once the code is found.
 */
async function lookUpForCounter(
  staff: PartnerStaffRepository,
  claims: ClaimRepository,
  caller: Caller,
  typed: string,
): Promise<CodeLookup> {
  const isAdmin = caller.role === Role.Admin;
  if (!isAdmin && !(await staff.isStaffAnywhere(caller.id))) {
    throw new CouponError(
      CouponErrorCode.NotPartnerStaff,
      "Only admins and a partner's assigned staff may check coupon codes",
    );
  }
  const code = normalizeClaimCode(typed);
  const claim = code === null ? null : await claims.findByCode(code);
  if (!claim) throw CouponError.codeNotFound();
  if (
    !isAdmin &&
    !(await staff.isStaffOf(caller.id, { type: claim.coupon.businessType, id: claim.coupon.businessId }))
  ) {
    throw new CouponError(CouponErrorCode.NotStaffOfBusiness, 'This code is for a coupon of another business');
  }
  return claim;
}

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
