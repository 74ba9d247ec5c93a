import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { ModerationError, ModerationErrorCode } from '../domain/moderation.errors.js';
import { MemberNotices } from './ports/moderation.ports.js';

/** POST /api/user/notices/{id}/seen */
export class DismissNoticeUseCase {
  constructor(
    private readonly notices: MemberNotices,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, noticeId: string): Promise<void> {
    const found =
      isUuid(noticeId) && (await this.unitOfWork.run(() => this.notices.markSeen(noticeId, userId, this.clock.now())));
    if (!found) throw new ModerationError(ModerationErrorCode.NoticeNotFound, 'Notice not found', { id: noticeId });
  }
}
