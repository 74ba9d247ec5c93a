import type { Claim, CodeCheck, Coupon } from './coupons.api';

/** A coupon as GET /api/coupons answers it (an available 20% deal at a destination unless overridden). */
export function couponFixture(overrides: Partial<Coupon> = {}): Coupon {
  const coupon: Coupon = {
    id: 'c0000000-0000-4000-8000-000000000001',
    title: '20% off Kapampangan lunch sets',
    description: 'Dine-in only, one coupon per table.',
    discountType: 'percentage',
    discountValue: 20,
    category: 'food',
    categoryId: null,
    businessType: 'destination',
    businessId: 'd0000000-0000-4000-8000-000000000001',
    destinationId: 'd0000000-0000-4000-8000-000000000001',
    serviceId: null,
    businessName: "Aling Lucing's Sisig",
    businessLink: '/destinations/d0000000-0000-4000-8000-000000000001',
    expiresAt: '2099-12-31T15:59:59.999Z',
    maxRedemptions: 100,
    currentRedemptions: 42,
    isActive: true,
    isExpired: false,
    isSoldOut: false,
    isAvailable: true,
    claimedByMe: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
  // The server's rule (isClaimableNow) unless the test says otherwise: a fixture made inactive, expired or sold out
  // is not available.
  const available = coupon.isActive && !coupon.isExpired && !coupon.isSoldOut;
  return { ...coupon, isAvailable: overrides.isAvailable ?? available };
}

/** A claim in My Coupons (good at the counter unless overridden). */
export function claimFixture(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    couponId: 'c0000000-0000-4000-8000-000000000001',
    code: '7KQ2M-XH9RT',
    verifyPath: '/verify?code=7KQ2M-XH9RT',
    redeemedAt: '2026-11-20T02:00:00.000Z',
    usedAt: null,
    status: 'valid',
    coupon: couponFixture({ claimedByMe: true }),
    ...overrides,
  };
}

/** What the counter sees for a code (still good unless overridden). */
export function codeCheckFixture(overrides: Partial<CodeCheck> = {}): CodeCheck {
  return {
    code: '7KQ2M-XH9RT',
    status: 'valid',
    usable: true,
    memberFirstName: 'Liza',
    redeemedAt: '2026-11-20T02:00:00.000Z',
    usedAt: null,
    coupon: couponFixture(),
    ...overrides,
  };
}
