import { createApi } from '@reduxjs/toolkit/query/react';
import type { AppBaseQuery } from './base-query';

/** What a remote's store passes as the thunk extra argument: the base query of that remote. */
export interface ApiClientExtra {
  readonly baseQuery: AppBaseQuery;
}

/**
 * Hands each request to the base query of the store that runs it (its thunk extra argument), so that the public and
 * the admin remote, each with its own store, decide how a 401 is handled while sharing the generated endpoints.
 */
const storeBaseQuery: AppBaseQuery = (args, api, extraOptions) => {
  const extra = api.extra as Partial<ApiClientExtra> | undefined;
  if (!extra?.baseQuery) {
    throw new Error('The store must pass { baseQuery } as its thunk extraArgument (see @tara/api-client)');
  }
  return extra.baseQuery(args, api, extraOptions);
};

/**
 * The one createApi that the generated endpoints are injected into. Each remote bundles its own copy of this
 * library (it is not a Module Federation shared module), so each remote has its own instance with its own store.
 * Caching follows spec section 9: never stale, no refetch on focus, reconnect or remount, no retries.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: storeBaseQuery,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
