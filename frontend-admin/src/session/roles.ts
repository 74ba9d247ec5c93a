export type Role = 'user' | 'editor' | 'moderator' | 'admin' | 'verified_blogger';

export const ROLES: readonly Role[] = ['user', 'verified_blogger', 'editor', 'moderator', 'admin'];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  verified_blogger: 'Verified Blogger',
  editor: 'Editor',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** GET /api/auth/user and the items of GET /api/users (spec section 3, User). */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  isAdmin: boolean;
  isBanned: boolean;
  isSuspended: boolean;
  suspendedUntil: string | null;
  createdAt: string;
}

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

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  banned: 'Banned',
};

/** Full name, else the email (spec section 2, Users table). */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || user.email;
}

export function initialOf(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return (displayName(user).trim().charAt(0) || '?').toUpperCase();
}
