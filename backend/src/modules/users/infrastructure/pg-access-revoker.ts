import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { endSessionsOf } from '../../auth/infrastructure/pg-user-sessions.js';
import { AccessRevoker } from '../application/ports/access-revoker.js';

/**
 * Ends a user's access in the auth module's tables (a declared relation: both key on users.id): the rows of
 * connect-pg-simple's session table by the user id kept in the session (indexed: user_sessions_user_id_idx), and the
 * user's API tokens. Inside the caller's unit of work.
 */
@Injectable()
export class PgAccessRevoker extends AccessRevoker {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async endAllSessionsOf(userId: string): Promise<number> {
    return endSessionsOf(this.db.manager, userId);
  }

  override async revokeApiTokensOf(userId: string): Promise<void> {
    await this.db.manager.query(`DELETE FROM api_tokens WHERE user_id = $1`, [userId]);
  }
}
