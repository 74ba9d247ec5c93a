import type { EntityManager } from 'typeorm';

/** One row of audit_log: moderation and member administration both write it. */
export interface AuditRow {
  /** Who did it; null for the command line (admin:create). */
  readonly actorId: string | null;
  readonly action: string;
  readonly targetUserId: string | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** Inserts one audit_log row with `manager` (the caller's transaction: a rolled-back change leaves no audit row). */
export async function insertAuditRow(manager: EntityManager, entry: AuditRow): Promise<void> {
  await manager.query(
    `INSERT INTO audit_log (actor_id, action, target_user_id, details, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)`,
    [entry.actorId, entry.action, entry.targetUserId, JSON.stringify(entry.details), entry.at],
  );
}
