import type { Account } from '../../domain/account.js';

/** What a new account is made of at sign-up (built-in or OpenID Connect). */
export interface NewAccount {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly profileImageUrl?: string | null;
  readonly createdAt: Date;
}

export interface AccountCredentials {
  readonly account: Account;
  /** argon2id hash; null for an account without a password (invited, or signed up through OpenID Connect). */
  readonly passwordHash: string | null;
}

/**
 * Port: the accounts this module signs in. Bound to an adapter over the users module, which keeps the accounts and
 * their rules (a valid email and names, one account per email).
 */
export abstract class AccountDirectory {
  abstract findById(id: string): Promise<Account | null>;
  /** By normalized email. */
  abstract findByEmail(email: string): Promise<Account | null>;
  abstract findCredentials(email: string): Promise<AccountCredentials | null>;
  /**
   * Opens a member account (role user) with an optional password hash. Refuses an invalid email or name and an email
   * that already has an account, with the account keeper's errors (INVALID_EMAIL 400, EMAIL_TAKEN 409).
   */
  abstract open(account: NewAccount, passwordHash: string | null): Promise<Account>;
  /**
   * Stores a new password hash. In the same transaction it ends every session and API token of the account (the
   * database does it for every password change: migration PasswordChangeEndsAccess).
   */
  abstract setPasswordHash(accountId: string, passwordHash: string): Promise<void>;
  /** Tidies the row of a suspension whose end has passed (the suspension already lifted by itself). */
  abstract clearExpiredSuspension(accountId: string, now: Date): Promise<void>;
}
