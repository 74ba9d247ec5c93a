import { Button, Flex } from 'antd';
import { useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import type { AdminUser } from '../../session/roles';
import { ListCount } from '../../shared/list-count';
import { ServerPagedTable } from '../../shared/server-paged-table';
import { CreateUserDialog } from './create';
import { USERS_PAGE_SIZE, useUsersList } from './use-users-list';
import { userColumns } from './user-columns';

export { USERS_PAGE_SIZE } from './use-users-list';

interface UsersListProps {
  /** The signed-in admin: their own row cannot be changed. */
  currentUser: AdminUser;
  /** Text of the dashboard's search box (debounced here). */
  search: string;
}

/**
 * The Users tab (spec section 2, /admin; DESIGN.md section 4, admins only): server-side paginated and
 * searchable table with role changes, suspend / unsuspend / ban / unban and a Create User dialog.
 */
export function UsersList({ currentUser, search }: UsersListProps) {
  const t = useT();
  const language = useLanguage();
  const users = useUsersList(search);
  const { query, list } = users;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ListCount
          list={list}
          query={query}
          texts={{ loading: 'users.loading', count: 'users.count', matching: 'users.countMatching' }}
        />
        <Button type="primary" onClick={() => users.setCreateOpen(true)}>
          {t('users.create')}
        </Button>
      </Flex>
      <ServerPagedTable<AdminUser>
        columns={userColumns(users.narrow, currentUser, users.rows, t, language)}
        list={list}
        page={users.page}
        pageSize={USERS_PAGE_SIZE}
        onPage={users.setPage}
        loadError={t('users.loadError')}
        empty={t('users.empty')}
      />
      <CreateUserDialog
        open={users.createOpen}
        onClose={() => users.setCreateOpen(false)}
        onCreated={() => users.setPage(1)}
      />
    </Flex>
  );
}
