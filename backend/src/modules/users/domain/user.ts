import { ALL_ROLES, Role } from '../../../shared/domain/role.js';
import { hasExpiredSuspensionAt, isSuspendedAt } from '../../../shared/domain/account-standing.js';
import { Immutable } from '../../../shared/domain/immutable.js';
import { validEmail } from './email.js';
import { UserError, UserErrorCode } from './user.errors.js';

export const NAME_MAX_LENGTH = 80;
export const SUSPENSION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Derived status of spec section 4: banned if isBanned, else suspended (until suspendedUntil), else active. */
export enum UserStatus {
  Active = 'active',
  Suspended = 'suspended',
  Banned = 'banned',
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}

export interface UserProps {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  readonly role: Role;
  readonly isBanned: boolean;
  readonly isSuspended: boolean;
  readonly suspendedUntil: Date | null;
  readonly createdAt: Date;
}

export interface NewUserProps {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly profileImageUrl?: string | null;
  readonly role?: string;
  readonly createdAt: Date;
}

/** A member account (spec section 3, User). Immutable: every change returns a new User. */
export class User extends Immutable<UserProps>() {
  private constructor(props: UserProps) {
    super(props);
  }

  /** A new, active account: email normalized (lower case), names trimmed (empty = none), role `user` unless given. */
  static create(props: NewUserProps): User {
    const role = props.role ?? Role.User;
    if (!isRole(role)) {
      throw new UserError(UserErrorCode.InvalidRole, `role must be one of: ${ALL_ROLES.join(', ')}`, { field: 'role' });
    }
    const profileImageUrl = props.profileImageUrl?.trim() || null;
    if (profileImageUrl !== null && !/^https?:\/\//i.test(profileImageUrl)) {
      throw new UserError(UserErrorCode.InvalidProfileImageUrl, 'profileImageUrl must be an http or https URL', {
        field: 'profileImageUrl',
      });
    }
    return new User({
      id: props.id,
      email: validEmail(props.email),
      firstName: cleanName(props.firstName, 'firstName'),
      lastName: cleanName(props.lastName, 'lastName'),
      profileImageUrl,
      role,
      isBanned: false,
      isSuspended: false,
      suspendedUntil: null,
      createdAt: props.createdAt,
    });
  }

  /** Rebuilds a user that was valid when stored (no checks). */
  static restore(props: UserProps): User {
    return new User(props);
  }

  get isAdmin(): boolean {
    return this.role === Role.Admin;
  }

  /** Suspended right now (shared/domain/account-standing.ts). */
  isSuspendedAt(now: Date): boolean {
    return isSuspendedAt(this, now);
  }

  /** Whether a suspension is on record but its end has passed (it lifts by itself). */
  hasExpiredSuspensionAt(now: Date): boolean {
    return hasExpiredSuspensionAt(this, now);
  }

  /** The user as of `now`: a suspension whose end has passed is lifted. */
  asOf(now: Date): User {
    return this.hasExpiredSuspensionAt(now) ? this.with({ isSuspended: false, suspendedUntil: null }) : this;
  }

  statusAt(now: Date): UserStatus {
    if (this.isBanned) return UserStatus.Banned;
    return this.isSuspendedAt(now) ? UserStatus.Suspended : UserStatus.Active;
  }

  /** 'Maria Santos', else the email (spec: full name or else email). */
  get displayName(): string {
    const name = [this.firstName, this.lastName].filter(Boolean).join(' ');
    return name || this.email;
  }

  withRole(role: string): User {
    if (!isRole(role)) {
      throw new UserError(UserErrorCode.InvalidRole, `role must be one of: ${ALL_ROLES.join(', ')}`, { field: 'role' });
    }
    return this.with({ role });
  }

  /** Permanent until unsuspended (the spec's unban control sends 'unsuspend'). */
  ban(): User {
    return this.with({ isBanned: true });
  }

  /**
   * Suspended for 7 days from `now`; a requested end is honoured only when it lies within (now, now + 7 days],
   * so a client cannot suspend for longer than the rule allows.
   */
  suspend(now: Date, requestedUntil?: Date | null): User {
    const longest = new Date(now.getTime() + SUSPENSION_DAYS * DAY_MS);
    const until =
      requestedUntil && requestedUntil.getTime() > now.getTime() && requestedUntil.getTime() <= longest.getTime()
        ? requestedUntil
        : longest;
    return this.with({ isSuspended: true, suspendedUntil: until });
  }

  /** Clears a suspension and a ban (spec section 4: unsuspend clears both). */
  unsuspend(): User {
    return this.with({ isBanned: false, isSuspended: false, suspendedUntil: null });
  }

  private with(changes: Partial<UserProps>): User {
    return new User({ ...this, ...changes });
  }
}

function cleanName(value: string | null | undefined, field: string): string | null {
  const name = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (name.length > NAME_MAX_LENGTH) {
    throw new UserError(UserErrorCode.InvalidName, `${field} must be at most ${NAME_MAX_LENGTH} characters long`, {
      field,
    });
  }
  return name || null;
}
