import type { User } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { Clock } from '../../../shared/time/clock.js';
import { UserRepository } from './ports/user.repository.js';

/** One user as of now (GET /api/auth/user for the caller): 404 USER_NOT_FOUND when gone. */
export class GetUserQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw UserError.notFound(userId);
    return user.asOf(this.clock.now());
  }
}
