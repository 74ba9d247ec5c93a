import { apiFetch, apiFetchList, type ListResult } from '../../shared/api';
import type { AdminUser, Role } from '../../session/roles';

/** Users per page of the Users tab (server-side pagination). */
export const USERS_PAGE_SIZE = 10;

export type ModerationAction = 'ban' | 'suspend' | 'unsuspend';

export interface CreateUserRequest {
  email: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
}

export interface CreateUserResponse {
  user: AdminUser;
  /** One-time link for the new person to choose a password ('/set-password?token=...'). */
  setPasswordUrl: string;
}

/** GET /api/users?search=&limit=&offset= (newest first, total in X-Total-Count). */
export function listUsers(search: string, page: number, pageSize = USERS_PAGE_SIZE): Promise<ListResult<AdminUser>> {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
  if (search) params.set('search', search);
  return apiFetchList<AdminUser>(`/users?${params}`);
}

export function createUser(body: CreateUserRequest): Promise<CreateUserResponse> {
  return apiFetch<CreateUserResponse>('/users', { method: 'POST', body });
}

export function changeRole(id: string, role: Role): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });
}

/** PATCH /api/admin/users/{id}: ban (permanent), suspend (7 days) or unsuspend (also what Unban sends). */
export function moderateUser(id: string, action: ModerationAction): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { action } });
}
