import { UserRepository } from './ports/user.repository.js';

/** For the auth module: stores a new password hash for the account (after a set-password link). */
export class SetPasswordHashUseCase {
  constructor(private readonly users: UserRepository) {}

  execute(userId: string, passwordHash: string): Promise<void> {
    return this.users.setPasswordHash(userId, passwordHash);
  }
}
