import type { ServiceResponse, ServicesListApiArg } from '@tara/api-client';
import { api, LIST } from '../../shared/api/api';
import {
  categoryParam,
  nextOffset,
  responseOf,
  totalCappedOf,
  totalCountOf,
  type ListPage,
} from '../../shared/lists/list-page';

/** The three service tabs (category types). */
export type ServiceType = NonNullable<ServicesListApiArg['type']>;

/** The Service Directory's tab, search and chip (its URL state); the page size and offset are the list's own. */
export type ServiceListArgs = Pick<ServicesListApiArg, 'search' | 'type'> & {
  /** A category id or a keyword: gas, auto, emergency, bicycle, camping. */
  category?: string;
};

export const SERVICES_PAGE_SIZE = 12;

/**
 * GET /api/services as an infinite list ('Load more') over limit/offset and X-Total-Count, which the generated
 * servicesList cannot express. The detail (by id and by slug) and the update are the generated ones
 * (shared/api/api.ts).
 */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.infiniteQuery<ListPage<ServiceResponse>, ServiceListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => nextOffset(lastPage, SERVICES_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/services',
        params: {
          ...(queryArg.search ? { search: queryArg.search } : {}),
          ...(queryArg.type ? { type: queryArg.type } : {}),
          ...categoryParam(queryArg.category),
          limit: SERVICES_PAGE_SIZE,
          offset: pageParam,
        } satisfies ServicesListApiArg,
      }),
      transformResponse: (items: ServiceResponse[], meta, arg) => ({
        items,
        totalCount: totalCountOf(responseOf(meta), arg.pageParam + items.length),
        totalCapped: totalCappedOf(responseOf(meta)),
        offset: arg.pageParam,
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.items.map(({ id }) => ({ type: 'Service' as const, id }))),
        { type: 'Service' as const, id: LIST },
      ],
    }),
  }),
});

export const { useGetServicesInfiniteQuery } = servicesApi;
