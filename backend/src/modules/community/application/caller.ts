import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';

/** Who calls a community use case: the signed-in user's id and role. */
export type Caller = Pick<AuthenticatedUser, 'id' | 'role'>;

/** Admins and moderators: they may remove anyone's post or comment (a moderation, audited). */
export function isModerator(role: Role): boolean {
  return role === Role.Admin || role === Role.Moderator;
}
