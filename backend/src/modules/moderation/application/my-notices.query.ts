import { MemberNotices, type NoticeView } from './ports/moderation.ports.js';

/** GET /api/user/notices: what the member has not seen yet. */
export class MyNoticesQuery {
  constructor(private readonly notices: MemberNotices) {}

  execute(userId: string): Promise<NoticeView[]> {
    return this.notices.unseenOf(userId);
  }
}
