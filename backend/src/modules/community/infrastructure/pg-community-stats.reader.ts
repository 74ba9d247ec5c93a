import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { CommunityStatsReader, type CommunityStats } from '../application/ports/community-stats.reader.js';

/**
 * Live counts. Active members: authors of posts or comments, likers, and members with a session alive during the
 * window (a session is created at sign-in and lives until it expires or the member signs out).
 */
@Injectable()
export class PgCommunityStatsReader extends CommunityStatsReader {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async read(activeSince: Date, todayStartsAt: Date): Promise<CommunityStats> {
    const rows: CommunityStats[] = await this.db.manager.query(
      `SELECT
         (SELECT count(*)::int FROM (
            SELECT author_id AS id FROM posts WHERE created_at >= $1
            UNION SELECT author_id FROM post_comments WHERE created_at >= $1
            UNION SELECT user_id FROM post_likes WHERE created_at >= $1
            UNION SELECT (sess ->> 'userId')::uuid FROM user_sessions WHERE expire >= $1 AND sess ? 'userId'
          ) active JOIN users u ON u.id = active.id WHERE NOT u.is_banned) AS "activeMembers",
         (SELECT count(*)::int FROM posts WHERE created_at >= $2 AND status <> 'deleted') AS "todaysPosts",
         (SELECT count(*)::int FROM posts WHERE status <> 'deleted') AS "totalPosts"`,
      [activeSince, todayStartsAt],
    );
    return rows[0];
  }
}
