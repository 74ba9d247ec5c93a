import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the session ended while the app was in use: any call but the current-user query answering 401 sets it, and
 * <SessionExpiredRedirect /> then shows the spec's 'Unauthorized' toast and goes to sign-in (spec section 8).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { expired: false },
  reducers: {
    sessionExpired: (state) => {
      state.expired = true;
    },
  },
});

export const { sessionExpired } = sessionSlice.actions;

/** Whether the session ended, read from any store that keeps this slice under its name (app/store.ts does). */
export const selectSessionExpired = (state: { session: ReturnType<typeof sessionSlice.reducer> }) =>
  state.session.expired;
