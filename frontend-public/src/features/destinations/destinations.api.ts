import type { DestinationResponse, DestinationsListApiArg } from '@tara/api-client';
import { api, LIST } from '../../shared/api/api';
import {
  categoryParam,
  nextOffset,
  responseOf,
  totalCappedOf,
  totalCountOf,
  type ListPage,
} from '../../shared/lists/list-page';

/** The Destinations page's search and chip (its URL state); the page size and offset are the list's own. */
export type DestinationListArgs = Pick<DestinationsListApiArg, 'search'> & {
  /** A category id or a category type such as 'food' (the ?category= of the URL). */
  category?: string;
};

/** Cards per request ('Load more' asks for the next page). */
export const DESTINATIONS_PAGE_SIZE = 12;

/**
 * GET /api/destinations as an infinite list ('Load more') over limit/offset and X-Total-Count, which the generated
 * destinationsList cannot express. The detail and the update are the generated ones (shared/api/api.ts).
 */
export const destinationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDestinations: build.infiniteQuery<ListPage<DestinationResponse>, DestinationListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => nextOffset(lastPage, DESTINATIONS_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/destinations',
        params: {
          ...(queryArg.search ? { search: queryArg.search } : {}),
          ...categoryParam(queryArg.category),
          limit: DESTINATIONS_PAGE_SIZE,
          offset: pageParam,
        } satisfies DestinationsListApiArg,
      }),
      transformResponse: (items: DestinationResponse[], meta, arg) => ({
        items,
        totalCount: totalCountOf(responseOf(meta), arg.pageParam + items.length),
        totalCapped: totalCappedOf(responseOf(meta)),
        offset: arg.pageParam,
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.items.map(({ id }) => ({ type: 'Destination' as const, id }))),
        { type: 'Destination' as const, id: LIST },
      ],
    }),
  }),
});

export const { useGetDestinationsInfiniteQuery } = destinationsApi;
