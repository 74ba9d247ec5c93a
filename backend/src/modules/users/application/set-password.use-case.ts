import { assertAcceptablePassword } from '../domain/password-policy.js';
import { hashSecretToken } from '../domain/secret-token.js';
import type { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { Clock } from './ports/clock.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { PasswordTokenRepository } from './ports/password-token.repository.js';
import { TransactionRunner } from './ports/transaction-runner.js';
import { UserRepository } from './ports/user.repository.js';

export interface SetPasswordInput {
  readonly token: string;
  readonly password: string;
}

/**
 * POST /api/auth/set-password: the person invited by an admin (or by admin:create) chooses a password with the
 * one-time link's token. Unknown token 400 INVALID_PASSWORD_TOKEN; expired or already used 410
 * PASSWORD_TOKEN_EXPIRED. Token use and the new password commit together.
 */
export class SetPasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(input: SetPasswordInput): Promise<User> {
    assertAcceptablePassword(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const consumed = await this.tokens.consume(hashSecretToken(input.token), now);
      if (consumed.kind === 'unknown') {
        throw new UserError(UserErrorCode.InvalidPasswordToken, 'This link is not valid. Ask an administrator for a new one.');
      }
      if (consumed.kind !== 'valid') {
        throw new UserError(
          UserErrorCode.PasswordTokenExpired,
          consumed.kind === 'used'
            ? 'This link has already been used. Sign in with your password, or ask an administrator for a new link.'
            : 'This link has expired. Ask an administrator for a new one.',
        );
      }
      const user = await this.users.findById(consumed.userId);
      if (!user) throw UserError.notFound(consumed.userId);
      if (user.isBanned) throw UserError.banned();
      await this.users.setPasswordHash(user.id, passwordHash);
      return user.asOf(now);
    });
  }
}
