import { AuditLog } from '../pages/audit/list';
import { ContentTab } from '../pages/content/content-tab';
import { CouponsTab } from '../pages/coupons/list';
import { PendingReportsCount } from '../pages/reports/pending-count';
import { ReportsQueue } from '../pages/reports/queue';
import { ResolvedList } from '../pages/resolved/list';
import { UsersList } from '../pages/users/list';
import type { AdminTab } from '../pages/dashboard/admin-tab';
import type { AdminUser } from '../session/roles';

export type { AdminTab, TabContext } from '../pages/dashboard/admin-tab';

/**
 * The dashboard's tabs in display order (spec section 2: Reports, Users, Content, Coupons, Resolved; then the audit
 * log), each for the roles of DESIGN.md section 4.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'reports',
    label: 'tabs.reports',
    roles: ['admin', 'moderator'],
    searchPlaceholder: 'reports.search',
    Badge: PendingReportsCount,
    render: ({ user, search }) => <ReportsQueue currentUser={user} search={search} />,
  },
  {
    key: 'users',
    label: 'tabs.users',
    roles: ['admin'],
    searchPlaceholder: 'users.search',
    render: ({ user, search }) => <UsersList currentUser={user} search={search} />,
  },
  {
    key: 'content',
    label: 'tabs.content',
    roles: ['admin', 'editor'],
    render: () => <ContentTab />,
  },
  {
    key: 'coupons',
    label: 'tabs.coupons',
    roles: ['admin'],
    searchPlaceholder: 'coupons.search',
    render: ({ search }) => <CouponsTab search={search} />,
  },
  {
    key: 'resolved',
    label: 'tabs.resolved',
    roles: ['admin', 'moderator'],
    searchPlaceholder: 'reports.search',
    render: ({ user, search }) => <ResolvedList currentUser={user} search={search} />,
  },
  {
    key: 'audit',
    label: 'tabs.audit',
    roles: ['admin'],
    render: () => <AuditLog />,
  },
];

export function tabsFor(user: Pick<AdminUser, 'role'>, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab[] {
  return tabs.filter((tab) => tab.roles.includes(user.role));
}
