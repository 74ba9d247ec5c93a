import { isApiError, type ApiError } from '@tara/api-client';
import { useAuthCurrentUserQuery } from '../shared/api/admin-api';
import type { AdminUser } from './roles';

export interface AdminSession {
  /** The signed-in user, or null when signed out (or while loading). */
  user: AdminUser | null;
  isLoading: boolean;
  /** True when GET /api/auth/user answered 401. */
  isSignedOut: boolean;
  /** Any other failure of the session check (network, 5xx). */
  error: ApiError | null;
  /** Asks again (after an error). */
  reload: () => void;
}

/**
 * The signed-in user of the admin app (GET /api/auth/user, asked once per store and cached: spec section 4).
 */
export function useAdminSession(): AdminSession {
  const { data, error, isLoading, isFetching, refetch } = useAuthCurrentUserQuery();
  const failure = error
    ? isApiError(error)
      ? error
      : { status: 'CUSTOM_ERROR' as const, message: String(error.message) }
    : null;
  const isSignedOut = failure?.status === 401;
  return {
    user: data && !error ? data : null,
    isLoading: isLoading || (isFetching && !data),
    isSignedOut,
    error: isSignedOut ? null : failure,
    reload: () => void refetch(),
  };
}
