import { createContext, useContext, type ComponentType } from 'react';
import type { CurrentUser } from './auth.api';

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
  /** The member's notices, which the layout renders only when there are some (their code loads then). */
  MemberNotices: ComponentType;
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
 * The current user for everything below it: CurrentUserProvider (current-user-provider.ts, with the store) for a
 * browser with a signed-in hint, SIGNED_OUT for one without (app/public-app.tsx).
 */
export const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * A visitor with no signed-in hint (signed-in-hint.ts): there is no session to ask about (GET /api/auth/user would
 * answer 401), so the visitor is known at once, without the store (the landing's first screen loads none of it).
 */
export const SIGNED_OUT: CurrentUserState = { user: null, chrome: null, isLoading: false, isAuthenticated: false };

/** The current user, as CurrentUserProvider above worked it out (the same for every component in a render). */
export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser() needs a <CurrentUserProvider> above it');
  return state;
}
