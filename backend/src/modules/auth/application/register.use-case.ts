import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '../../../shared/security/password-hasher.js';
import { Clock } from '../../../shared/time/clock.js';
import type { Account } from '../domain/account.js';
import { assertAcceptablePassword } from '../domain/password-policy.js';
import { AccountDirectory } from './ports/account-directory.js';

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

/**
 * POST /api/auth/register: a new member (role user) with a password. The account keeper refuses an invalid email or
 * name (400) and an email that has an account (409 EMAIL_TAKEN).
 */
export class RegisterUseCase {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterInput): Promise<Account> {
    assertAcceptablePassword(input.password);
    const account = {
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      createdAt: this.clock.now(),
    };
    return this.accounts.open(account, await this.hasher.hash(input.password));
  }
}
