import { randomUUID } from 'node:crypto';
import { assertAcceptablePassword } from '../domain/password-policy.js';
import { User } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { Clock } from './ports/clock.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

/** POST /api/auth/register: a new member (role user) with a password; 409 EMAIL_TAKEN when the email has an account. */
export class RegisterUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterInput): Promise<User> {
    assertAcceptablePassword(input.password);
    const user = User.create({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      createdAt: this.clock.now(),
    });
    if (await this.users.findByEmail(user.email)) throw UserError.emailTaken();
    await this.users.add(user, await this.hasher.hash(input.password));
    return user;
  }
}
