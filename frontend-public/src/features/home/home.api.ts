import { api, LIST } from '../../shared/api/api';

/** Spec section 9: the signed-in home shows 3 destinations, 5 posts and 3 coupons. */
export const HOME_DESTINATIONS = 3;
export const HOME_POSTS = 5;
export const HOME_COUPONS = 3;

/** The fields of GET /api/destinations items that the home hero shows. */
export interface HomeDestination {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  imageUrl: string | null;
  images?: string[] | null;
  rating: number | string | null;
  reviewCount?: number | null;
}

/** The fields of GET /api/posts items that 'Community Updates' shows (spec section 3, Post). */
export interface HomePost {
  id: string;
  content: string;
  imageUrl?: string | null;
  locationName?: string | null;
  likeCount?: number | null;
  commentCount?: number | null;
  createdAt: string;
  author?: { displayName?: string | null; firstName?: string | null; lastName?: string | null } | null;
  authorName?: string | null;
}

/** The fields of GET /api/coupons items that 'Exclusive Travel Deals' shows (spec section 3, Coupon). */
export interface HomeCoupon {
  id: string;
  title: string;
  description?: string | null;
  discountType: string;
  discountValue?: number | string | null;
  expiresAt?: string | null;
  isActive?: boolean;
}

type BaseResult = { data?: unknown; error?: unknown };

/**
 * A list that is an empty list when the call fails (spec section 7 for coupons; posts behave the same on
 * the home page so that its sections fill in once those APIs exist).
 */
function listOrEmpty<T>(path: string, limit: number) {
  return async (
    _arg: void,
    _api: unknown,
    _extra: unknown,
    baseQuery: (arg: { url: string; params: Record<string, number> }) => PromiseLike<BaseResult> | BaseResult,
  ): Promise<{ data: T[] }> => {
    const result = await baseQuery({ url: path, params: { limit } });
    return { data: !result.error && Array.isArray(result.data) ? (result.data as T[]).slice(0, limit) : [] };
  };
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeDestinations: build.query<HomeDestination[], void>({
      query: () => ({ url: '/destinations', params: { limit: HOME_DESTINATIONS } }),
      transformResponse: (items: HomeDestination[]) => (Array.isArray(items) ? items.slice(0, HOME_DESTINATIONS) : []),
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Destination' as const, id })),
        { type: 'Destination' as const, id: LIST },
      ],
    }),
    getHomePosts: build.query<HomePost[], void>({
      queryFn: listOrEmpty<HomePost>('/posts', HOME_POSTS),
      providesTags: [{ type: 'Post' as const, id: LIST }],
    }),
    getHomeCoupons: build.query<HomeCoupon[], void>({
      queryFn: listOrEmpty<HomeCoupon>('/coupons', HOME_COUPONS),
      providesTags: [{ type: 'Coupon' as const, id: LIST }],
    }),
  }),
});

export const { useGetHomeDestinationsQuery, useGetHomePostsQuery, useGetHomeCouponsQuery } = homeApi;
