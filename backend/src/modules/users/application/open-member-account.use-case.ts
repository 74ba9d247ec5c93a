import { User, type NewUserProps } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * For the auth module: a new member account (role user) opened at sign-up, with a password hash or none (OpenID
 * Connect). The account's rules apply: a valid email and names (400), one account per email (409 EMAIL_TAKEN, the
 * unique key decides under races).
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
