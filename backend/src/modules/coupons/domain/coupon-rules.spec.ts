import {
  CODE_ALPHABET,
  claimStatusAt,
  ClaimStatus,
  formatClaimCode,
  newClaimCode,
  normalizeClaimCode,
  verifyPathOf,
} from './claim.js';
import {
  applyCouponChanges,
  businessOf,
  BusinessType,
  claimRefusal,
  CouponCategory,
  defaultCategoryOf,
  DiscountType,
  draftCoupon,
  isClaimableNow,
  normalizeDiscount,
  type Business,
  type CouponState,
} from './coupon.js';
import { CouponErrorCode, type CouponError } from './coupons.errors.js';

const NOW = new Date('2026-11-23T08:00:00Z');
const LATER = new Date('2026-12-31T15:59:59Z');
const SISIG: Business = {
  type: BusinessType.Destination,
  id: 'd1',
  name: "Aling Lucing's Sisig",
  link: '/destinations/d1',
  categoryId: 'cat-food',
  categoryType: 'food',
};

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as CouponError).code;
  }
}

const state = (overrides: Partial<CouponState> = {}): CouponState => ({
  id: 'c1',
  isActive: true,
  expiresAt: LATER,
  maxRedemptions: 10,
  currentRedemptions: 3,
  deleted: false,
  ...overrides,
});

describe('coupon rules (spec section 5 on the server)', () => {
  it('drafts a coupon: title trimmed, empty description omitted, category and categoryId from the business', () => {
    const draft = draftCoupon(
      {
        title: '  Sisig deal ',
        description: '  ',
        discountType: DiscountType.Percentage,
        discountValue: 15,
        expiresAt: LATER,
      },
      SISIG,
      NOW,
    );
    expect(draft).toEqual({
      title: 'Sisig deal',
      description: null,
      discountType: DiscountType.Percentage,
      discountValue: '15.00',
      category: CouponCategory.Food,
      categoryId: 'cat-food',
      businessType: BusinessType.Destination,
      businessId: 'd1',
      expiresAt: LATER,
      maxRedemptions: null,
      isActive: true,
    });
  });

  it('requires a title and a future expiry', () => {
    const base = { discountType: DiscountType.Bogo, expiresAt: LATER };
    expect(codeOf(() => draftCoupon({ ...base, title: ' ' }, SISIG, NOW))).toBe(CouponErrorCode.TitleRequired);
    expect(codeOf(() => draftCoupon({ ...base, title: 'x'.repeat(121) }, SISIG, NOW))).toBe(
      CouponErrorCode.TitleTooLong,
    );
    expect(codeOf(() => draftCoupon({ ...base, title: 'ok', expiresAt: null }, SISIG, NOW))).toBe(
      CouponErrorCode.ExpiryRequired,
    );
    expect(codeOf(() => draftCoupon({ ...base, title: 'ok', expiresAt: NOW }, SISIG, NOW))).toBe(
      CouponErrorCode.ExpiryInPast,
    );
    expect(codeOf(() => draftCoupon({ ...base, title: 'ok', maxRedemptions: 0 }, SISIG, NOW))).toBe(
      CouponErrorCode.InvalidMaxRedemptions,
    );
    expect(codeOf(() => draftCoupon({ ...base, title: 'ok', maxRedemptions: 1.5 }, SISIG, NOW))).toBe(
      CouponErrorCode.InvalidMaxRedemptions,
    );
  });

  it('checks the discount: percentage 1 to 100, pesos above 0, at most 2 decimals, bogo without a value', () => {
    expect(normalizeDiscount(DiscountType.Percentage, 1)).toBe('1.00');
    expect(normalizeDiscount(DiscountType.Percentage, '100')).toBe('100.00');
    expect(normalizeDiscount(DiscountType.FixedAmount, '49.5')).toBe('49.50');
    expect(normalizeDiscount(DiscountType.Fixed, 0.01)).toBe('0.01');
    expect(normalizeDiscount(DiscountType.Bogo, null)).toBeNull();
    for (const [type, value] of [
      [DiscountType.Percentage, 0.5],
      [DiscountType.Percentage, 100.01],
      [DiscountType.Percentage, null],
      [DiscountType.FixedAmount, 0],
      [DiscountType.FixedAmount, 1_000_000.01],
      [DiscountType.Fixed, '12.345'],
      [DiscountType.Fixed, Number.NaN],
      [DiscountType.Bogo, 10],
    ] as const) {
      expect(codeOf(() => normalizeDiscount(type, value))).toBe(CouponErrorCode.InvalidDiscount);
    }
  });

  it("names the business by businessType and businessId, or the spec's destinationId / serviceId, and they must agree", () => {
    expect(
      businessOf({ businessType: BusinessType.Service, businessId: 's1', serviceId: 's1', destinationId: null }),
    ).toEqual({ type: 'service', id: 's1' });
    expect(businessOf({ destinationId: 'd1' })).toEqual({ type: 'destination', id: 'd1' });
    expect(codeOf(() => businessOf({}))).toBe(CouponErrorCode.BusinessRequired);
    expect(
      codeOf(() => businessOf({ businessType: BusinessType.Destination, businessId: 'd1', destinationId: 'd2' })),
    ).toBe(CouponErrorCode.BusinessMismatch);
    expect(
      codeOf(() => businessOf({ businessType: BusinessType.Destination, businessId: 'd1', serviceId: 's1' })),
    ).toBe(CouponErrorCode.BusinessMismatch);
  });

  it('picks the /coupons button from the business category', () => {
    const of = (categoryType: string | null) => defaultCategoryOf({ ...SISIG, categoryType });
    expect([of('food'), of('motorist'), of('camping'), of('bicycle'), of('destination'), of(null)]).toEqual([
      'food',
      'transport',
      'hotel',
      'activity',
      'activity',
      'activity',
    ]);
  });

  it('edits: never below the claims made; a passed expiry that is not changed is kept', () => {
    const draft = draftCoupon(
      { title: 'Deal', discountType: DiscountType.Bogo, expiresAt: LATER, maxRedemptions: 10 },
      SISIG,
      NOW,
    );
    const later = new Date(LATER.getTime() + 1000);
    expect(
      codeOf(() => applyCouponChanges(draft, state({ currentRedemptions: 5 }), { maxRedemptions: 4 }, SISIG, NOW)),
    ).toBe(CouponErrorCode.MaxBelowClaims);
    expect(
      applyCouponChanges(draft, state({ currentRedemptions: 5 }), { maxRedemptions: 5 }, SISIG, NOW).maxRedemptions,
    ).toBe(5);
    expect(applyCouponChanges(draft, state(), { maxRedemptions: null }, SISIG, NOW).maxRedemptions).toBeNull();
    expect(applyCouponChanges(draft, state(), { isActive: false }, SISIG, later)).toEqual({
      ...draft,
      isActive: false,
    });
    expect(
      codeOf(() => applyCouponChanges(draft, state(), { discountType: DiscountType.Percentage }, SISIG, NOW)),
    ).toBe(CouponErrorCode.InvalidDiscount);
  });

  it('refuses a claim with the reason: already claimed, inactive, expired, sold out (in that order)', () => {
    expect(claimRefusal(state(), false, NOW)).toBeNull();
    expect(claimRefusal(state({ maxRedemptions: null, currentRedemptions: 10_000 }), false, NOW)).toBeNull();
    expect(claimRefusal(state(), true, NOW)?.code).toBe(CouponErrorCode.AlreadyClaimed);
    expect(claimRefusal(state({ isActive: false, currentRedemptions: 10 }), false, NOW)?.code).toBe(
      CouponErrorCode.Inactive,
    );
    expect(claimRefusal(state({ expiresAt: NOW }), false, NOW)?.code).toBe(CouponErrorCode.Expired);
    expect(claimRefusal(state(), false, LATER)?.code).toBe(CouponErrorCode.Expired);
    expect(claimRefusal(state({ currentRedemptions: 10 }), false, NOW)?.code).toBe(CouponErrorCode.SoldOut);
    expect(claimRefusal(state({ deleted: true }), false, NOW)?.code).toBe(CouponErrorCode.NotFound);
  });
});

