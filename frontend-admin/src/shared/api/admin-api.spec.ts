import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../app/store';
import { json, member, mockFetch, requestsOf } from '../../test/fixtures';
import { adminApi } from './admin-api';

afterEach(() => {
  jest.restoreAllMocks();
});

const STATS = { activeUsers: 3, totalUsers: 4, bannedUsers: 1, suspendedUsers: 0 };
const unauthenticated = () =>
  json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 });

const paths = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch).map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('admin API (generated endpoints + the admin cache tags)', () => {
  it('reads a page of users with the total from X-Total-Count', async () => {
    const fetch = mockFetch(() => json([member(1), member(2)], { headers: { 'X-Total-Count': '27' } }));
    const store = makeStore();

    const result = await store.dispatch(
      adminApi.endpoints.usersList.initiate({ limit: 10, offset: 10, search: 'cruz' }),
    );

    expect(result.data).toEqual({ items: [member(1), member(2)], totalCount: 27, totalCapped: false });
    const url = new URL(requestsOf(fetch)[0].url);
    expect(url.pathname).toBe('/api/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '10', offset: '10', search: 'cruz' });
  });

  it('reads X-Total-Count-Capped: the total is then a lower bound', async () => {
    mockFetch(() => json([member(1)], { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } }));
    const result = await makeStore().dispatch(adminApi.endpoints.usersList.initiate({ limit: 10, offset: 0 }));
    expect(result.data).toEqual({ items: [member(1)], totalCount: 1000, totalCapped: true });
  });

  it('refetches the user list and the figures after a moderation, not after nothing', async () => {
    const fetch = mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/admin/stats') return json(STATS);
      if (request.method === 'PATCH') return json(member(1, { isSuspended: true }));
      return json([member(1)], { headers: { 'X-Total-Count': '1' } });
    });
    const store = makeStore();
    store.dispatch(adminApi.endpoints.usersList.initiate({ limit: 10, offset: 0 }));
    store.dispatch(adminApi.endpoints.adminUsersFigures.initiate());
    await Promise.all(store.dispatch(adminApi.util.getRunningQueriesThunk()));
    expect(paths(fetch)).toEqual(['GET /api/users', 'GET /api/admin/stats']);

    await store.dispatch(
      adminApi.endpoints.adminUsersModerate.initiate({ id: member(1).id, moderateUserRequest: { action: 'suspend' } }),
    );
    await Promise.all(store.dispatch(adminApi.util.getRunningQueriesThunk()));

    expect(paths(fetch).slice(2).sort()).toEqual([
      'GET /api/admin/stats',
      'GET /api/users',
      `PATCH /api/admin/users/${member(1).id}`,
    ]);
  });

  it('refreshes the one category list after a create, which every select reads', async () => {
    const categories = [{ id: 'c1', name: 'Historic Churches', type: 'destination', icon: null, color: null }];
    const fetch = mockFetch(async (request) => {
      if (request.method === 'POST') {
        const created = { id: 'c2', icon: null, color: null, ...((await request.json()) as object) };
        categories.push(created as (typeof categories)[number]);
        return json(created, { status: 201 });
      }
      return json(categories);
    });
    const store = makeStore();
    await store.dispatch(adminApi.endpoints.categoriesList.initiate({}));

    await store.dispatch(
      adminApi.endpoints.categoriesCreate.initiate({ createCategoryRequest: { name: 'Food Parks', type: 'food' } }),
    );
    await Promise.all(store.dispatch(adminApi.util.getRunningQueriesThunk()));

    expect(paths(fetch)).toEqual(['GET /api/categories', 'POST /api/categories', 'GET /api/categories']);
    expect(
      adminApi.endpoints.categoriesList
        .select({})(store.getState())
        .data?.map((c) => c.name),
    ).toEqual(['Historic Churches', 'Food Parks']);
  });

  it('ends the session once on a 401 from an admin call, but not on the session check itself', async () => {
    mockFetch(unauthenticated);
    const store = makeStore();

    await store.dispatch(adminApi.endpoints.authCurrentUser.initiate());
    expect(store.getState().session.ended).toBe(false);

    const result = await store.dispatch(adminApi.endpoints.usersList.initiate({ limit: 10, offset: 0 }));
    expect(result.error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', serverMessage: 'Unauthorized' });
    expect(store.getState().session.ended).toBe(true);
  });
});
