import type { ServiceResponse, ServicesListApiArg } from '@tara/api-client';
import { api } from '../../shared/api/api';
import { offsetList, pagesTags } from '../../shared/api/offset-list';
import { categoryParam, type ListPage } from '../../shared/lists/list-page';

/** The three service tabs (category types). */
export type ServiceType = NonNullable<ServicesListApiArg['type']>;

/** The Service Directory's tab, search and chip (its URL state); the page size and offset are the list's own. */
export type ServiceListArgs = Pick<ServicesListApiArg, 'search' | 'type' | 'near' | 'openNow' | 'sort'> & {
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
      ...offsetList<ServiceResponse, ServiceListArgs>(
        '/api/services',
        SERVICES_PAGE_SIZE,
        (arg) =>
          ({
            ...(arg.search ? { search: arg.search } : {}),
            ...(arg.type ? { type: arg.type } : {}),
            ...categoryParam(arg.category),
            ...(arg.near ? { near: arg.near } : {}),
            ...(arg.openNow ? { openNow: true } : {}),
            ...(arg.sort ? { sort: arg.sort } : {}),
          }) satisfies ServicesListApiArg,
      ),
      providesTags: (result) => pagesTags('Service', result?.pages),
    }),
  }),
});

export const { useGetServicesInfiniteQuery } = servicesApi;
