import { DomainError } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/uuid.js';

/**
 * Every error code of the coupons module; http/coupon-error-status.ts maps each one to a status. `?all=true` asked by
 * someone signed out or by a member who is not an admin answers the guard's shared codes (KernelError).
 */
export enum CouponErrorCode {
  NotFound = 'COUPON_NOT_FOUND',
  TitleRequired = 'COUPON_TITLE_REQUIRED',
  TitleTooLong = 'COUPON_TITLE_TOO_LONG',
  DescriptionTooLong = 'COUPON_DESCRIPTION_TOO_LONG',
  InvalidDiscount = 'COUPON_INVALID_DISCOUNT',
  ExpiryRequired = 'COUPON_EXPIRY_REQUIRED',
  ExpiryInPast = 'COUPON_EXPIRY_IN_PAST',
  InvalidMaxRedemptions = 'COUPON_INVALID_MAX_REDEMPTIONS',
  MaxBelowClaims = 'COUPON_MAX_BELOW_CLAIMS',
  BusinessRequired = 'COUPON_BUSINESS_REQUIRED',
  BusinessNotFound = 'COUPON_BUSINESS_NOT_FOUND',
  BusinessMismatch = 'COUPON_BUSINESS_MISMATCH',
  CategoryNotFound = 'COUPON_CATEGORY_NOT_FOUND',
  /** Claim refusals, each with its own code (issue 11). */
  Expired = 'COUPON_EXPIRED',
  Inactive = 'COUPON_INACTIVE',
  SoldOut = 'COUPON_SOLD_OUT',
  AlreadyClaimed = 'COUPON_ALREADY_CLAIMED',
  /** The partner's counter. */
  CodeNotFound = 'COUPON_CODE_NOT_FOUND',
  CodeAlreadyUsed = 'COUPON_CODE_ALREADY_USED',
  CodeExpired = 'COUPON_CODE_EXPIRED',
  CodeWithdrawn = 'COUPON_CODE_WITHDRAWN',
  NotPartnerStaff = 'NOT_PARTNER_STAFF',
  NotStaffOfBusiness = 'NOT_STAFF_OF_THIS_BUSINESS',
  StaffMemberNotFound = 'PARTNER_STAFF_MEMBER_NOT_FOUND',
  StaffAlreadyAssigned = 'PARTNER_STAFF_ALREADY_ASSIGNED',
  StaffAssignmentNotFound = 'PARTNER_STAFF_ASSIGNMENT_NOT_FOUND',
  StaffMemberRequired = 'PARTNER_STAFF_MEMBER_REQUIRED',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    coupons: CouponErrorCode;
  }
}

export class CouponError extends DomainError<CouponErrorCode> {
  constructor(
    override readonly code: CouponErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static notFound(id: string): CouponError {
    return new CouponError(CouponErrorCode.NotFound, 'Coupon not found', { id });
  }

  static codeNotFound(): CouponError {
    return new CouponError(CouponErrorCode.CodeNotFound, 'No coupon has this code');
  }
}

/** A coupon id from a path: anything that is not a UUID names no coupon (404, never a database error). */
export function couponIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw CouponError.notFound(id);
  return id;
}
