import { HttpStatus } from '@nestjs/common';
import { CouponErrorCode } from '../domain/coupons.errors.js';

/** Every coupons error code's HTTP status (a code without one does not compile). */
export const COUPON_ERROR_STATUS: Record<CouponErrorCode, HttpStatus> = {
  [CouponErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [CouponErrorCode.TitleRequired]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.TitleTooLong]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.DescriptionTooLong]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.InvalidDiscount]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.ExpiryRequired]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.ExpiryInPast]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.InvalidMaxRedemptions]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.MaxBelowClaims]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.BusinessRequired]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.BusinessNotFound]: HttpStatus.NOT_FOUND,
  [CouponErrorCode.BusinessMismatch]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.CategoryNotFound]: HttpStatus.BAD_REQUEST,
  [CouponErrorCode.Expired]: HttpStatus.CONFLICT,
  [CouponErrorCode.Inactive]: HttpStatus.CONFLICT,
  [CouponErrorCode.SoldOut]: HttpStatus.CONFLICT,
  [CouponErrorCode.AlreadyClaimed]: HttpStatus.CONFLICT,
  [CouponErrorCode.CodeNotFound]: HttpStatus.NOT_FOUND,
  [CouponErrorCode.CodeAlreadyUsed]: HttpStatus.CONFLICT,
  [CouponErrorCode.CodeExpired]: HttpStatus.CONFLICT,
  [CouponErrorCode.CodeWithdrawn]: HttpStatus.CONFLICT,
  [CouponErrorCode.NotPartnerStaff]: HttpStatus.FORBIDDEN,
  [CouponErrorCode.NotStaffOfBusiness]: HttpStatus.FORBIDDEN,
  [CouponErrorCode.StaffMemberNotFound]: HttpStatus.NOT_FOUND,
  [CouponErrorCode.StaffAlreadyAssigned]: HttpStatus.CONFLICT,
  [CouponErrorCode.StaffAssignmentNotFound]: HttpStatus.NOT_FOUND,
  [CouponErrorCode.StaffMemberRequired]: HttpStatus.BAD_REQUEST,
};
