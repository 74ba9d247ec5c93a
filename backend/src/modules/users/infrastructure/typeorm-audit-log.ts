import { Injectable } from '@nestjs/common';
import { AuditLog, type AuditEntry } from '../application/ports/audit-log.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';

/** Rows of audit_log, written in the caller's transaction (a rolled-back change leaves no audit row). */
@Injectable()
export class TypeOrmAuditLog extends AuditLog {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  override async record(entry: AuditEntry): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO audit_log (actor_id, action, target_user_id, details, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [entry.actorId, entry.action, entry.targetUserId, JSON.stringify(entry.details), entry.at],
    );
  }
}
