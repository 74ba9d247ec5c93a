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
 */
export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading } = useGetCurrentUserQuery();
  const user = !error && data ? data : null;
  return { user, isLoading, isAuthenticated: user !== null };
}
