import { Clock } from '../../../shared/time/clock.js';
import { type Account } from '../domain/account.js';
import { AccountDirectory } from './ports/account-directory.js';
import { admitted } from './admitted-account.js';

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
