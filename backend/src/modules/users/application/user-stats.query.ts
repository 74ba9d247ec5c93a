import { Clock } from '../../../shared/time/clock.js';
import { UserRepository, type UserCounts } from './ports/user.repository.js';

/** GET /api/admin/stats (admin, moderator): live member counts for the dashboard's stat cards. */
export class UserStatsQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<UserCounts> {
    return this.users.countByStatus(this.clock.now());
  }
}
