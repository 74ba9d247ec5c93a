import { createSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

interface SessionState {
  ended: boolean;
}

const initialState: SessionState = { ended: false };

/** Whether an admin call answered 401 (the session ended while the dashboard was open). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionEnded: (state) => {
      state.ended = true;
    },
  },
});

export const { sessionEnded } = sessionSlice.actions;

/** Whether the session ended, from a store that keeps `sessionSlice` under its name (app/store.ts). */
export function useSessionEnded(): boolean {
  return useSelector((state: { session: SessionState }) => state.session.ended);
}
