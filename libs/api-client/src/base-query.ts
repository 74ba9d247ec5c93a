import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** Generated paths carry the /api prefix of the OpenAPI document; hand-written endpoints write it too. */
export const API_BASE_URL = '';

export interface BaseQueryOptions {
  /**
   * Called once per 401 answer (the session ended): each remote shows its spec section 8 message and redirects. `api`
   * says which endpoint it was (a signed-out visitor's current-user query answers 401 by design) and can dispatch.
   */
  readonly onUnauthorized?: (error: ApiError, api: BaseQueryApi) => void;
}

/** Error bodies are kept as raw text (spec section 8 shows them verbatim); success bodies are parsed as JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok || text === '') return text || null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * fetchBaseQuery on /api with the session cookie, errors normalised to ApiError, a 401 reported to the remote.
 * No retry wrapper: a failing request is made once (spec section 9).
 */
export function createBaseQuery(options: BaseQueryOptions = {}): AppBaseQuery {
  const raw = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include', responseHandler: readBody });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    const error = toApiError(result.error, result.meta?.response);
    if (error.status === 401) options.onUnauthorized?.(error, api);
    return { error, meta: result.meta };
  };
}

/** X-Total-Count of a list answer (DESIGN.md 5), else the number of items received. */
export function totalCountOf(response: Response | undefined, fallback: number): number {
  const header = response?.headers.get('X-Total-Count');
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(total) ? total : fallback;
}

/** Whether the server stopped counting (X-Total-Count-Capped: true): X-Total-Count is then a lower bound ('1,000+'). */
export function totalCappedOf(response: Response | undefined): boolean {
  return response?.headers.get('X-Total-Count-Capped') === 'true';
}
