import { configureStore } from '@reduxjs/toolkit';
import { createBaseQuery, type ApiClientExtra, type AppBaseQuery } from '@tara/api-client';
import { api } from '../shared/api/api';
import { sessionExpired, sessionSlice } from '../shared/api/session';

/** The signed-out visitor's GET /api/auth/user answers 401 by design: not a session that ended. */
const CURRENT_USER_ENDPOINT = 'getCurrentUser';

/** Refusals that mean the member's standing changed since GET /api/auth/user was read (a moderator acted meanwhile). */
const STANDING_CODES = new Set(['ACCOUNT_SUSPENDED', 'ACCOUNT_BANNED']);

/**
 * A fresh store per mount of the public app (and per test), with the one API client (@tara/api-client, with this
 * remote's tags: shared/api/api.ts) and this remote's base query: a 401 on any other call (a save included) marks the
 * session as ended (spec section 8). No setupListeners(): refetchOnFocus and refetchOnReconnect are off (spec 9).
 */
export function makeStore() {
  const base = createBaseQuery({
    // The guard's UNAUTHENTICATED (no session any more), not a sign-in's wrong password (INVALID_CREDENTIALS).
    onUnauthorized: (error, request) => {
      if (error.code === 'UNAUTHENTICATED' && request.endpoint !== CURRENT_USER_ENDPOINT)
        request.dispatch(sessionExpired());
    },
  });
  // A write refused because the member was suspended or banned meanwhile: the current user is read again, so that
  // every control (Claim, the composer, like, comment, report) shows the standing instead of failing once more.
  const baseQuery: AppBaseQuery = async (args, request, extraOptions) => {
    const result = await base(args, request, extraOptions);
    if (result.error && STANDING_CODES.has(result.error.code ?? ''))
      request.dispatch(api.util.invalidateTags(['CurrentUser']));
    return result;
  };
  const extra: ApiClientExtra = { baseQuery };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.name]: sessionSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
