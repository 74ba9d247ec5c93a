import { ALL_ROLES } from '../../../shared/domain/role.js';
import { isRole, type User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { AuditLog } from './ports/audit-log.js';
import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

export interface ChangeRoleInput {
  readonly actorId: string;
  readonly userId: string;
  readonly role: string;
}

/**
 * PATCH /api/users/{id}/role (admin). An admin cannot change their own role (403 CANNOT_CHANGE_OWN_ROLE), and
 * the last admin who is not banned cannot be demoted (409 LAST_ADMIN, decided under a lock). Setting the role a
 * user already has changes nothing.
 */
export class ChangeRoleUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangeRoleInput): Promise<User> {
    const role = input.role;
    if (!isRole(role)) {
      throw new UserError(UserErrorCode.InvalidRole, `role must be one of: ${ALL_ROLES.join(', ')}`, { field: 'role' });
    }
    const now = this.clock.now();
    const user = await this.users.findById(input.userId);
    if (!user) throw UserError.notFound(input.userId);
    if (user.role === role) return user.asOf(now);
    if (user.id === input.actorId) {
      throw new UserError(UserErrorCode.CannotChangeOwnRole, 'You cannot change your own role');
    }
    return this.transactions.run(async () => {
      if (!(await this.users.changeRoleKeepingAnAdmin(user.id, role))) {
        throw new UserError(UserErrorCode.LastAdmin, 'The last admin cannot be demoted: make another user admin first');
      }
      await this.audit.record({
        actorId: input.actorId,
        action: 'user.role_changed',
        targetUserId: user.id,
        details: { from: user.role, to: role },
        at: now,
      });
      return user.withRole(role).asOf(now);
    });
  }
}
