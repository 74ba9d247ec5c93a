import { Injectable } from '@nestjs/common';
import { ClearExpiredSuspensionUseCase } from '../../users/application/clear-expired-suspension.use-case.js';
import { FindAccountQuery } from '../../users/application/find-account.query.js';
import { FindCredentialsQuery } from '../../users/application/find-credentials.query.js';
import { OpenMemberAccountUseCase } from '../../users/application/open-member-account.use-case.js';
import { SetPasswordHashUseCase } from '../../users/application/set-password-hash.use-case.js';
import { AccountDirectory, type AccountCredentials, type NewAccount } from '../application/ports/account-directory.js';
import type { Account } from '../domain/account.js';

/** AccountDirectory over the users module, which keeps the accounts: its use cases, never its tables. */
@Injectable()
export class UsersAccountDirectory extends AccountDirectory {
  constructor(
    private readonly find: FindAccountQuery,
    private readonly credentials: FindCredentialsQuery,
    private readonly openAccount: OpenMemberAccountUseCase,
    private readonly setHash: SetPasswordHashUseCase,
    private readonly clearSuspension: ClearExpiredSuspensionUseCase,
  ) {
    super();
  }

  override async findById(id: string): Promise<Account | null> {
    return orNull(await this.find.execute({ id }));
  }

  override async findByEmail(email: string): Promise<Account | null> {
    return orNull(await this.find.execute({ email }));
  }

  override async findCredentials(email: string): Promise<AccountCredentials | null> {
    const stored = await this.credentials.execute(email);
    return stored ? { account: toAccount(stored.user), passwordHash: stored.passwordHash } : null;
  }

  override async open(account: NewAccount, passwordHash: string | null): Promise<Account> {
    return toAccount(await this.openAccount.execute(account, passwordHash));
  }

  override setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    return this.setHash.execute(accountId, passwordHash);
  }

  override clearExpiredSuspension(accountId: string, now: Date): Promise<void> {
    return this.clearSuspension.execute(accountId, now);
  }
}

/** Only what sign-in needs of a user (a User carries more: names, picture, dates). */
function toAccount(user: Account): Account {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isBanned: user.isBanned,
    isSuspended: user.isSuspended,
    suspendedUntil: user.suspendedUntil,
  };
}

function orNull(user: Account | null): Account | null {
  return user ? toAccount(user) : null;
}
