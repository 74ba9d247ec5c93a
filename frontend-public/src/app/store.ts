import { configureStore } from '@reduxjs/toolkit';
import { createBaseQuery, type ApiClientExtra } from '@tara/api-client';
import { api } from '../shared/api/api';
import { sessionExpired, sessionSlice } from './session';

/** The signed-out visitor's GET /api/auth/user answers 401 by design: not a session that ended. */
const CURRENT_USER_ENDPOINT = 'getCurrentUser';

/**
 * A fresh store per mount of the public app (and per test), with the one API client (@tara/api-client, with this
 * remote's tags: shared/api/api.ts) and this remote's base query: a 401 on any other call (a save included) marks the
 * session as ended (spec section 8). No setupListeners(): refetchOnFocus and refetchOnReconnect are off (spec 9).
 */
export function makeStore() {
  const extra: ApiClientExtra = {
    baseQuery: createBaseQuery({
      // The guard's UNAUTHENTICATED (no session any more), not a sign-in's wrong password (INVALID_CREDENTIALS).
      onUnauthorized: (error, request) => {
        if (error.code === 'UNAUTHENTICATED' && request.endpoint !== CURRENT_USER_ENDPOINT) request.dispatch(sessionExpired());
      },
    }),
  };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.name]: sessionSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
