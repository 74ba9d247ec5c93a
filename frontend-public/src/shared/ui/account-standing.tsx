import { createContext, useContext } from 'react';

/**
 * The signed-in member's standing, as GET /api/auth/user says (isBanned, isSuspended, suspendedUntil), for the controls
 * a banned or suspended member may not use (DESIGN.md 4): the layout provides it (app/layout.tsx), and a control of any
 * feature (the coupons' Claim) reads it here, so that it is disabled with the reason instead of failing with 403.
 */
export interface AccountStanding {
  /** Banned, or suspended right now: reads, but may not post, like, comment, report or claim. */
  readonly restricted: boolean;
  readonly banned: boolean;
  /** The end of the suspension (ISO 8601), null when it has none or the member is not suspended. */
  readonly suspendedUntil: string | null;
}

export const GOOD_STANDING: AccountStanding = { restricted: false, banned: false, suspendedUntil: null };

const AccountStandingContext = createContext<AccountStanding>(GOOD_STANDING);

export const AccountStandingProvider = AccountStandingContext.Provider;

export function useAccountStanding(): AccountStanding {
  return useContext(AccountStandingContext);
}
