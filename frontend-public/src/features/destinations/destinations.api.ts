import { api, LIST } from '../../shared/api/api';
import type { Category } from '../categories/categories.api';
import { categoryParam, nextOffset, responseOf, totalCountOf, type ListPage } from '../catalog/list-page';

/** GET /api/destinations item and GET /api/destinations/{id}. Absent strings are null. */
export interface Destination {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  /** First is the cover. */
  images: string[];
  rating: number | null;
  reviewCount: number;
  categoryId: string | null;
  category: Category | null;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Editable fields of PATCH /api/destinations/{id}: only changed ones are sent; null clears. */
export interface DestinationChanges {
  name?: string;
  description?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phone?: string | null;
  website?: string | null;
  imageUrl?: string | null;
  images?: string[];
  categoryId?: string | null;
}

export interface DestinationListArgs {
  /** Text search (name, description, address). */
  search?: string;
  /** A category id or a category type such as 'food' (the ?category= of the URL). */
  category?: string;
}

/** Cards per request ('Load more' asks for the next page). */
export const DESTINATIONS_PAGE_SIZE = 12;

export const destinationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDestinations: build.infiniteQuery<ListPage<Destination>, DestinationListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => nextOffset(lastPage, DESTINATIONS_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/destinations',
        params: {
          ...(queryArg.search ? { search: queryArg.search } : {}),
          ...categoryParam(queryArg.category),
          limit: DESTINATIONS_PAGE_SIZE,
          offset: pageParam,
        },
      }),
      transformResponse: (items: Destination[], meta, arg) => ({
        items,
        totalCount: totalCountOf(responseOf(meta), arg.pageParam + items.length),
        offset: arg.pageParam,
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.items.map(({ id }) => ({ type: 'Destination' as const, id }))),
        { type: 'Destination' as const, id: LIST },
      ],
    }),
    getDestination: build.query<Destination, string>({
      query: (id) => `/destinations/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Destination' as const, id }],
    }),
    updateDestination: build.mutation<Destination, { id: string; changes: DestinationChanges }>({
      query: ({ id, changes }) => ({ url: `/destinations/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Destination' as const, id }]),
    }),
  }),
});

export const { useGetDestinationsInfiniteQuery, useGetDestinationQuery, useUpdateDestinationMutation } = destinationsApi;
