import { api } from '../../shared/api/api';
import { isApiError, type ApiError } from '../../shared/api/api-error';
import { LOGOUT_URL } from '../../shared/api/auth-urls';

export type UserRole = 'user' | 'editor' | 'moderator' | 'admin' | 'verified_blogger';

/** GET /api/auth/user: the signed-in user (spec section 3, User). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  isAdmin: boolean;
  isBanned: boolean;
  isSuspended: boolean;
  /** ISO date-time, or null. */
  suspendedUntil: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface SetPasswordRequest {
  token: string;
  password: string;
}

/** Spec section 9: the current user is cached for 300 000 ms once nothing uses it. */
export const CURRENT_USER_CACHE_SECONDS = 300;

/** Minimum password length of POST /api/auth/register and /api/auth/set-password. */
export const MIN_PASSWORD_LENGTH = 8;

export { LOGOUT_URL };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when GET /api/auth/user answers 401 (signed out). A 401 is data, not an
     * error, so that it is cached like a user: RTK Query would refetch an errored query for every new
     * subscriber, and the spec wants the current user fetched once (sections 4 and 9).
     */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          return isApiError(result.error) && result.error.status === 401
            ? { data: null }
            : { error: result.error as ApiError };
        }
        return { data: result.data as CurrentUser };
      },
      keepUnusedDataFor: CURRENT_USER_CACHE_SECONDS,
      providesTags: ['CurrentUser'],
    }),
    // Sign-in, sign-up and set-password end with a full navigation (a fresh app and store), so they need
    // not touch the cache.
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<CurrentUser, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    setPassword: build.mutation<CurrentUser, SetPasswordRequest>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useSetPasswordMutation } = authApi;

/**
 * The human sentence of an auth error: the `message` of the server's JSON error body
 * ({ statusCode, code, message }), e.g. 'Invalid email or password'; otherwise the spec-8 message.
 */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.status === 'FETCH_ERROR') return 'We could not reach Tara Pampanga. Check your connection and try again.';
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.every((item) => typeof item === 'string')) return message.join('. ');
  } catch {
    // not JSON: fall through
  }
  return error.message;
}
