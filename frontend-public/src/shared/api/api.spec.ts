import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../app/store';
import { destinationFixture } from '../../test/destinations.fixture';
import { destinationsApi } from '../../features/destinations/destinations.api';
import { serviceFixture } from '../../test/services.fixture';
import { servicesApi } from '../../features/services/services.api';
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
    await store.dispatch(api.endpoints.categoriesList.initiate({}));

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

    const result = await store.dispatch(api.endpoints.categoriesList.initiate({}));

    expect(result.data).toEqual(categoriesFixture);
    const [request] = requestsOf(fetch);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/categories');
    expect(request.credentials).toBe('include');
  });

  it('makes a failing request exactly once (no retries)', async () => {
    const store = makeStore();
    const fetch = mockFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    const result = await store.dispatch(api.endpoints.categoriesList.initiate({}));
    // Give a retry wrapper, if there were one, time to fire.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(result.error).toEqual({ status: 500, message: '500: boom' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves later subscribers, window focus and reconnect from the cache', async () => {
    const store = makeStore();
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));

    const first = store.dispatch(api.endpoints.categoriesList.initiate({}));
    await first;
    first.unsubscribe();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    store.dispatch(api.internalActions.onFocus());
    store.dispatch(api.internalActions.onOnline());
    const second = await store.dispatch(api.endpoints.categoriesList.initiate({}));

    expect(second.data).toEqual(categoriesFixture);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives every store its own cache', async () => {
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));
    await makeStore().dispatch(api.endpoints.categoriesList.initiate({}));
    await makeStore().dispatch(api.endpoints.categoriesList.initiate({}));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('cache tags (enhanceEndpoints over the generated endpoints)', () => {
  /** Answers GET and PATCH of /api/destinations and /api/services from `place`, PATCH merging the body into it. */
  function server(
    place: { destination: ReturnType<typeof destinationFixture>; service: ReturnType<typeof serviceFixture> },
    patchStatus = 200,
  ) {
    return mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'PATCH') {
        if (patchStatus !== 200)
          return jsonResponse({ statusCode: patchStatus, message: 'No' }, { status: patchStatus });
        const body = (await request.json()) as Record<string, unknown>;
        if (path.startsWith('/api/destinations/')) place.destination = { ...place.destination, ...body };
        else place.service = { ...place.service, ...body };
        return jsonResponse(path.startsWith('/api/destinations/') ? place.destination : place.service);
      }
      if (path === '/api/destinations') return jsonResponse([place.destination], { headers: { 'X-Total-Count': '1' } });
      if (path.startsWith('/api/destinations/')) return jsonResponse(place.destination);
      if (path === '/api/services') return jsonResponse([place.service], { headers: { 'X-Total-Count': '1' } });
      if (path === `/api/services/slug/${place.service.slug}` || path === `/api/services/${place.service.id}`) {
        return jsonResponse(place.service);
      }
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
  }
  const paths = (fetch: ReturnType<typeof mockFetch>) =>
    requestsOf(fetch).map((request) => `${request.method} ${new URL(request.url).pathname}`);

  it("an edited destination refreshes its page, the Destinations list and the home's list", async () => {
    const place = { destination: destinationFixture(), service: serviceFixture() };
    const fetch = server(place);
    const store = makeStore();
    const { id } = place.destination;
    store.dispatch(api.endpoints.destinationsGet.initiate({ id }));
    store.dispatch(api.endpoints.destinationsList.initiate({ limit: 3 }));
    store.dispatch(destinationsApi.endpoints.getDestinations.initiate({}));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    fetch.mockClear();

    await store.dispatch(
      api.endpoints.destinationsUpdate.initiate({ id, updateDestinationRequest: { name: 'Bundok Arayat' } }),
    );
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

    expect(paths(fetch).sort()).toEqual(
      [
        `GET /api/destinations`,
        `GET /api/destinations`,
        `GET /api/destinations/${id}`,
        `PATCH /api/destinations/${id}`,
      ].sort(),
    );
    expect(api.endpoints.destinationsGet.select({ id })(store.getState()).data?.name).toBe('Bundok Arayat');
    expect(destinationsApi.endpoints.getDestinations.select({})(store.getState()).data?.pages[0].items[0].name).toBe(
      'Bundok Arayat',
    );
  });

  it('a failed save refreshes nothing', async () => {
    const place = { destination: destinationFixture(), service: serviceFixture() };
    const fetch = server(place, 403);
    const store = makeStore();
    const { id } = place.destination;
    await store.dispatch(api.endpoints.destinationsGet.initiate({ id }));
    fetch.mockClear();

    await store.dispatch(api.endpoints.destinationsUpdate.initiate({ id, updateDestinationRequest: { name: 'X' } }));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

    expect(paths(fetch)).toEqual([`PATCH /api/destinations/${id}`]);
  });

  it("a service's new slug: both slugs and the id show the saved service without a request, the list refetches", async () => {
    const place = { destination: destinationFixture(), service: serviceFixture() };
    const fetch = server(place);
    const store = makeStore();
    const { id, slug } = place.service;
    store.dispatch(api.endpoints.servicesGetBySlug.initiate({ slug }));
    store.dispatch(servicesApi.endpoints.getServices.initiate({}));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    fetch.mockClear();

    await store.dispatch(
      api.endpoints.servicesUpdate.initiate({ id, updateServiceRequest: { slug: 'petron-dolores' } }),
    );
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

    expect(paths(fetch)).toEqual([`PATCH /api/services/${id}`, 'GET /api/services']);
    const state = store.getState();
    expect(api.endpoints.servicesGetBySlug.select({ slug })(state).data?.slug).toBe('petron-dolores');
    expect(api.endpoints.servicesGetBySlug.select({ slug: 'petron-dolores' })(state).data?.id).toBe(id);
    expect(api.endpoints.servicesGet.select({ id })(state).data?.slug).toBe('petron-dolores');
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

    const result = await makeStore().dispatch(api.endpoints.categoriesList.initiate({}));

    expect(result.error).toEqual({
      status: 404,
      message: `404: ${JSON.stringify(body)}`,
      code: 'CATEGORY_NOT_FOUND',
      serverMessage: 'Category not found',
    });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const result = await makeStore().dispatch(api.endpoints.categoriesList.initiate({}));

    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it('reports a network failure with what fetch threw', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await makeStore().dispatch(api.endpoints.categoriesList.initiate({}));

    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });

  it('maps an unreadable success body to a parsing error', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' })).toEqual({
      status: 'PARSING_ERROR',
      message: '200: The server sent a response that could not be read',
    });
  });
});
