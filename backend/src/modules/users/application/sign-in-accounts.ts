import { User, type NewUserProps } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { PasswordTokenRepository, type ConsumedPasswordToken } from './ports/password-token.repository.js';
import { UserRepository, type StoredCredentials } from './ports/user.repository.js';

/*
 * What this module offers the auth module, which signs its accounts in (through auth's own AccountDirectory and
 * PasswordLinks ports, whose adapters call these). Accounts are answered as stored: auth applies the suspension rule
 * of shared/domain/account-standing.ts itself.
 */

/** One account by id or by normalized email; null when there is none. */
export class FindAccountQuery {
  constructor(private readonly users: UserRepository) {}

  execute(by: { readonly id: string } | { readonly email: string }): Promise<User | null> {
    return 'id' in by ? this.users.findById(by.id) : this.users.findByEmail(by.email);
  }
}

/** An account and its password hash, by normalized email (for a password check). */
export class FindCredentialsQuery {
  constructor(private readonly users: UserRepository) {}

  execute(email: string): Promise<StoredCredentials | null> {
    return this.users.findCredentials(email);
  }
}

/**
 * A new member account (role user) opened at sign-up, with a password hash or none (OpenID Connect). The account's rules
 * apply: a valid email and names (400), one account per email (409 EMAIL_TAKEN, the unique key decides under races).
 */
export class OpenMemberAccountUseCase {
  constructor(private readonly users: UserRepository) {}

  async execute(props: Omit<NewUserProps, 'role'>, passwordHash: string | null): Promise<User> {
    const user = User.create(props);
    if (await this.users.findByEmail(user.email)) throw UserError.emailTaken();
    await this.users.add(user, passwordHash);
    return user;
  }
}

/** Stores a new password hash for the account (after a set-password link). */
export class SetPasswordHashUseCase {
  constructor(private readonly users: UserRepository) {}

  execute(userId: string, passwordHash: string): Promise<void> {
    return this.users.setPasswordHash(userId, passwordHash);
  }
}

/** Tidies the row of a suspension whose end has passed. */
export class ClearExpiredSuspensionUseCase {
  constructor(private readonly users: UserRepository) {}

  execute(userId: string, now: Date): Promise<void> {
    return this.users.clearExpiredSuspension(userId, now);
  }
}

/** Uses up a set-password link this module issued, if it is valid at `now` (once, also under races). */
export class ConsumePasswordTokenUseCase {
  constructor(private readonly tokens: PasswordTokenRepository) {}

  execute(tokenHash: string, now: Date): Promise<ConsumedPasswordToken> {
    return this.tokens.consume(tokenHash, now);
  }
}
