import type { Role } from '../domain/role.js';

/** Who is calling, as the global auth guard puts it on the request (cookie session or bearer token). */
export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly isBanned: boolean;
  readonly isSuspended: boolean;
  readonly suspendedUntil: Date | null;
  /** How the request was authenticated. */
  readonly via: 'session' | 'token';
}
