import type { ModerationAction } from '@tara/api-client/admin';
import { useState } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { displayName, ROLE_LABELS, type AdminUser, type Role } from '../../session/roles';
import {
  useAdminUsersModerateMutation,
  useUsersListQuery,
  useUsersUpdateRoleMutation,
} from '../../shared/api/admin-api';
import { useRowTasks } from '../../shared/use-row-tasks';
import { useSearchedList } from '../../shared/use-server-paging';

/** Users per page of the Users tab (server-side pagination). */
export const USERS_PAGE_SIZE = 10;

const SUCCESS: Record<ModerationAction | 'unban', MessageId> = {
  ban: 'users.banned',
  suspend: 'users.suspended',
  unsuspend: 'users.unsuspended',
  unban: 'users.unsuspended',
};

/** The Users tab's state: the page of users for the search, the row actions (role, moderation) and the dialog. */
export function useUsersList(search: string) {
  const t = useT();
  // `narrow`: below 768 px the table folds into one column (spec: usable on a phone).
  const paged = useSearchedList(useUsersListQuery, { pageSize: USERS_PAGE_SIZE, search, args: {} });
  const [changeRole] = useUsersUpdateRoleMutation();
  const [moderateUser] = useAdminUsersModerateMutation();
  const { busy, run } = useRowTasks();
  const [createOpen, setCreateOpen] = useState(false);

  const changeRoleOf = (user: AdminUser, role: Role) =>
    run(user.id, () => changeRole({ id: user.id, changeRoleRequest: { role } }).unwrap(), [
      t('users.roleUpdated'),
      t('users.roleUpdatedText', { name: displayName(user), role: t(ROLE_LABELS[role]) }),
    ]);

  const moderate = (user: AdminUser, action: ModerationAction | 'unban') =>
    run(
      user.id,
      () =>
        moderateUser({
          id: user.id,
          moderateUserRequest: { action: action === 'unban' ? 'unsuspend' : action },
        }).unwrap(),
      [t('toast.success'), t(SUCCESS[action])],
    );

  return {
    ...paged,
    rows: { busy, changeRole: changeRoleOf, moderate },
    createOpen,
    setCreateOpen,
  };
}

/** What the users table's rows can do. */
export type UserRowActions = ReturnType<typeof useUsersList>['rows'];
