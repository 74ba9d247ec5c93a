import type { ApiToken } from '../../domain/api-token.js';
import { ApiTokenRepository, type FoundApiToken } from '../ports/api-token.repository.js';
import { IdentityLinkRepository } from '../ports/identity-link.repository.js';
import { LoginFailureCounter, type FailureWindow } from '../ports/login-failure-counter.js';
import { ClearExpiredSuspensionUseCase } from '../../../users/application/clear-expired-suspension.use-case.js';
import { ConsumePasswordTokenUseCase } from '../../../users/application/consume-password-token.use-case.js';
import { FindAccountQuery } from '../../../users/application/find-account.query.js';
import { FindCredentialsQuery } from '../../../users/application/find-credentials.query.js';
import { OpenMemberAccountUseCase } from '../../../users/application/open-member-account.use-case.js';
import { SetPasswordHashUseCase } from '../../../users/application/set-password-hash.use-case.js';
import type {
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../../users/application/testing/in-memory-ports.js';
import type { Account } from '../../domain/account.js';
import { AccountDirectory, type AccountCredentials, type NewAccount } from '../ports/account-directory.js';
import { PasswordLinks, type ConsumedPasswordLink } from '../ports/password-links.js';

export class InMemoryLoginFailureCounter extends LoginFailureCounter {
  readonly windows = new Map<string, FailureWindow>();

  override async claim(keys: readonly string[], now: Date, windowStart: Date): Promise<FailureWindow[]> {
    return [...new Set(keys)].map((key) => {
      const window = this.windows.get(key);
      const fresh = !window || window.windowStartedAt.getTime() <= windowStart.getTime();
      const next = fresh ? { key, count: 1, windowStartedAt: now } : { ...window, count: window.count + 1 };
      this.windows.set(key, next);
      return next;
    });
  }

  override async release(keys: readonly string[], windowStart: Date): Promise<void> {
    for (const key of new Set(keys)) {
      const window = this.windows.get(key);
      if (window && window.count > 0 && window.windowStartedAt.getTime() > windowStart.getTime()) {
        this.windows.set(key, { ...window, count: window.count - 1 });
      }
    }
  }

  override async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

export class InMemoryApiTokenRepository extends ApiTokenRepository {
  readonly tokens = new Map<string, { token: ApiToken; hash: string }>();

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

  override async findByHash(tokenHash: string): Promise<FoundApiToken | null> {
    const entry = [...this.tokens.values()].find((candidate) => candidate.hash === tokenHash);
    return entry ? { tokenId: entry.token.id, ownerId: entry.token.userId, lastUsedAt: entry.token.lastUsedAt } : null;
  }

  override async markUsed(tokenId: string, now: Date): Promise<void> {
    const entry = this.tokens.get(tokenId);
    if (entry) this.tokens.set(tokenId, { ...entry, token: { ...entry.token, lastUsedAt: now } });
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

/**
 * The auth ports over an in-memory users module, answered by the users module's real use cases (as the adapters in
 * infrastructure/users-*.ts are), so that unit tests cover sign-in down to the account keeper's rules.
 */
export function accountPortsOver(users: InMemoryUserRepository, tokens: InMemoryPasswordTokenRepository) {
  const find = new FindAccountQuery(users);
  const credentials = new FindCredentialsQuery(users);
  const openAccount = new OpenMemberAccountUseCase(users);
  const setHash = new SetPasswordHashUseCase(users);
  const clearSuspension = new ClearExpiredSuspensionUseCase(users);
  const consumeToken = new ConsumePasswordTokenUseCase(tokens);
  const accounts = new (class extends AccountDirectory {
    override findById = (id: string): Promise<Account | null> => find.execute({ id });
    override findByEmail = (email: string): Promise<Account | null> => find.execute({ email });
    override findCredentials = async (email: string): Promise<AccountCredentials | null> => {
      const stored = await credentials.execute(email);
      return stored ? { account: stored.user, passwordHash: stored.passwordHash } : null;
    };
    override open = (account: NewAccount, passwordHash: string | null): Promise<Account> =>
      openAccount.execute(account, passwordHash);
    override setPasswordHash = (id: string, hash: string): Promise<void> => setHash.execute(id, hash);
    override clearExpiredSuspension = (id: string, now: Date): Promise<void> => clearSuspension.execute(id, now);
  })();
  const links = new (class extends PasswordLinks {
    override consume = async (tokenHash: string, now: Date): Promise<ConsumedPasswordLink> => {
      const consumed = await consumeToken.execute(tokenHash, now);
      return consumed.kind === 'valid' ? { kind: 'valid', accountId: consumed.userId } : consumed;
    };
  })();
  return { accounts, links };
}
