/**
 * An account's standing, as both the users module (which keeps accounts) and the auth module (which signs them in and
 * guards every request) see it. One rule for suspensions: suspended while the flag is set and its end is still ahead;
 * a suspension whose end has passed lifts by itself.
 */
export interface AccountStanding {
  readonly isBanned: boolean;
  readonly isSuspended: boolean;
  readonly suspendedUntil: Date | null;
}

/** Suspended right now: the flag is set and suspendedUntil is still ahead. */
export function isSuspendedAt(standing: AccountStanding, now: Date): boolean {
  return standing.isSuspended && standing.suspendedUntil !== null && standing.suspendedUntil.getTime() > now.getTime();
}

/** A suspension is on record but its end has passed (it lifts by itself; the row may still be tidied). */
export function hasExpiredSuspensionAt(standing: AccountStanding, now: Date): boolean {
  return standing.isSuspended && !isSuspendedAt(standing, now);
}
