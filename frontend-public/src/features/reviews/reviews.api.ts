import {
  reviewsApi as generatedReviewsApi,
  type PublicReviewResponse,
  type ReviewSort,
  type ReviewSummaryResponse,
} from '@tara/api-client/reviews';
import { LIST } from '../../shared/api/api';
import { offsetList, pagesTags } from '../../shared/api/offset-list';
import type { ListPage } from '../../shared/lists/list-page';

export type Review = PublicReviewResponse;
export type ReviewSummary = ReviewSummaryResponse;
export type { ReviewSort };

/** The place whose reviews a section shows: a destination or a service, by id. */
export interface ReviewPlace {
  type: 'destination' | 'service';
  id: string;
}

export interface ReviewListArgs {
  place: ReviewPlace;
  sort: ReviewSort;
  /** Only the reviews with this many stars (1..5); all when undefined. */
  stars?: number;
}

/** Reviews per page ('Show more' asks for the next). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS: readonly ReviewSort[] = ['helpful', 'newest', 'highest', 'lowest'];

/** The place as the endpoints name it: `destinationId` or `serviceId`. */
export function placeParams(place: ReviewPlace): { destinationId: string } | { serviceId: string } {
  return place.type === 'destination' ? { destinationId: place.id } : { serviceId: place.id };
}

const placeKey = (place: ReviewPlace) => `${place.type}:${place.id}`;
const placeOf = (arg: { destinationId?: string; serviceId?: string }): ReviewPlace =>
  arg.destinationId ? { type: 'destination', id: arg.destinationId } : { type: 'service', id: arg.serviceId ?? '' };

/**
 * What a write of a place's reviews makes stale: its lists (any sort or filter), its summary (the bars), and the place
 * itself, whose rating and count the page's headline and every list show.
 */
function placeTags(place: ReviewPlace) {
  return [
    { type: 'Review' as const, id: `list:${placeKey(place)}` },
    { type: 'ReviewSummary' as const, id: placeKey(place) },
    place.type === 'destination'
      ? { type: 'Destination' as const, id: place.id }
      : { type: 'Service' as const, id: place.id },
    { type: place.type === 'destination' ? ('Destination' as const) : ('Service' as const), id: LIST },
  ];
}

/**
 * The reviews' endpoints (@tara/api-client/reviews, loaded with the place pages' review section, never with the
 * lists): the generated ones get their tags; the list of a place is an infinite list over limit/offset +
 * X-Total-Count, and a delete names the place so that its figures refresh.
 */
const taggedReviewsApi = generatedReviewsApi.enhanceEndpoints({
  addTagTypes: ['Review', 'ReviewSummary', 'Destination', 'Service'],
  endpoints: {
    reviewsSummary: { providesTags: (_result, _error, arg) => [{ type: 'ReviewSummary', id: placeKey(placeOf(arg)) }] },
    reviewsCreate: {
      invalidatesTags: (_result, error, { createReviewRequest }) =>
        error ? [] : placeTags(placeOf(createReviewRequest)),
    },
    reviewsUpdate: {
      invalidatesTags: (result, error) =>
        error || !result ? [] : placeTags({ type: result.placeType, id: result.placeId }),
    },
  },
});

export const reviewsApi = taggedReviewsApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.infiniteQuery<ListPage<Review>, ReviewListArgs, number>({
      ...offsetList<Review, ReviewListArgs>('/api/reviews', REVIEWS_PAGE_SIZE, ({ place, sort, stars }) => ({
        ...placeParams(place),
        sort,
        ...(stars ? { stars } : {}),
      })),
      providesTags: (result, _error, { place }) => [
        ...pagesTags('Review', result?.pages),
        { type: 'Review' as const, id: `list:${placeKey(place)}` },
      ],
    }),
    deleteReview: build.mutation<void, { id: string; place: ReviewPlace }>({
      query: ({ id }) => ({ url: `/api/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { place }) => (error ? [] : placeTags(place)),
    }),
  }),
});

export const { useGetReviewsInfiniteQuery, useDeleteReviewMutation } = reviewsApi;
export const useReviewsSummaryQuery = reviewsApi.endpoints.reviewsSummary.useQuery;
export const useReviewsCreateMutation = reviewsApi.endpoints.reviewsCreate.useMutation;
export const useReviewsUpdateMutation = reviewsApi.endpoints.reviewsUpdate.useMutation;
