import type { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { ApiTokenRepository } from './ports/api-token.repository.js';
import { AuditLog } from './ports/audit-log.js';
import { Clock } from './ports/clock.js';
import { SessionRevoker } from './ports/session-revoker.js';
import { TransactionRunner } from './ports/transaction-runner.js';
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
 * moderates themselves (403 CANNOT_MODERATE_SELF). A ban ends the user's sessions and revokes their API tokens
 * at once. The change, the revocations and the audit row commit in one transaction.
 */
export class ModerateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly apiTokens: ApiTokenRepository,
    private readonly sessions: SessionRevoker,
    private readonly audit: AuditLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(input: ModerateUserInput): Promise<User> {
    if (input.userId === input.actorId) {
      throw new UserError(UserErrorCode.CannotModerateSelf, 'You cannot ban, suspend or unsuspend yourself');
    }
    const now = this.clock.now();
    const user = await this.users.findById(input.userId);
    if (!user) throw UserError.notFound(input.userId);
    const before = user.statusAt(now);
    const updated =
      input.action === ModerationAction.Ban
        ? user.ban()
        : input.action === ModerationAction.Suspend
          ? user.suspend(now, input.suspendedUntil)
          : user.unsuspend();
    return this.transactions.run(async () => {
      await this.users.saveModeration(updated);
      let sessionsEnded = 0;
      if (input.action === ModerationAction.Ban) {
        await this.apiTokens.revokeAllOf(user.id);
        sessionsEnded = await this.sessions.endAllSessionsOf(user.id);
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
