import type { Role } from '@tara/api-client';
import type { CurrentUser } from './auth.api';

/** What the UI shows or hides; the server enforces the same rules (DESIGN.md section 4). */
type MaybeUser = Pick<CurrentUser, 'role'> &
  Partial<Pick<CurrentUser, 'isAdmin' | 'isBanned' | 'isSuspended' | 'suspendedUntil'>>;

const CONTENT_EDITORS: readonly Role[] = ['admin', 'editor'];
const MODERATORS: readonly Role[] = ['admin', 'moderator'];
const POSTERS: readonly Role[] = ['admin', 'moderator', 'editor', 'verified_blogger'];

/** Admin dashboard entry and the Admin link: the isAdmin flag (spec sections 2 and 6). */
export function isAdmin(user: MaybeUser | null | undefined): boolean {
  return user?.isAdmin === true;
}

/** Create and edit destinations, services and categories: admin, editor. */
export function canEditContent(user: MaybeUser | null | undefined): boolean {
  return !!user && CONTENT_EDITORS.includes(user.role);
}

/** Read and act on reports: admin, moderator. */
export function canModerate(user: MaybeUser | null | undefined): boolean {
  return !!user && MODERATORS.includes(user.role);
}

/** A suspension lasts until suspendedUntil (no end date: until lifted). */
export function isRestricted(user: MaybeUser | null | undefined, now: Date = new Date()): boolean {
  if (!user) return false;
  if (user.isBanned) return true;
  if (!user.isSuspended) return false;
  return !user.suspendedUntil || new Date(user.suspendedUntil).getTime() > now.getTime();
}

/** Create posts: admin, moderator, editor, verified_blogger; not banned or suspended. */
export function canCreatePosts(user: MaybeUser | null | undefined, now: Date = new Date()): boolean {
  return !!user && POSTERS.includes(user.role) && !isRestricted(user, now);
}
