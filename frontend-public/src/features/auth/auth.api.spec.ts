import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../app/store';
import { AUTH_USER_PATH, setSignedInHint, userFixture, withSession } from '../../test/auth.fixture';
import { mockFetch, requestsOf } from '../../test/fetch-mock';
import { authApi } from './auth.api';
import { hasSignedInHint } from './signed-in-hint';

afterEach(() => {
  jest.restoreAllMocks();
});

async function currentUser() {
  const store = makeStore();
  const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  return result.data;
}

const authRequests = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch).filter((request) => new URL(request.url).pathname === AUTH_USER_PATH);

describe('the current user (GET /api/auth/user) and the signed-in hint', () => {
  it('a visitor without the hint is signed out at once: no request, so no 401 in the console', async () => {
    const fetch = mockFetch(withSession(null));
    expect(await currentUser()).toBeNull();
    expect(authRequests(fetch)).toHaveLength(0);
  });

  it('with the hint it asks once and answers the user', async () => {
    const user = userFixture();
    const fetch = mockFetch(withSession(user));
    expect(await currentUser()).toEqual(user);
    expect(authRequests(fetch)).toHaveLength(1);
    expect(hasSignedInHint()).toBe(true);
  });

  it('a 401 despite the hint (the session ended elsewhere) is signed out and forgets the hint', async () => {
    const fetch = mockFetch(withSession(null));
    setSignedInHint(true);
    expect(await currentUser()).toBeNull();
    expect(authRequests(fetch)).toHaveLength(1);
    expect(hasSignedInHint()).toBe(false);
  });
});