describe('isClaimableNow: the one rule of "a coupon is available"', () => {
  it.each<[string, Partial<CouponState>, boolean]>([
    ['active, unexpired, below its limit', {}, true],
    ['no limit and no expiry', { maxRedemptions: null, expiresAt: null }, true],
    ['one claim left', { maxRedemptions: 5, currentRedemptions: 4 }, true],
    ['inactive', { isActive: false }, false],
    ['withdrawn (deleted)', { deleted: true }, false],
    ['expired a moment ago', { expiresAt: new Date(NOW.getTime() - 1) }, false],
    ['expiring exactly now', { expiresAt: NOW }, false],
    ['sold out', { maxRedemptions: 5, currentRedemptions: 5 }, false],
  ])('%s', (_name, overrides, available) => {
    expect(isClaimableNow(state(overrides), NOW)).toBe(available);
  });

  it('agrees with claimRefusal for a member who has not claimed it', () => {
    const cases: Array<Partial<CouponState>> = [
      {},
      { isActive: false },
      { deleted: true },
      { expiresAt: NOW },
      { maxRedemptions: 1, currentRedemptions: 1 },
      { maxRedemptions: 2, currentRedemptions: 1 },
    ];
    for (const overrides of cases) {
      expect(isClaimableNow(state(overrides), NOW)).toBe(claimRefusal(state(overrides), false, NOW) === null);
    }
  });
});

describe('claim codes', () => {
  it('draws 10 characters without look-alikes, shown in two groups, read back in any case', () => {
    let next = 0;
    const code = newClaimCode((below) => next++ % below);
    expect(code).toBe('23456789AB');
    expect(formatClaimCode(code)).toBe('23456-789AB');
    expect(verifyPathOf(code)).toBe('/verify?code=23456-789AB');
    expect(normalizeClaimCode(' 23456-789ab ')).toBe('23456789AB');
    expect(normalizeClaimCode('2345 6789 AB')).toBe('23456789AB');
    for (const bad of ['23456789A', '23456789ABC', '0O1IL23456', '23456789A!'])
      expect(normalizeClaimCode(bad)).toBeNull();
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });

  it('a claim is used, withdrawn, expired or valid', () => {
    const claim = { usedAt: null, couponDeleted: false, couponExpiresAt: LATER };
    expect(claimStatusAt(claim, NOW)).toBe(ClaimStatus.Valid);
    expect(claimStatusAt(claim, LATER)).toBe(ClaimStatus.Expired);
    expect(claimStatusAt({ ...claim, couponDeleted: true }, NOW)).toBe(ClaimStatus.Withdrawn);
    expect(claimStatusAt({ ...claim, usedAt: NOW, couponDeleted: true }, LATER)).toBe(ClaimStatus.Used);
  });
});
