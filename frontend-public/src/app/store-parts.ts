// The store's code, in a chunk of its own (app/store-code.tsx loads it): Redux Toolkit, RTK Query and the API client,
// and what reads the store from the app's frame: the member's current user and the session's end.
export { makeStore, type AppStore } from './store';
export { CurrentUserProvider } from '../features/auth/current-user-provider';
export { SessionExpiredRedirect } from '../features/auth/session-expired-redirect';
