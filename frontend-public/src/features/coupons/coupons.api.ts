import {
  generatedApi,
  type ClaimResponse,
  type ClaimStatus,
  type CodeCheckResponse,
  type CouponBusinessType,
  type CouponCategory,
  type CouponResponse,
  type CouponStatsResponse,
  type DiscountType,
  type StaffAssignmentResponse,
} from '@tara/api-client';
import { offsetList } from '../../shared/api/offset-list';
import type { ListPage } from '../../shared/lists/list-page';

/** The coupons API (issue 11; backend module modules/coupons): types generated from the OpenAPI document. */
export type { ClaimStatus, CouponBusinessType, CouponCategory, DiscountType };
export type Coupon = CouponResponse;
/** A claim in My Coupons: the one-time code and what its QR code encodes (verifyPath, '/verify?code=…'). */
export type Claim = ClaimResponse;
/** What the partner's counter sees for a code. */
export type CodeCheck = CodeCheckResponse;
export type CouponStats = CouponStatsResponse;
export type StaffAssignment = StaffAssignmentResponse;

export interface CouponListArgs {
  search?: string;
  category?: CouponCategory;
}

/** One page of /coupons' Available Deals and of My Coupons ('Load more' asks for the next). */
export const COUPONS_PAGE_SIZE = 12;
/** Spec section 9: the home shows 3 coupons. */
export const HOME_COUPONS = 3;
/** A place's coupons on its page (one page; a place rarely has more). */
export const PLACE_COUPONS = 20;

const COUPONS = { type: 'Coupon' as const, id: 'LIST' };
const STATS = 'CouponStats' as const;
const CLAIMS = 'Claim' as const;
const CODE_TAG = (code: string) => ({ type: 'CouponCode' as const, id: code });

/**
 * The generated coupon endpoints with their cache tags: lists are tagged 'Coupon' LIST, the member's claims 'Claim',
 * the stat cards 'CouponStats'; a claim refreshes all three (spec section 7: coupons and /api/user/coupons refreshed),
 * also when refused (sold out meanwhile, expired: the cards show what is true now). Marking a code used refreshes the
 * code's check and the claims. The generated endpoints put path parameters into the URL as given: ids and codes
 * (UUIDs, the code alphabet and '-') need no encoding.
 */
const tagged = generatedApi.enhanceEndpoints({
  addTagTypes: ['Coupon', 'CouponStats', 'Claim', 'CouponCode'],
  endpoints: {
    // The home's first 3 and a destination's coupons (?destinationId=).
    couponsList: { providesTags: [COUPONS] },
    // GET /api/coupons/{serviceId}: the spec's path of a service's coupons.
    couponsForService: { providesTags: [COUPONS] },
    couponsStats: { providesTags: [STATS] },
    couponsRedeem: { invalidatesTags: [COUPONS, STATS, CLAIMS] },
    couponCodesCheck: { providesTags: (_result, _error, { code }) => [CODE_TAG(code)], keepUnusedDataFor: 0 },
    couponCodesUse: { invalidatesTags: (_result, _error, { code }) => [CODE_TAG(code), CLAIMS] },
  },
});

/** What the generator cannot express: the infinite lists over limit/offset + X-Total-Count. */
export const couponsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.infiniteQuery<ListPage<Coupon>, CouponListArgs, number>({
      ...offsetList<Coupon, CouponListArgs>('/api/coupons', COUPONS_PAGE_SIZE, (arg) => ({
        ...(arg.search ? { search: arg.search } : {}),
        ...(arg.category ? { category: arg.category } : {}),
      })),
      providesTags: [COUPONS],
    }),
    getMyCoupons: build.infiniteQuery<ListPage<Claim>, void, number>({
      ...offsetList<Claim, void>('/api/user/coupons', COUPONS_PAGE_SIZE),
      providesTags: [CLAIMS],
    }),
  }),
});

export const { useGetCouponsInfiniteQuery, useGetMyCouponsInfiniteQuery } = couponsApi;
export const useCouponsListQuery = couponsApi.endpoints.couponsList.useQuery;
export const useCouponsForServiceQuery = couponsApi.endpoints.couponsForService.useQuery;
export const useCouponsStatsQuery = couponsApi.endpoints.couponsStats.useQuery;
export const useCouponsRedeemMutation = couponsApi.endpoints.couponsRedeem.useMutation;
export const useCouponCodesCheckQuery = couponsApi.endpoints.couponCodesCheck.useQuery;
export const useCouponCodesUseMutation = couponsApi.endpoints.couponCodesUse.useMutation;
export const useUserCouponsAssignmentsQuery = couponsApi.endpoints.userCouponsAssignments.useQuery;
