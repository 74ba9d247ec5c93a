// The store's code, in a chunk of its own (app/store-code.tsx loads it): Redux Toolkit, RTK Query and the API client,
// and what reads the store from the app's frame: the member's current user, the session's end and whether the member
// has notices.
export { makeStore, type AppStore } from './store';
export { CurrentUserProvider } from '../features/auth/current-user-provider';
export { SessionExpiredRedirect } from '../features/auth/session-expired-redirect';
export { MemberNoticesGate } from '../features/community/member-notices-gate';
