import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import type { Account } from '../domain/account.js';

/**
 * Port of the global guard: who a session or an API token belongs to, as they are right now (role, ban and
 * suspension read fresh on every request, an expired suspension already lifted). Implemented by the users module.
 */
export abstract class CallerResolver {
  /**
   * The user of a session; null when the user is gone or banned (the guard then ends the session). `loaded`: the
   * account as read with the session in the same statement (sessionAccountOf), used instead of reading it again.
   */
  abstract fromSession(userId: string, loaded?: Account): Promise<AuthenticatedUser | null>;
  /** The owner of a personal API token (`tp_...`); null for an unknown or revoked token or a banned owner. */
  abstract fromApiToken(token: string): Promise<AuthenticatedUser | null>;
}
