import { API_TOKEN_PREFIX, hashSecretToken } from '../domain/secret-token.js';
import type { User } from '../domain/user.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';
import { Clock } from './ports/clock.js';
import { UserRepository } from './ports/user.repository.js';

/** lastUsedAt of a token is written at most this often. */
export const TOKEN_USE_RECORD_INTERVAL_MS = 60_000;

/**
 * The user of a session, read fresh for every request: null when the account is gone or banned. A suspension
 * whose end has passed is lifted (and cleared in the table).
 */
export class AuthenticateSessionQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<User | null> {
    const user = await this.users.findById(userId);
    if (!user || user.isBanned) return null;
    const now = this.clock.now();
    if (user.hasExpiredSuspensionAt(now)) await this.users.clearExpiredSuspension(user.id, now);
    return user.asOf(now);
  }
}

/** The owner of a personal API token (Authorization: Bearer tp_...): null for an unknown token or a banned owner. */
export class AuthenticateApiTokenQuery {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<User | null> {
    if (!token.startsWith(API_TOKEN_PREFIX)) return null;
    const owner = await this.tokens.findOwnerByHash(hashSecretToken(token));
    if (!owner || owner.user.isBanned) return null;
    const now = this.clock.now();
    if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() >= TOKEN_USE_RECORD_INTERVAL_MS) {
      await this.tokens.markUsed(owner.tokenId, now);
    }
    if (owner.user.hasExpiredSuspensionAt(now)) await this.users.clearExpiredSuspension(owner.user.id, now);
    return owner.user.asOf(now);
  }
}
