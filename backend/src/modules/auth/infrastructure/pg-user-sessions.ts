import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { returnedRows } from '../../../shared/persistence/sql.js';
import { UserSessions } from '../application/ports/user-sessions.js';
import { SESSIONS_TABLE } from '../http/session.js';

/**
 * Ends an account's sessions: the rows of connect-pg-simple's table by the user id kept in the session (indexed:
 * user_sessions_user_id_idx). Also what the users module's access revoker calls when it bans someone.
 */
export async function endSessionsOf(manager: EntityManager, accountId: string): Promise<number> {
  return returnedRows(await manager.query(`DELETE FROM ${SESSIONS_TABLE} WHERE sess ->> 'userId' = $1 RETURNING sid`, [accountId])).length;
}

@Injectable()
export class PgUserSessions extends UserSessions {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override endAllOf(accountId: string): Promise<number> {
    return endSessionsOf(this.db.manager, accountId);
  }
}
