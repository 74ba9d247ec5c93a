import { API_TOKEN_PREFIX, hashSecretToken } from '../../../shared/domain/secret-token.js';
import { Clock } from '../../../shared/time/clock.js';
import type { Account } from '../domain/account.js';
import { AccountDirectory } from './ports/account-directory.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';
import { admitted } from './admitted-account.js';

/** lastUsedAt of a token is written at most this often. */
export const TOKEN_USE_RECORD_INTERVAL_MS = 60_000;

/** The owner of a personal API token (Authorization: Bearer tp_...): null for an unknown token or a banned owner. */
export class AuthenticateApiTokenQuery {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly accounts: AccountDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Account | null> {
    if (!token.startsWith(API_TOKEN_PREFIX)) return null;
    const found = await this.tokens.findByHash(hashSecretToken(token));
    if (!found) return null;
    const now = this.clock.now();
    const owner = await admitted(this.accounts, await this.accounts.findById(found.ownerId), now);
    if (owner && (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOKEN_USE_RECORD_INTERVAL_MS)) {
      await this.tokens.markUsed(found.tokenId, now);
    }
    return owner;
  }
}
