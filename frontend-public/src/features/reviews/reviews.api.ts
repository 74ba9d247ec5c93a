import {
  reviewsApi as generatedReviewsApi,
  type PublicReviewResponse,
  type ReviewPhotoResponse,
  type ReviewSort,
  type ReviewSummaryResponse,
} from '@tara/api-client/reviews';
import { LIST } from '../../shared/api/api';
import { isApiError } from '../../shared/api/api-error';
import { offsetList, pagesTags } from '../../shared/api/offset-list';
import type { ListPage } from '../../shared/lists/list-page';

export type Review = PublicReviewResponse;
export type ReviewPhoto = ReviewPhotoResponse;
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

/** The server's refusal of a second review of one place: the member has one already. */
export const alreadyReviewed = (error: unknown) => isApiError(error) && error.code === 'REVIEW_ALREADY_REVIEWED';

const placeKey = (place: ReviewPlace) => `${place.type}:${place.id}`;
const placeOf = (arg: { destinationId?: string; serviceId?: string }): ReviewPlace =>
  arg.destinationId ? { type: 'destination', id: arg.destinationId } : { type: 'service', id: arg.serviceId ?? '' };

/**
 * What a write of a place's reviews makes stale: its lists (any sort or filter), its summary (the bars), the member's
 * own review of it, and the place itself, whose rating and count the page's headline and every list show.
 */
function placeTags(place: ReviewPlace) {
  return [
    { type: 'Review' as const, id: `list:${placeKey(place)}` },
    { type: 'ReviewSummary' as const, id: placeKey(place) },
    { type: 'MyReview' as const, id: placeKey(place) },
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
  addTagTypes: ['Review', 'ReviewSummary', 'ReviewVotes', 'MyReview', 'Destination', 'Service'],
  endpoints: {
    // The member's own review (204: none, read as null); a reply to it or a vote on it shows there too.
    reviewsMine: {
      providesTags: (result, _error, arg) => [
        { type: 'MyReview', id: placeKey(placeOf(arg)) },
        ...(result ? [{ type: 'Review' as const, id: result.id }] : []),
      ],
    },
    reviewFeedbackMyHelpfulVotes: {
      providesTags: (_result, _error, arg) => [{ type: 'ReviewVotes', id: placeKey(placeOf(arg)) }],
    },
    // Optimistic (like a post's heart): the button and the count change at once, the answer settles them, a failure
    // puts them back (the card shows the error).
    reviewFeedbackVote: { onQueryStarted: ({ id }, cache) => settleVote(cache, id, true) },
    reviewFeedbackUnvote: { onQueryStarted: ({ id }, cache) => settleVote(cache, id, false) },
    // The lists that show the review ask again: its reply is in their answer.
    reviewFeedbackReply: { invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Review', id }]) },
    reviewFeedbackRemoveReply: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Review', id }]),
    },
    reviewsSummary: { providesTags: (_result, _error, arg) => [{ type: 'ReviewSummary', id: placeKey(placeOf(arg)) }] },
    // 409 REVIEW_ALREADY_REVIEWED: a review written meanwhile (another tab) is asked for, to be shown and edited.
    reviewsCreate: {
      invalidatesTags: (_result, error, { createReviewRequest }) =>
        !error || alreadyReviewed(error) ? placeTags(placeOf(createReviewRequest)) : [],
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

/** What settleVote needs of a mutation's lifecycle (onQueryStarted's second argument). */
interface VoteLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: { helpfulCount: number; votedByMe: boolean } }>;
}

type Recipe = (draft: unknown) => void;
type Patch = { undo: () => void };

/**
 * A helpful vote or its withdrawal, in every cached copy at once: the count of the review in each list that shows it
 * and the place's 'my votes'; then the server's figures; undone on a failure.
 */
async function settleVote(cache: VoteLifecycle, id: string, voted: boolean): Promise<void> {
  const patches = patchVote(
    cache,
    id,
    (review) => {
      review.helpfulCount = Math.max(0, review.helpfulCount + (voted ? 1 : -1));
    },
    voted,
  );
  try {
    const { data } = await cache.queryFulfilled;
    patchVote(cache, id, (review) => void (review.helpfulCount = data.helpfulCount), data.votedByMe);
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

function patchVote(cache: VoteLifecycle, id: string, change: (review: Review) => void, voted: boolean): Patch[] {
  const { util } = reviewsApi;
  const state = cache.getState() as Parameters<typeof util.selectInvalidatedBy>[0];
  const update = util.updateQueryData as unknown as (endpoint: string, args: unknown, recipe: Recipe) => unknown;
  const patches: Patch[] = [];
  for (const { endpointName, originalArgs } of util.selectInvalidatedBy(state, [{ type: 'Review', id }])) {
    if (endpointName !== 'getReviews') continue;
    const recipe: Recipe = (draft) => {
      for (const page of (draft as { pages: ListPage<Review>[] }).pages)
        for (const review of page.items) if (review.id === id) change(review);
    };
    patches.push(cache.dispatch(update('getReviews', originalArgs, recipe)) as Patch);
  }
  for (const args of util.selectCachedArgsForQuery(state, 'reviewFeedbackMyHelpfulVotes')) {
    const recipe: Recipe = (draft) => {
      const votes = draft as { reviewIds: string[] };
      votes.reviewIds = votes.reviewIds.filter((reviewId) => reviewId !== id).concat(voted ? [id] : []);
    };
    patches.push(cache.dispatch(update('reviewFeedbackMyHelpfulVotes', args, recipe)) as Patch);
  }
  return patches;
}

export const { useGetReviewsInfiniteQuery, useDeleteReviewMutation } = reviewsApi;
export const useMyHelpfulVotesQuery = reviewsApi.endpoints.reviewFeedbackMyHelpfulVotes.useQuery;
export const useVoteMutation = reviewsApi.endpoints.reviewFeedbackVote.useMutation;
export const useUnvoteMutation = reviewsApi.endpoints.reviewFeedbackUnvote.useMutation;
export const useReplyMutation = reviewsApi.endpoints.reviewFeedbackReply.useMutation;
export const useRemoveReplyMutation = reviewsApi.endpoints.reviewFeedbackRemoveReply.useMutation;
/** The member's own review of a place: null without one (204), even pending; undefined while loading. */
export const useMyReviewQuery = reviewsApi.endpoints.reviewsMine.useQuery;
export const useReviewsSummaryQuery = reviewsApi.endpoints.reviewsSummary.useQuery;
export const useReviewsCreateMutation = reviewsApi.endpoints.reviewsCreate.useMutation;
export const useReviewsUpdateMutation = reviewsApi.endpoints.reviewsUpdate.useMutation;
