import type { UserResponse } from '@tara/api-client';
import { api } from '../../shared/api/api';
import { isApiError } from '../../shared/api/api-error';
import { LOGOUT_URL } from '../../shared/api/auth-urls';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint';

/** The signed-in user: GET /api/auth/user (spec section 3, User). */
export type CurrentUser = UserResponse;

/** Spec section 9: the current user is cached for 300 000 ms once nothing uses it. */
export const CURRENT_USER_CACHE_SECONDS = 300;

/** Minimum password length of POST /api/auth/register and /api/auth/set-password. */
export const MIN_PASSWORD_LENGTH = 8;

export { LOGOUT_URL };

/**
 * The one endpoint of the sign-in flow the generator cannot express (sign-in, sign-up and set-password are the
 * generated authSignIn, authSignUp and authChoosePassword of shared/api/api.ts).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when GET /api/auth/user answers 401 (signed out). A 401 is data, not an
     * error, so that it is cached like a user: RTK Query would refetch an errored query for every new
     * subscriber, and the spec wants the current user fetched once (sections 4 and 9). Without the server's
     * signed-in hint there is no session to ask about: null at once, no request (signed-in-hint.ts).
     */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        if (!hasSignedInHint()) return { data: null };
        const result = await baseQuery('/api/auth/user');
        if (result.error) {
          if (isApiError(result.error) && result.error.status === 401) {
            clearSignedInHint();
            return { data: null };
          }
          return { error: result.error };
        }
        return { data: result.data as CurrentUser };
      },
      keepUnusedDataFor: CURRENT_USER_CACHE_SECONDS,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = authApi;
