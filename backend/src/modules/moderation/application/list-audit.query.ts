import { AuditTrail, type AuditEntryView, type AuditFilter } from './ports/moderation.ports.js';

/** GET /api/admin/audit (admin): newest first. */
export class ListAuditQuery {
  constructor(private readonly audit: AuditTrail) {}

  execute(filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }> {
    return this.audit.list(filter);
  }
}
