import type { DestinationResponse, DestinationsListApiArg } from '@tara/api-client';
import { api } from '../../shared/api/api';
import { offsetList, pagesTags } from '../../shared/api/offset-list';
import { categoryParam, type ListPage } from '../../shared/lists/list-page';

/** The Destinations page's search and chip (its URL state); the page size and offset are the list's own. */
export type DestinationListArgs = Pick<DestinationsListApiArg, 'search' | 'near' | 'openNow' | 'sort'> & {
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
      ...offsetList<DestinationResponse, DestinationListArgs>(
        '/api/destinations',
        DESTINATIONS_PAGE_SIZE,
        (arg) =>
          ({
            ...(arg.search ? { search: arg.search } : {}),
            ...categoryParam(arg.category),
            ...(arg.near ? { near: arg.near } : {}),
            ...(arg.openNow ? { openNow: true } : {}),
            ...(arg.sort ? { sort: arg.sort } : {}),
          }) satisfies DestinationsListApiArg,
      ),
      providesTags: (result) => pagesTags('Destination', result?.pages),
    }),
  }),
});

export const { useGetDestinationsInfiniteQuery } = destinationsApi;
