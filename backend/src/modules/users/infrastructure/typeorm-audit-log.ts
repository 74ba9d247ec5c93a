import { Injectable } from '@nestjs/common';
import { AuditLog, type AuditEntry } from '../application/ports/audit-log.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { insertAuditRow } from '../../../shared/persistence/audit-log.sql.js';

/** Rows of audit_log, written in the caller's transaction (a rolled-back change leaves no audit row). */
@Injectable()
export class TypeOrmAuditLog extends AuditLog {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  override async record(entry: AuditEntry): Promise<void> {
    await insertAuditRow(this.transactions.manager, entry);
  }
}
