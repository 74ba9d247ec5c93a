import { ApiProperty } from '@nestjs/swagger';
import type { CodeCheck } from '../../application/counter-lookup.js';
import type { ClaimView } from '../../application/ports/claim.repository.js';
import type { CouponStats, CouponView } from '../../application/ports/coupon.repository.js';
import type { StaffAssignmentView } from '../../application/ports/partner-staff.repository.js';
import { claimStatusAt, ClaimStatus, formatClaimCode, verifyPathOf } from '../../domain/claim.js';
import {
  BusinessType,
  CouponCategory,
  DiscountType,
  isClaimableNow,
  isExpiredAt,
  isSoldOut,
} from '../../domain/coupon.js';

/** A coupon: the spec's fields, the business's name and link, and the caller's claim. */
export class CouponResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '20% off Kapampangan lunch sets' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'Dine-in only, one coupon per table.' })
  description: string | null;

  @ApiProperty({ enum: DiscountType, enumName: 'DiscountType' })
  discountType: DiscountType;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 20,
    description: 'Percent, or pesos for fixed_amount / fixed; null for bogo',
  })
  discountValue: number | null;

  @ApiProperty({
    enum: CouponCategory,
    enumName: 'CouponCategory',
    description: 'The /coupons category button it shows under',
  })
  category: CouponCategory;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A place category (spec field)' })
  categoryId: string | null;

  @ApiProperty({ enum: BusinessType, enumName: 'CouponBusinessType' })
  businessType: BusinessType;

  @ApiProperty({ format: 'uuid', description: 'The destination or the service' })
  businessId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  destinationId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  serviceId: string | null;

  @ApiProperty({ example: "Aling Lucing's Sisig" })
  businessName: string;

  @ApiProperty({ example: '/destinations/0b9c…', description: "The business's page in the app" })
  businessLink: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "null: 'No expiry'" })
  expiresAt: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 100, description: 'null: no limit' })
  maxRedemptions: number | null;

  @ApiProperty({ type: 'integer', example: 42, description: 'Claims made so far' })
  currentRedemptions: number;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ description: 'expiresAt has passed' })
  isExpired: boolean;

  @ApiProperty({ description: 'currentRedemptions has reached maxRedemptions' })
  isSoldOut: boolean;

  @ApiProperty({
    description:
      "Some member could claim it now: active, not withdrawn, unexpired and not sold out. The one rule behind the lists' " +
      "contents and the places' hasActiveCoupon; show a coupon as available only when this is true",
  })
  isAvailable: boolean;

  @ApiProperty({ description: 'The caller has claimed it (false when signed out)' })
  claimedByMe: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  /** `deleted`: the coupon was withdrawn (a claim's coupon can be; the lists never answer one). */
  static from(view: CouponView, now = new Date(), deleted = false): CouponResponse {
    return Object.assign(new CouponResponse(), {
      id: view.id,
      title: view.title,
      description: view.description,
      discountType: view.discountType,
      discountValue: view.discountValue === null ? null : Number(view.discountValue),
      category: view.category,
      categoryId: view.categoryId,
      businessType: view.businessType,
      businessId: view.businessId,
      destinationId: view.businessType === BusinessType.Destination ? view.businessId : null,
      serviceId: view.businessType === BusinessType.Service ? view.businessId : null,
      businessName: view.businessName,
      businessLink: view.businessLink,
      expiresAt: view.expiresAt?.toISOString() ?? null,
      maxRedemptions: view.maxRedemptions,
      currentRedemptions: view.currentRedemptions,
      isActive: view.isActive,
      isExpired: isExpiredAt(view.expiresAt, now),
      isSoldOut: isSoldOut(view),
      isAvailable: isClaimableNow({ ...view, deleted }, now),
      claimedByMe: view.claimedByMe,
      createdAt: view.createdAt.toISOString(),
    });
  }
}

