import type { Role, UserResponse } from '@tara/api-client';
import type { MessageId } from '../i18n/i18n';

export type { Role };

export const ROLES: readonly Role[] = ['user', 'verified_blogger', 'editor', 'moderator', 'admin'];

/** Message ids of the role names (t(ROLE_LABELS[role])). */
export const ROLE_LABELS: Record<Role, MessageId> = {
  user: 'roles.user',
  verified_blogger: 'roles.verifiedBlogger',
  editor: 'roles.editor',
  moderator: 'roles.moderator',
  admin: 'roles.admin',
};

/** GET /api/auth/user and the items of GET /api/users (spec section 3, User). */
export type AdminUser = UserResponse;

/** Roles that get the dashboard (each sees the tabs of its role, DESIGN.md section 4); others see Access Denied. */
export const DASHBOARD_ROLES: readonly Role[] = ['admin', 'moderator', 'editor'];
/** GET /api/admin/stats answers these roles. */
export const STATS_ROLES: readonly Role[] = ['admin', 'moderator'];

export function hasRole(user: Pick<AdminUser, 'role'> | null | undefined, roles: readonly Role[]): boolean {
  return !!user && roles.includes(user.role);
}

export type UserStatus = 'active' | 'suspended' | 'banned';

/** Spec section 4: banned if isBanned, else suspended if isSuspended, else Active. */
export function userStatus(user: Pick<AdminUser, 'isBanned' | 'isSuspended'>): UserStatus {
  if (user.isBanned) return 'banned';
  if (user.isSuspended) return 'suspended';
  return 'active';
}

/** Message ids of the status names (t(STATUS_LABELS[status])). */
export const STATUS_LABELS: Record<UserStatus, MessageId> = {
  active: 'status.active',
  suspended: 'status.suspended',
  banned: 'status.banned',
};

/** Full name, else the email (spec section 2, Users table). */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || user.email;
}

export function initialOf(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return (displayName(user).trim().charAt(0) || '?').toUpperCase();
}
