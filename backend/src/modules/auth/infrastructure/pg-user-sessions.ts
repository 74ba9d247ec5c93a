import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../../shared/persistence/sql.js';
import { SESSIONS_TABLE } from './pg-session.store.js';

/**
 * Ends an account's sessions: the rows of connect-pg-simple's table by the user id kept in the session (indexed:
 * user_sessions_user_id_idx): what the users module's access revoker calls when it bans someone. (A password change
 * ends them in the database itself: migration PasswordChangeEndsAccess.)
 */
export async function endSessionsOf(manager: EntityManager, accountId: string): Promise<number> {
  return returnedRows(
    await manager.query(`DELETE FROM ${SESSIONS_TABLE} WHERE sess ->> 'userId' = $1 RETURNING sid`, [accountId]),
  ).length;
}
