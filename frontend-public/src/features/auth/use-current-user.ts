import {
  createContext,
  createElement,
  useContext,
  useDeferredValue,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { OnDemand } from '../../shared/lib/on-demand';
import { useGetCurrentUserQuery, type CurrentUser } from './auth.api';

export type { CurrentUser } from './auth.api';

/**
 * What the layout shows a member only (app/member-chrome.tsx: the header with search, Post and the profile menu, the
 * bottom bar), with its words (the catalog's member part) and icons: its own chunk, so that a visitor's pages never
 * download it (issue 13.5). The app hands it to CurrentUserProvider (app/member-chrome-loader.ts), which loads it when
 * a member is known, and the member is reported (useCurrentUser) only once it is there, so that every part of the
 * screen (the header, the member's home, the pages behind RequireAuth) changes to the member's at the same moment.
 */
export interface MemberChrome {
  SignedInHeader: ComponentType<{ user: CurrentUser }>;
  MemberBottomBar: ComponentType;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** A member's header and bottom bar: there whenever `user` is. */
  chrome: MemberChrome | null;
  /** True until the first answer of GET /api/auth/user (and, for a member, until the member's chrome is there). */
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

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * Works out the current user once for everything below it (the app's root: app/public-app.tsx), with the member's
 * chrome loaded on demand (`chrome`).
 */
export function CurrentUserProvider({ chrome, children }: { chrome: OnDemand<MemberChrome>; children: ReactNode }) {
  return createElement(CurrentUserContext.Provider, { value: useCurrentUserState(chrome) }, children);
}

/** The current user, as CurrentUserProvider above worked it out (the same for every component in a render). */
export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser() needs a <CurrentUserProvider> above it');
  return state;
}
