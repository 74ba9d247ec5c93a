import { configureStore } from '@reduxjs/toolkit';
import { createBaseQuery, type ApiClientExtra } from '@tara/api-client';
import { useDispatch, useSelector } from 'react-redux';
import { sessionEnded, sessionSlice } from '../session/session-slice';
import { adminApi } from '../shared/api/admin-api';

/** GET /api/auth/user answers 401 to a signed-out visitor: the guard sends them to sign-in, not home. */
const CURRENT_USER_ENDPOINT = 'authCurrentUser';

/**
 * A fresh store per mount of the admin app (and per test): the generated API client with the admin's cache tags
 * (shared/api/admin-api.ts) and this remote's base query. Any other call answering 401 ends the session once, here:
 * UnauthorizedRedirect then shows 'Admin access required. Redirecting...' and goes home (spec section 8).
 */
export function makeStore() {
  const extra: ApiClientExtra = {
    baseQuery: createBaseQuery({
      onUnauthorized: (_error, api) => {
        if (api.endpoint !== CURRENT_USER_ENDPOINT) api.dispatch(sessionEnded());
      },
    }),
  };
  return configureStore({
    // adminApi is @tara/api-client's baseApi with the admin's tags (the same instance, typed with them).
    reducer: { [adminApi.reducerPath]: adminApi.reducer, [sessionSlice.name]: sessionSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof makeStore>;
export type AdminState = ReturnType<AdminStore['getState']>;
export type AdminDispatch = AdminStore['dispatch'];

export const useAdminSelector = useSelector.withTypes<AdminState>();
export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
