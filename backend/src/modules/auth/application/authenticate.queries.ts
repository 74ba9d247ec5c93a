import { hasExpiredSuspensionAt } from '../../../shared/domain/account-standing.js';
import { API_TOKEN_PREFIX, hashSecretToken } from '../../../shared/domain/secret-token.js';
import { Clock } from '../../../shared/time/clock.js';
import { accountAsOf, type Account } from '../domain/account.js';
import { AccountDirectory } from './ports/account-directory.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';

/** lastUsedAt of a token is written at most this often. */
export const TOKEN_USE_RECORD_INTERVAL_MS = 60_000;

/** The account as of `now`, or null when gone or banned; a suspension whose end has passed is lifted (and its row tidied). */
async function admitted(accounts: AccountDirectory, account: Account | null, now: Date): Promise<Account | null> {
  if (!account || account.isBanned) return null;
  if (hasExpiredSuspensionAt(account, now)) await accounts.clearExpiredSuspension(account.id, now);
  return accountAsOf(account, now);
}

/** The account of a session, read fresh for every request: null when the account is gone or banned. */
export class AuthenticateSessionQuery {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly clock: Clock,
  ) {}

  /** `loaded`: the account as just read with the session (one statement), else it is read here. */
  async execute(accountId: string, loaded?: Account): Promise<Account | null> {
    const account = loaded?.id === accountId ? loaded : await this.accounts.findById(accountId);
    return admitted(this.accounts, account, this.clock.now());
  }
}

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
