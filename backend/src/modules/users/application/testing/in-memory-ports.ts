import type { Role } from '../../../../shared/auth/role.js';
import type { ApiToken } from '../../domain/api-token.js';
import type { User } from '../../domain/user.js';
import { UserError } from '../../domain/user.errors.js';
import { ApiTokenRepository, type TokenOwner } from '../ports/api-token.repository.js';
import { AuditLog, type AuditEntry } from '../ports/audit-log.js';
import { Clock } from '../ports/clock.js';
import { IdentityLinkRepository } from '../ports/identity-link.repository.js';
import { LoginFailureCounter, type FailureWindow } from '../ports/login-failure-counter.js';
import { PasswordHasher } from '../ports/password-hasher.js';
import { PasswordTokenRepository, type ConsumedPasswordToken } from '../ports/password-token.repository.js';
import { SessionRevoker } from '../ports/session-revoker.js';
import { TransactionRunner } from '../ports/transaction-runner.js';
import { UserRepository, type StoredCredentials, type UserCounts, type UserListFilter, type UserPage } from '../ports/user.repository.js';

/**
 * In-memory fakes of the users module's ports, for the use-case unit tests (STYLE.md: fakes and a fixed clock,
 * no assertions on ORM calls). They keep the ports' contracts (unique email, last-admin rule, one-time tokens).
 */

export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

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
      .filter((user) => !search || `${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email}`.toLowerCase().includes(search))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { items: matching.slice(filter.offset, filter.offset + filter.limit), total: matching.length };
  }

  override async changeRoleKeepingAnAdmin(userId: string, role: Role): Promise<boolean> {
    const user = this.users.get(userId);
    if (!user) return false;
    const otherAdmins = [...this.users.values()].filter((other) => other.isAdmin && !other.isBanned && other.id !== userId);
    if (user.isAdmin && role !== 'admin' && otherAdmins.length === 0) return false;
    this.users.set(userId, user.withRole(role));
    return true;
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

export class InMemoryLoginFailureCounter extends LoginFailureCounter {
  readonly windows = new Map<string, FailureWindow>();

  override async current(keys: readonly string[], windowStart: Date): Promise<FailureWindow[]> {
    return keys.flatMap((key) => {
      const window = this.windows.get(key);
      return window && window.windowStartedAt.getTime() > windowStart.getTime() ? [window] : [];
    });
  }

  override async recordFailure(keys: readonly string[], now: Date, windowStart: Date): Promise<void> {
    for (const key of keys) {
      const window = this.windows.get(key);
      const fresh = !window || window.windowStartedAt.getTime() <= windowStart.getTime();
      this.windows.set(key, fresh ? { key, count: 1, windowStartedAt: now } : { ...window, count: window.count + 1 });
    }
  }

  override async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

export class InMemoryApiTokenRepository extends ApiTokenRepository {
  readonly tokens = new Map<string, { token: ApiToken; hash: string }>();

  constructor(private readonly users: InMemoryUserRepository) {
    super();
  }

  override async add(token: ApiToken, tokenHash: string): Promise<void> {
    this.tokens.set(token.id, { token, hash: tokenHash });
  }

  override async listOf(userId: string): Promise<ApiToken[]> {
    return [...this.tokens.values()].map((entry) => entry.token).filter((token) => token.userId === userId);
  }

  override async revoke(tokenId: string, userId: string): Promise<boolean> {
    const entry = this.tokens.get(tokenId);
    if (!entry || entry.token.userId !== userId) return false;
    return this.tokens.delete(tokenId);
  }

  override async revokeAllOf(userId: string): Promise<void> {
    for (const [id, entry] of this.tokens) if (entry.token.userId === userId) this.tokens.delete(id);
  }

  override async findOwnerByHash(tokenHash: string): Promise<TokenOwner | null> {
    const entry = [...this.tokens.values()].find((candidate) => candidate.hash === tokenHash);
    const user = entry ? this.users.users.get(entry.token.userId) : undefined;
    return entry && user ? { tokenId: entry.token.id, lastUsedAt: entry.token.lastUsedAt, user } : null;
  }

  override async markUsed(tokenId: string, now: Date): Promise<void> {
    const entry = this.tokens.get(tokenId);
    if (entry) this.tokens.set(tokenId, { ...entry, token: { ...entry.token, lastUsedAt: now } });
  }
}

export class InMemoryPasswordTokenRepository extends PasswordTokenRepository {
  readonly tokens: Array<{ userId: string; tokenHash: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }> = [];

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

export class FakeSessionRevoker extends SessionRevoker {
  /** userId -> number of live sessions. */
  readonly sessions = new Map<string, number>();

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

export class InMemoryIdentityLinks extends IdentityLinkRepository {
  readonly links = new Map<string, string>();

  override async findUserId(issuer: string, subject: string): Promise<string | null> {
    return this.links.get(`${issuer} ${subject}`) ?? null;
  }

  override async link(link: { userId: string; issuer: string; subject: string }): Promise<void> {
    this.links.set(`${link.issuer} ${link.subject}`, link.userId);
  }
}

/** Runs the work directly (the fakes write as they go; atomicity is the database's, tested in integration). */
export class DirectTransactionRunner extends TransactionRunner {
  runs = 0;

  override run<T>(work: () => Promise<T>): Promise<T> {
    this.runs++;
    return work();
  }
}