/** A claim in My Coupons (spec: coupon redemption): the one-time code and what its QR code encodes. */
export class ClaimResponse {
  @ApiProperty({ format: 'uuid', description: 'The claim (redemption)' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  couponId: string;

  @ApiProperty({ example: '7KQ2M-XH9RT', description: 'The one-time code to show at the counter' })
  code: string;

  @ApiProperty({
    example: '/verify?code=7KQ2M-XH9RT',
    description: "What the QR code encodes, on the app's origin: the staff's /verify page with this code",
  })
  verifyPath: string;

  @ApiProperty({ format: 'date-time', description: "'Redeemed on {date}'" })
  redeemedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When staff marked it used ('Used')" })
  usedAt: string | null;

  @ApiProperty({
    enum: ClaimStatus,
    enumName: 'ClaimStatus',
    description:
      'valid (good at the counter), used, expired (the coupon expired), withdrawn (the admin deleted the coupon)',
  })
  status: ClaimStatus;

  @ApiProperty({ type: CouponResponse, description: 'The coupon as it is now' })
  coupon: CouponResponse;

  static from(view: ClaimView, now = new Date()): ClaimResponse {
    return Object.assign(new ClaimResponse(), {
      id: view.id,
      couponId: view.coupon.id,
      code: formatClaimCode(view.code),
      verifyPath: verifyPathOf(view.code),
      redeemedAt: view.redeemedAt.toISOString(),
      usedAt: view.usedAt?.toISOString() ?? null,
      status: statusOf(view, now),
      coupon: CouponResponse.from(view.coupon, now, view.couponDeleted),
    });
  }
}

function statusOf(view: ClaimView, now: Date): ClaimStatus {
  return claimStatusAt(
    { usedAt: view.usedAt, couponDeleted: view.couponDeleted, couponExpiresAt: view.coupon.expiresAt },
    now,
  );
}

/** What the counter sees for a code. */
export class CodeCheckResponse {
  @ApiProperty({ example: '7KQ2M-XH9RT' })
  code: string;

  @ApiProperty({ enum: ClaimStatus, enumName: 'ClaimStatus' })
  status: ClaimStatus;

  @ApiProperty({ description: "Still good: status is valid ('Mark as used' will work)" })
  usable: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Liza', description: "The member's first name" })
  memberFirstName: string | null;

  @ApiProperty({ format: 'date-time' })
  redeemedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;

  @ApiProperty({ type: CouponResponse })
  coupon: CouponResponse;

  static from(check: CodeCheck, now = new Date()): CodeCheckResponse {
    return Object.assign(new CodeCheckResponse(), {
      code: formatClaimCode(check.claim.code),
      status: check.status,
      usable: check.status === ClaimStatus.Valid,
      memberFirstName: check.claim.memberFirstName,
      redeemedAt: check.claim.redeemedAt.toISOString(),
      usedAt: check.claim.usedAt?.toISOString() ?? null,
      coupon: CouponResponse.from({ ...check.claim.coupon, claimedByMe: false }, now, check.claim.couponDeleted),
    });
  }
}

export class CouponStatsResponse {
  @ApiProperty({ example: 11, description: 'Available coupons (active, unexpired, not sold out)' })
  availableDeals: number;

  @ApiProperty({ example: 2, description: 'Coupons the caller has claimed (0 when signed out)' })
  claimedByMe: number;

  @ApiProperty({ example: 9, description: 'Destinations and services with an available coupon' })
  partnerLocations: number;

  static from(stats: CouponStats): CouponStatsResponse {
    return Object.assign(new CouponStatsResponse(), stats);
  }
}

export class StaffMemberResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'teresita.pangilinan@example.com' })
  email: string;

  @ApiProperty({ example: 'Teresita Pangilinan', description: 'First and last name, else the e-mail' })
  displayName: string;
}

/** A member assigned as counter staff of a destination or service. */
export class StaffAssignmentResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: StaffMemberResponse })
  member: StaffMemberResponse;

  @ApiProperty({ enum: BusinessType, enumName: 'CouponBusinessType' })
  businessType: BusinessType;

  @ApiProperty({ format: 'uuid' })
  businessId: string;

  @ApiProperty({ example: "Aling Lucing's Sisig" })
  businessName: string;

  @ApiProperty({ example: '/destinations/0b9c…' })
  businessLink: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(view: StaffAssignmentView): StaffAssignmentResponse {
    const name = [view.member.firstName, view.member.lastName]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    return Object.assign(new StaffAssignmentResponse(), {
      id: view.id,
      member: Object.assign(new StaffMemberResponse(), {
        id: view.member.id,
        email: view.member.email,
        displayName: name || view.member.email,
      }),
      businessType: view.businessType,
      businessId: view.businessId,
      businessName: view.businessName,
      businessLink: view.businessLink,
      createdAt: view.createdAt.toISOString(),
    });
  }
}
