import { hasExpiredSuspensionAt } from '../../../shared/domain/account-standing.js';
import { accountAsOf, type Account } from '../domain/account.js';
import { AccountDirectory } from './ports/account-directory.js';

/** The account as of `now`, or null when gone or banned; a suspension whose end has passed is lifted (and its row tidied). */
export async function admitted(
  accounts: AccountDirectory,
  account: Account | null,
  now: Date,
): Promise<Account | null> {
  if (!account || account.isBanned) return null;
  if (hasExpiredSuspensionAt(account, now)) await accounts.clearExpiredSuspension(account.id, now);
  return accountAsOf(account, now);
}
