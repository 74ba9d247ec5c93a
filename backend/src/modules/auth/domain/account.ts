import { hasExpiredSuspensionAt, type AccountStanding } from '../../../shared/domain/account-standing.js';
import type { Role } from '../../../shared/domain/role.js';

/**
 * An account as sign-in sees it: who it is, what it may do, and whether it may sign in. The accounts themselves are kept
 * by the users module; this module reaches them through its own AccountDirectory port.
 */
export interface Account extends AccountStanding {
  readonly id: string;
  /** Normalized (shared/domain/credentials.ts). */
  readonly email: string;
  readonly role: Role;
}

/** The account as of `now`: a suspension whose end has passed is lifted. */
export function accountAsOf(account: Account, now: Date): Account {
  return hasExpiredSuspensionAt(account, now) ? { ...account, isSuspended: false, suspendedUntil: null } : account;
}
