import { Injectable } from '@nestjs/common';
import { SESSIONS_TABLE } from '../../../shared/auth/session.js';
import { SessionRevoker } from '../application/ports/session-revoker.js';
import { affectedRows } from './query-results.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

/** Deletes rows of connect-pg-simple's table by the user id kept in the session (indexed: user_sessions_user_id_idx). */
@Injectable()
export class PgSessionRevoker extends SessionRevoker {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  override async endAllSessionsOf(userId: string): Promise<number> {
    return affectedRows(
      await this.transactions.manager().query(`DELETE FROM ${SESSIONS_TABLE} WHERE sess ->> 'userId' = $1`, [userId]),
    );
  }
}
