import { Role } from '../../../../shared/domain/role.js';
import type { User } from '../../domain/user.js';
import { UserError } from '../../domain/user.errors.js';
import { AuditLog, type AuditEntry } from '../ports/audit-log.js';
import { PasswordHasher } from '../../../../shared/security/password-hasher.js';
import { PasswordTokenRepository, type ConsumedPasswordToken } from '../ports/password-token.repository.js';
import { AccessRevoker } from '../ports/access-revoker.js';
import {
  UserRepository,
  type StoredCredentials,
  type UserCounts,
  type UserListFilter,
  type UserPage,
} from '../ports/user.repository.js';

/**
 * In-memory fakes of the users module's ports, for the use-case unit tests (STYLE.md: fakes and a fixed clock,
 * no assertions on ORM calls). They keep the ports' contracts (unique email, last-admin rule, one-time tokens).
 */

export class InMemoryUserRepository extends UserRepository {
  readonly users = new Map<string, User>();
  readonly passwords = new Map<string, string | null>();

  seed(user: User, passwordHash: string | null = null): this {
    this.users.set(user.id, user);
    this.passwords.set(user.id, passwordHash);
    return this;
  }

  override async findById(id: string): Promise<User | null> {
    return this.users.get(id) ?? null;
  }

  override async findByEmail(email: string): Promise<User | null> {
    return [...this.users.values()].find((user) => user.email === email) ?? null;
  }

  override async findCredentials(email: string): Promise<StoredCredentials | null> {
    const user = await this.findByEmail(email);
    return user ? { user, passwordHash: this.passwords.get(user.id) ?? null } : null;
  }

  override async add(user: User, passwordHash: string | null): Promise<void> {
    if (await this.findByEmail(user.email)) throw UserError.emailTaken();
    this.seed(user, passwordHash);
  }

  override async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    this.passwords.set(userId, passwordHash);
  }

  override async list(filter: UserListFilter): Promise<UserPage> {
    const search = filter.search?.toLowerCase();
    const matching = [...this.users.values()]
      .filter(
        (user) =>
          !search || `${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email}`.toLowerCase().includes(search),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { items: matching.slice(filter.offset, filter.offset + filter.limit), total: matching.length };
  }

  override async changeRoleKeepingAnAdmin(userId: string, role: Role): Promise<boolean> {
    const user = this.users.get(userId);
    if (!user) return false;
    const otherAdmins = [...this.users.values()].filter(
      (other) => other.isAdmin && !other.isBanned && other.id !== userId,
    );
    if (user.isAdmin && role !== Role.Admin && otherAdmins.length === 0) return false;
    this.users.set(userId, user.withRole(role));
    return true;
  }

  override async lockAdministration(): Promise<void> {
    // One process, no interleaving inside a fake call: nothing to wait for.
  }

  override async hasOtherActiveAdmin(userId: string, now: Date): Promise<boolean> {
    return [...this.users.values()].some(
      (other) => other.isAdmin && other.id !== userId && !other.isBanned && !other.isSuspendedAt(now),
    );
  }

  override async saveModeration(user: User): Promise<void> {
    const stored = this.users.get(user.id);
    if (stored) this.users.set(user.id, user.withRole(stored.role));
  }

  override async clearExpiredSuspension(userId: string, now: Date): Promise<void> {
    const user = this.users.get(userId);
    if (user) this.users.set(userId, user.asOf(now));
  }

  override async countByStatus(now: Date): Promise<UserCounts> {
    const all = [...this.users.values()];
    const banned = all.filter((user) => user.isBanned).length;
    const suspended = all.filter((user) => !user.isBanned && user.isSuspendedAt(now)).length;
    return { total: all.length, banned, suspended, active: all.length - banned - suspended };
  }
}

/** 'hashed:<password>': enough to tell a right password from a wrong one, and counts its calls. */
export class FakePasswordHasher extends PasswordHasher {
  hashes = 0;
  verifications = 0;

  override async hash(password: string): Promise<string> {
    this.hashes++;
    return `hashed:${password}`;
  }

  override async verify(hash: string, password: string): Promise<boolean> {
    this.verifications++;
    return hash === `hashed:${password}`;
  }
}

export class InMemoryPasswordTokenRepository extends PasswordTokenRepository {
  readonly tokens: Array<{ userId: string; tokenHash: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }> =
    [];

  override async add(token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    this.tokens.push({ ...token, usedAt: null });
  }

  override async consume(tokenHash: string, now: Date): Promise<ConsumedPasswordToken> {
    const token = this.tokens.find((candidate) => candidate.tokenHash === tokenHash);
    if (!token) return { kind: 'unknown' };
    if (token.usedAt) return { kind: 'used' };
    if (token.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    token.usedAt = now;
    return { kind: 'valid', userId: token.userId };
  }
}

export class FakeAccessRevoker extends AccessRevoker {
  /** userId -> number of live sessions. */
  readonly sessions = new Map<string, number>();

  /** Users whose API tokens were revoked. */
  readonly tokensRevokedFor: string[] = [];

  override async revokeApiTokensOf(userId: string): Promise<void> {
    this.tokensRevokedFor.push(userId);
  }

  override async endAllSessionsOf(userId: string): Promise<number> {
    const count = this.sessions.get(userId) ?? 0;
    this.sessions.delete(userId);
    return count;
  }
}

export class InMemoryAuditLog extends AuditLog {
  readonly entries: AuditEntry[] = [];

  override async record(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }
}
