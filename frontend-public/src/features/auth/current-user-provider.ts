import { createElement, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { OnDemand } from '../../shared/lib/on-demand';
import { useGetCurrentUserQuery } from './auth.api';
import { CurrentUserContext, type CurrentUserState, type MemberChrome } from './use-current-user';

/**
 * The signed-in user from GET /api/auth/user, cached for the app's lifetime and 300 s after the last
 * user (spec sections 4 and 9): never refetched on focus or mount.
 *
 * Deferred (issue 13.5, Total Blocking Time): the answer comes through the store, which React renders at once, in one
 * task, and on a member's page it is what renders the page (the member's header, the page behind RequireAuth); so
 * it is rendered in slices, yielding to the browser between them, while the screen keeps what it showed. It is worked
 * out once, by CurrentUserProvider, and every component reads that one state: a deferred value of its own would tear
 * (a component mounted later, such as the page '/' renders, gets the new answer at once while the layout still
 * renders the old one: a member's home under the visitor's header).
 */
function useCurrentUserState(memberChrome: OnDemand<MemberChrome>): CurrentUserState {
  const query = useGetCurrentUserQuery();
  const { data, error, isLoading } = useDeferredValue(
    useMemo(
      () => ({ data: query.data, error: query.error, isLoading: query.isLoading }),
      [query.data, query.error, query.isLoading],
    ),
  );
  const signedIn = !error && data ? data : null;
  const chrome = memberChrome.use(signedIn !== null) ?? null;
  const user = signedIn && chrome ? signedIn : null;
  const loading = isLoading || (signedIn !== null && !chrome);
  return useMemo(
    () => ({ user, chrome: user ? chrome : null, isLoading: loading, isAuthenticated: user !== null }),
    [user, chrome, loading],
  );
}

/**
 * Works out the current user once for everything below it (the app's root: app/public-app.tsx, with the store's code:
 * app/store-parts.ts), with the member's chrome loaded on demand (`chrome`). useCurrentUser() reads it.
 */
export function CurrentUserProvider({ chrome, children }: { chrome: OnDemand<MemberChrome>; children: ReactNode }) {
  return createElement(CurrentUserContext.Provider, { value: useCurrentUserState(chrome) }, children);
}
