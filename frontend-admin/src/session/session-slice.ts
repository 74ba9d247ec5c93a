import { createSlice } from '@reduxjs/toolkit';

/** Whether an admin call answered 401 (the session ended while the dashboard was open). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { ended: false },
  reducers: {
    sessionEnded: (state) => {
      state.ended = true;
    },
  },
});

export const { sessionEnded } = sessionSlice.actions;
