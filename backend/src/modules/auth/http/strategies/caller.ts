import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';
import type { Account } from '../../domain/account.js';

/** The caller a strategy puts on the request (req.user) for an account, and how it was authenticated. */
export function callerOf(account: Account, via: AuthenticatedUser['via']): AuthenticatedUser {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    isBanned: account.isBanned,
    isSuspended: account.isSuspended,
    suspendedUntil: account.suspendedUntil,
    via,
  };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own declaration merging point
  namespace Express {
    /** What every Passport strategy of this app puts on req.user: an AuthenticatedUser (passport's typings say nothing). */
    interface User {
      readonly id: string;
    }
  }
}
