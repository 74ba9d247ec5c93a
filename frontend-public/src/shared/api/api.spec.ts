import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../app/store';
import { categoriesApi } from '../../features/categories/categories.api';
import { categoriesFixture } from '../../test/categories.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../../test/fetch-mock';
import { api } from './api';
import { formatHttpErrorMessage, toApiError } from './api-error';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('api slice (spec section 9: never stale, no refetch on focus, no retries)', () => {
  it('is configured never to refetch by itself and to keep unused data', async () => {
    const store = makeStore();
    mockFetch(() => jsonResponse([]));
    await store.dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(store.getState()[api.reducerPath].config).toMatchObject({
      refetchOnFocus: false,
      refetchOnReconnect: false,
      refetchOnMountOrArgChange: false,
      keepUnusedDataFor: Infinity,
    });
  });

  it('calls GET /api/categories with credentials included', async () => {
    const store = makeStore();
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));

    const result = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(result.data).toEqual(categoriesFixture);
    const [request] = requestsOf(fetch);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/categories');
    expect(request.credentials).toBe('include');
  });

  it('makes a failing request exactly once (no retries)', async () => {
    const store = makeStore();
    const fetch = mockFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    const result = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());
    // Give a retry wrapper, if there were one, time to fire.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(result.error).toEqual({ status: 500, message: '500: boom' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves later subscribers, window focus and reconnect from the cache', async () => {
    const store = makeStore();
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));

    const first = store.dispatch(categoriesApi.endpoints.getCategories.initiate());
    await first;
    first.unsubscribe();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    store.dispatch(api.internalActions.onFocus());
    store.dispatch(api.internalActions.onOnline());
    const second = await store.dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(second.data).toEqual(categoriesFixture);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives every store its own cache', async () => {
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));
    await makeStore().dispatch(categoriesApi.endpoints.getCategories.initiate());
    await makeStore().dispatch(categoriesApi.endpoints.getCategories.initiate());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('error messages (spec section 8: "<status>: <body text or status text>")', () => {
  it('formats status and body text', () => {
    expect(formatHttpErrorMessage(404, 'Not here', 'Not Found')).toBe('404: Not here');
    expect(formatHttpErrorMessage(503, '', 'Service Unavailable')).toBe('503: Service Unavailable');
  });

  it('keeps the JSON error body verbatim and exposes its code', async () => {
    const body = { statusCode: 404, code: 'CATEGORY_NOT_FOUND', message: 'Category not found' };
    mockFetch(() => jsonResponse(body, { status: 404, statusText: 'Not Found' }));

    const result = await makeStore().dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(result.error).toEqual({ status: 404, message: `404: ${JSON.stringify(body)}`, code: 'CATEGORY_NOT_FOUND' });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const result = await makeStore().dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it('reports a network failure with what fetch threw', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await makeStore().dispatch(categoriesApi.endpoints.getCategories.initiate());

    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });

  it('maps an unreadable success body to a parsing error', () => {
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }),
    ).toEqual({ status: 'PARSING_ERROR', message: '200: The server sent a response that could not be read' });
  });
});
