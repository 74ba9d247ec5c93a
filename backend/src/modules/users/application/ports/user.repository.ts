import type { Role } from '../../../../shared/domain/role.js';
import type { User } from '../../domain/user.js';

export interface UserListFilter {
  /** Case-insensitive part of the first name, last name, full name or email. */
  readonly search?: string;
  readonly limit: number;
  readonly offset: number;
}

export interface UserPage {
  /** Newest first. */
  readonly items: User[];
  /** All users matching the filter. */
  readonly total: number;
}

export interface UserCounts {
  readonly total: number;
  readonly active: number;
  readonly banned: number;
  readonly suspended: number;
}

export interface StoredCredentials {
  readonly user: User;
  /** argon2id hash; null for an account without a password (invited, or signed up through OpenID Connect). */
  readonly passwordHash: string | null;
}

/** Port: where accounts are kept. Bound in UsersModule to TypeOrmUserRepository. */
export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  /** By normalized (lower-case) email. */
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findCredentials(email: string): Promise<StoredCredentials | null>;
  /** Stores a new user. Throws EMAIL_TAKEN when the email exists (the unique key decides, also under races). */
  abstract add(user: User, passwordHash: string | null): Promise<void>;
  abstract setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** A page of users, newest first. */
  abstract list(filter: UserListFilter): Promise<UserPage>;
  /**
   * Sets the role unless the user is an admin who would leave no other admin that is not banned (checked and
   * written under one lock, so two admins demoting each other at once cannot both succeed). False when refused.
   */
  abstract changeRoleKeepingAnAdmin(userId: string, role: Role): Promise<boolean>;
  /** Stores isBanned, isSuspended and suspendedUntil of the user. */
  abstract saveModeration(user: User): Promise<void>;
  /**
   * Inside a transaction: waits for, then holds until the commit, the one lock of account administration (role changes
   * and moderation), so that two admins acting at once, or one admin in two tabs, apply their changes one after the other.
   */
  abstract lockAdministration(): Promise<void>;
  /** Whether an admin other than `userId` is neither banned nor suspended at `now`. */
  abstract hasOtherActiveAdmin(userId: string, now: Date): Promise<boolean>;
  /** Clears a suspension whose end has passed (the flag lifts by itself; this tidies the row). */
  abstract clearExpiredSuspension(userId: string, now: Date): Promise<void>;
  /** Live counts; a suspension whose end has passed counts as active. */
  abstract countByStatus(now: Date): Promise<UserCounts>;
}
