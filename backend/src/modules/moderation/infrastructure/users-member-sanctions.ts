import { Injectable } from '@nestjs/common';
import { ModerateUserUseCase, ModerationAction } from '../../users/application/moderate-user.use-case.js';
import { MemberSanctions } from '../application/ports/moderation.ports.js';

/**
 * Suspensions and bans through the users module's own use case (its rules: nobody moderates themselves; a ban ends
 * the member's sessions and tokens; its audit entry), joining the moderation action's transaction.
 */
@Injectable()
export class UsersMemberSanctions extends MemberSanctions {
  constructor(private readonly moderateUser: ModerateUserUseCase) {
    super();
  }

  override async suspend(actorId: string, userId: string, reason: string | null): Promise<Date> {
    const user = await this.moderateUser.execute({ actorId, userId, action: ModerationAction.Suspend, reason });
    if (!user.suspendedUntil) throw new Error(`Suspending ${userId} set no end date`);
    return user.suspendedUntil;
  }

  override async ban(actorId: string, userId: string, reason: string | null): Promise<void> {
    await this.moderateUser.execute({ actorId, userId, action: ModerationAction.Ban, reason });
  }
}
