import type { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { AuditLog } from './ports/audit-log.js';
import { Clock } from '../../../shared/time/clock.js';
import { AccessRevoker } from './ports/access-revoker.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

export enum ModerationAction {
  Ban = 'ban',
  Suspend = 'suspend',
  Unsuspend = 'unsuspend',
}

export const MODERATION_ACTIONS: readonly ModerationAction[] = Object.values(ModerationAction);

export interface ModerateUserInput {
  readonly actorId: string;
  readonly userId: string;
  readonly action: ModerationAction;
  /** Only for suspend: honoured when within the next 7 days, else 7 days from now. */
  readonly suspendedUntil?: Date | null;
  /** Why, for the audit log. */
  readonly reason?: string | null;
}

/**
 * PATCH /api/admin/users/{id} (admin): ban, suspend for 7 days, or unsuspend (which also lifts a ban). Nobody
 * moderates themselves (403 CANNOT_MODERATE_SELF); the last active admin cannot be banned or suspended (409 LAST_ADMIN);
 * someone banned or suspended meanwhile cannot act (403 ACTOR_NOT_ACTIVE). A ban ends the user's sessions and revokes
 * their API tokens at once. The change, the revocations and the audit row commit in one transaction, under the lock of
 * account administration.
 */
export class ModerateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly access: AccessRevoker,
    private readonly audit: AuditLog,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: ModerateUserInput): Promise<User> {
    if (input.userId === input.actorId) {
      throw new UserError(UserErrorCode.CannotModerateSelf, 'You cannot ban, suspend or unsuspend yourself');
    }
    return this.transactions.run(async () => {
      // One change of accounts at a time: the target and the actor are read after the lock (and the change is dated
      // then), so that two admins banning each other, or one admin acting from two tabs, end as if one acted after
      // the other.
      await this.users.lockAdministration();
      const now = this.clock.now();
      const actor = await this.users.findById(input.actorId);
      if (actor && (actor.isBanned || actor.isSuspendedAt(now))) {
        throw new UserError(
          UserErrorCode.ActorNotActive,
          'Your account was banned or suspended: this change was not made',
        );
      }
      const user = await this.users.findById(input.userId);
      if (!user) throw UserError.notFound(input.userId);
      const before = user.statusAt(now);
      const updated =
        input.action === ModerationAction.Ban
          ? user.ban()
          : input.action === ModerationAction.Suspend
            ? user.suspend(now, input.suspendedUntil)
            : user.unsuspend();
      const sidelined = updated.isBanned || updated.isSuspendedAt(now);
      if (user.isAdmin && sidelined && !(await this.users.hasOtherActiveAdmin(user.id, now))) {
        throw new UserError(
          UserErrorCode.LastAdmin,
          'The last active admin cannot be banned or suspended: make another user admin first',
        );
      }
      await this.users.saveModeration(updated);
      let sessionsEnded = 0;
      if (input.action === ModerationAction.Ban) {
        await this.access.revokeApiTokensOf(user.id);
        sessionsEnded = await this.access.endAllSessionsOf(user.id);
      }
      await this.audit.record({
        actorId: input.actorId,
        action: AUDIT_ACTION[input.action],
        targetUserId: user.id,
        details: {
          before,
          after: updated.statusAt(now),
          ...(updated.isSuspended && input.action === ModerationAction.Suspend
            ? { suspendedUntil: updated.suspendedUntil?.toISOString() }
            : {}),
          ...(input.action === ModerationAction.Ban ? { sessionsEnded } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
        at: now,
      });
      return updated.asOf(now);
    });
  }
}

const AUDIT_ACTION: Record<ModerationAction, string> = {
  [ModerationAction.Ban]: 'user.banned',
  [ModerationAction.Suspend]: 'user.suspended',
  [ModerationAction.Unsuspend]: 'user.unsuspended',
};
