import { hashSecretToken } from '../../../shared/domain/secret-token.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { PasswordHasher } from '../../../shared/security/password-hasher.js';
import { Clock } from '../../../shared/time/clock.js';
import { accountAsOf, type Account } from '../domain/account.js';
import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { assertAcceptablePassword } from '../domain/password-policy.js';
import { AccountDirectory } from './ports/account-directory.js';
import { PasswordLinks } from './ports/password-links.js';

export interface SetPasswordInput {
  readonly token: string;
  readonly password: string;
}

/**
 * POST /api/auth/set-password: the person invited by an admin (or by admin:create) chooses a password with the
 * one-time link's token. Unknown token 400 INVALID_PASSWORD_TOKEN; expired or already used 410
 * PASSWORD_TOKEN_EXPIRED. Token use, the new password and the end of every session and API token of the account
 * commit together: a new password hash ends them in the database itself (migration PasswordChangeEndsAccess, the one
 * rule for every path that changes a password); the controller then starts a fresh session.
 */
export class SetPasswordUseCase {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly links: PasswordLinks,
    private readonly hasher: PasswordHasher,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: SetPasswordInput): Promise<Account> {
    assertAcceptablePassword(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const consumed = await this.links.consume(hashSecretToken(input.token), now);
      if (consumed.kind === 'unknown') {
        throw new AuthError(
          AuthErrorCode.InvalidPasswordToken,
          'This link is not valid. Ask an administrator for a new one.',
        );
      }
      if (consumed.kind !== 'valid') {
        throw new AuthError(
          AuthErrorCode.PasswordTokenExpired,
          consumed.kind === 'used'
            ? 'This link has already been used. Sign in with your password, or ask an administrator for a new link.'
            : 'This link has expired. Ask an administrator for a new one.',
        );
      }
      // The link's account is gone (deleted after the invitation): the link is as good as unknown.
      const account = await this.accounts.findById(consumed.accountId);
      if (!account)
        throw new AuthError(
          AuthErrorCode.InvalidPasswordToken,
          'This link is not valid. Ask an administrator for a new one.',
        );
      if (account.isBanned) throw AuthError.banned();
      // Ends every session and API token of the account, in this transaction (AccountDirectory.setPasswordHash).
      await this.accounts.setPasswordHash(account.id, passwordHash);
      return accountAsOf(account, now);
    });
  }
}
