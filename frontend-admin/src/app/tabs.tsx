import type { ReactNode } from 'react';
import { ContentTab } from '../pages/content/content-tab';
import { UsersList } from '../pages/users/list';
import type { AdminUser, Role } from '../session/roles';

export interface TabContext {
  /** The signed-in user. */
  user: AdminUser;
  /** The dashboard's search box (only shown for tabs with a searchPlaceholder). */
  search: string;
  /** Asks the dashboard to reload its stat cards (after a change that moves the figures). */
  refreshStats: () => void;
}

export interface AdminTab {
  key: string;
  label: string;
  /** Roles that see the tab (DESIGN.md section 4). */
  roles: readonly Role[];
  /** When set, the dashboard shows its search box for this tab and passes the text as `search`. */
  searchPlaceholder?: string;
  render: (context: TabContext) => ReactNode;
}

/**
 * The dashboard's tabs in display order (DESIGN.md section 4). Later issues add Reports and Resolved
 * (admin, moderator) and Coupons (admin) here.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'users',
    label: 'Users',
    roles: ['admin'],
    searchPlaceholder: 'Search users by name or email',
    render: ({ user, search, refreshStats }) => <UsersList currentUser={user} search={search} onChanged={refreshStats} />,
  },
  {
    key: 'content',
    label: 'Content',
    roles: ['admin', 'editor'],
    render: () => <ContentTab />,
  },
];

export function tabsFor(user: Pick<AdminUser, 'role'>, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab[] {
  return tabs.filter((tab) => tab.roles.includes(user.role));
}
