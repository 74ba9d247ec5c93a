import { Role } from '../../../shared/domain/role.js';
import { ClaimStatus, normalizeClaimCode } from '../domain/claim.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { ClaimRepository, type CodeLookup } from './ports/claim.repository.js';
import { PartnerStaffRepository } from './ports/partner-staff.repository.js';
import type { Caller } from './caller.js';

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
export async function lookUpForCounter(
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
