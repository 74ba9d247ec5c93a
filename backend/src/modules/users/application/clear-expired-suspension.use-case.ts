import { UserRepository } from './ports/user.repository.js';

/** For the auth module, which applies the suspension rule: tidies the row of a suspension whose end has passed. */
export class ClearExpiredSuspensionUseCase {
  constructor(private readonly users: UserRepository) {}

  execute(userId: string, now: Date): Promise<void> {
    return this.users.clearExpiredSuspension(userId, now);
  }
}
