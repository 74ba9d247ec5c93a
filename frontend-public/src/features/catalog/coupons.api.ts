import { api, type baseQuery } from '../../shared/api/api';
import { toNumber } from './format';

/**
 * Coupons as the catalog pages need them (the 'Available Coupons' cards). The coupons API lands with a later
 * issue; until then the calls fail and, as spec section 7 says for GET /api/coupons, a non-OK answer is
 * treated as an empty list, so the cards show their empty state and fill in once coupons exist.
 */
export interface CatalogCoupon {
  id: string;
  title: string;
  description: string | null;
  discountType: 'percentage' | 'fixed_amount' | 'fixed' | 'bogo' | string;
  discountValue: number | string | null;
  expiresAt: string | null;
  maxRedemptions: number | null;
  currentRedemptions: number | null;
  isActive: boolean;
}

/** Active and unexpired (spec section 5: only those count). */
export function isAvailableCoupon(coupon: CatalogCoupon, now: Date = new Date()): boolean {
  if (!coupon.isActive) return false;
  if (!coupon.expiresAt) return true;
  const expires = new Date(coupon.expiresAt).getTime();
  return Number.isNaN(expires) || expires > now.getTime();
}

/** '15% OFF', '₱100 OFF', 'Buy 1 Get 1'. */
export function couponLabel(coupon: Pick<CatalogCoupon, 'discountType' | 'discountValue'>): string {
  const value = toNumber(coupon.discountValue) ?? 0;
  if (coupon.discountType === 'percentage') return `${Number.isInteger(value) ? value : value.toFixed(2)}% OFF`;
  if (coupon.discountType === 'bogo') return 'Buy 1 Get 1';
  return `₱${Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2)} OFF`;
}

type BaseQuery = typeof baseQuery;

async function availableCoupons(
  fetchWithBq: (arg: Parameters<BaseQuery>[0]) => ReturnType<BaseQuery> | Promise<Awaited<ReturnType<BaseQuery>>>,
  url: string,
) {
  const result = await fetchWithBq(url);
  if (result.error || !Array.isArray(result.data)) return { data: [] as CatalogCoupon[] };
  return { data: (result.data as CatalogCoupon[]).filter((coupon) => isAvailableCoupon(coupon)) };
}

export const catalogCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/coupons?destinationId=… */
    getDestinationCoupons: build.query<CatalogCoupon[], string>({
      queryFn: (destinationId, _api, _extra, fetchWithBq) =>
        availableCoupons(fetchWithBq, `/coupons?destinationId=${encodeURIComponent(destinationId)}`),
      providesTags: [{ type: 'Coupon' as const, id: 'LIST' }],
    }),
    /** GET /api/coupons/{serviceId} */
    getServiceCoupons: build.query<CatalogCoupon[], string>({
      queryFn: (serviceId, _api, _extra, fetchWithBq) =>
        availableCoupons(fetchWithBq, `/coupons/${encodeURIComponent(serviceId)}`),
      providesTags: [{ type: 'Coupon' as const, id: 'LIST' }],
    }),
    /** POST /api/coupons/{id}/redeem, no body (spec section 7). */
    redeemCatalogCoupon: build.mutation<unknown, string>({
      query: (couponId) => ({ url: `/coupons/${encodeURIComponent(couponId)}/redeem`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Coupon' as const, id: 'LIST' }, { type: 'Redemption' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetDestinationCouponsQuery, useGetServiceCouponsQuery, useRedeemCatalogCouponMutation } =
  catalogCouponsApi;
