import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';

export const API_BASE_URL = '/api';

/** Error bodies are kept as raw text (spec section 8 shows them verbatim); success bodies are parsed as JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok || text === '') return text || null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include', responseHandler: readBody });

/** fetchBaseQuery with errors normalised to ApiError. No retry wrapper: a failing request is made once. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/**
 * The ONE createApi of the public app. Features add their endpoints with `api.injectEndpoints` in
 * features/<name>/<name>.api.ts. Caching follows spec section 9: data never goes stale, nothing refetches
 * on focus, reconnect or remount, and there are no retries. (The current-user query, added with sign-in,
 * overrides keepUnusedDataFor with 300 s.)
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Category', 'Destination', 'Service', 'Post', 'Coupon', 'Redemption', 'CurrentUser'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/** Tag for the list of a resource, invalidated by creates and deletes (per-id tags cover updates). */
export const LIST = 'LIST' as const;
