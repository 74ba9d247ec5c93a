import { configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api';

/**
 * A fresh store per mount of the public app (and per test). No setupListeners(): refetchOnFocus and
 * refetchOnReconnect are off (spec section 9), so there is nothing for focus/online listeners to do.
 */
export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
