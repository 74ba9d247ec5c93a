import { useDeferredValue, useMemo } from 'react';
import { useGetCurrentUserQuery, type CurrentUser } from './auth.api';

export type { CurrentUser } from './auth.api';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer of GET /api/auth/user. */
  isLoading: boolean;
  /** A user exists and the last request had no error (spec section 4). */
  isAuthenticated: boolean;
}

/**
 * The signed-in user from GET /api/auth/user, cached for the app's lifetime and 300 s after the last
 * user (spec sections 4 and 9): never refetched on focus or mount.
 *
 * Deferred (issue 13.5, Total Blocking Time): the answer comes through the store, which React renders at once, in one
 * task, and on a member's page it is what renders the page (the member's header, the page behind RequireAuth); so
 * it is rendered in slices, yielding to the browser between them, while the screen keeps what it showed. Every user
 * of the hook gets the new answer in the same render.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useGetCurrentUserQuery();
  const { data, error, isLoading } = useDeferredValue(
    useMemo(() => ({ data: query.data, error: query.error, isLoading: query.isLoading }), [query.data, query.error, query.isLoading]),
  );
  const user = !error && data ? data : null;
  return { user, isLoading, isAuthenticated: user !== null };
}
