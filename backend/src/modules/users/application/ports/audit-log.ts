export interface AuditEntry {
  /** Who did it; null for the command line (admin:create). */
  readonly actorId: string | null;
  /** e.g. 'user.banned', 'user.role_changed'. */
  readonly action: string;
  readonly targetUserId: string | null;
  /** Facts of the change (old and new values, reason...). */
  readonly details: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** Port: the audit log (who, what, when, why); the moderation module writes to the same table. */
export abstract class AuditLog {
  abstract record(entry: AuditEntry): Promise<void>;
}
