import { api, LIST } from '../../shared/api/api';
import type { Category } from '../categories/categories.api';
import { categoryParam, nextOffset, responseOf, totalCountOf, type ListPage } from '../catalog/list-page';

/** GET /api/services item, GET /api/services/{id} and GET /api/services/slug/{slug}. */
export interface Service {
  id: string;
  name: string;
  slug: string | null;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  mainImageIndex: number | null;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  isOpen24h: boolean;
  isEmergency: boolean;
  /** Regular gas, pesos per litre. */
  gasPrice: number | null;
  gasPriceUpdatedAt: string | null;
  categoryId: string | null;
  category: Category | null;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The three service tabs (category types). */
export type ServiceType = 'motorist' | 'bicycle' | 'camping';

export interface ServiceListArgs {
  search?: string;
  type?: ServiceType;
  /** A category id or a keyword: gas, auto, emergency, bicycle, camping. */
  category?: string;
}

export type ServiceChanges =
  | { latitude: number; longitude: number }
  | { slug: string };

export const SERVICES_PAGE_SIZE = 12;

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.infiniteQuery<ListPage<Service>, ServiceListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => nextOffset(lastPage, SERVICES_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/services',
        params: {
          ...(queryArg.search ? { search: queryArg.search } : {}),
          ...(queryArg.type ? { type: queryArg.type } : {}),
          ...categoryParam(queryArg.category),
          limit: SERVICES_PAGE_SIZE,
          offset: pageParam,
        },
      }),
      transformResponse: (items: Service[], meta, arg) => ({
        items,
        totalCount: totalCountOf(responseOf(meta), arg.pageParam + items.length),
        offset: arg.pageParam,
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.items.map(({ id }) => ({ type: 'Service' as const, id }))),
        { type: 'Service' as const, id: LIST },
      ],
    }),
    getService: build.query<Service, string>({
      query: (id) => `/services/${encodeURIComponent(id)}`,
      providesTags: (result, _error, id) => [{ type: 'Service' as const, id: result?.id ?? id }],
    }),
    getServiceBySlug: build.query<Service, string>({
      query: (slug) => `/services/slug/${encodeURIComponent(slug)}`,
      providesTags: (result, _error, slug) => [{ type: 'Service' as const, id: result?.id ?? `slug:${slug}` }],
    }),
    updateService: build.mutation<Service, { id: string; changes: ServiceChanges }>({
      query: ({ id, changes }) => ({ url: `/services/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Service' as const, id }]),
    }),
  }),
});

export const {
  useGetServicesInfiniteQuery,
  useGetServiceQuery,
  useGetServiceBySlugQuery,
  useUpdateServiceMutation,
} = servicesApi;
