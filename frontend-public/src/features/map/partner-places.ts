import type { CouponBusinessType } from '@tara/api-client';

/** What the coupons' map needs of a coupon: its partner place (a destination or a service) and its title. */
export interface PartnerCoupon {
  id: string;
  title: string;
  businessId: string;
  businessName: string;
  businessType: CouponBusinessType;
  businessLink: string;
}

/** A partner place of the listed coupons and its deals (one marker however many coupons it offers). */
export interface PartnerPlace {
  /** 'destination:<id>' or 'service:<id>': unique across both kinds. */
  key: string;
  type: CouponBusinessType;
  id: string;
  name: string;
  link: string;
  deals: PartnerCoupon[];
}

/** The coupons' partner places, in the coupons' order, each with its coupons. */
export function partnerPlacesOf(coupons: readonly PartnerCoupon[]): PartnerPlace[] {
  const places = new Map<string, PartnerPlace>();
  for (const coupon of coupons) {
    const key = `${coupon.businessType}:${coupon.businessId}`;
    const place = places.get(key) ?? {
      key,
      type: coupon.businessType,
      id: coupon.businessId,
      name: coupon.businessName,
      link: coupon.businessLink,
      deals: [],
    };
    place.deals.push(coupon);
    places.set(key, place);
  }
  return [...places.values()];
}
