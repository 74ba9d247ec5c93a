import { Avatar, Button, Flex, Grid, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ModerationAction } from '@tara/api-client';
import { useState, type ReactNode } from 'react';
import {
  displayName,
  initialOf,
  ROLE_LABELS,
  ROLES,
  STATUS_LABELS,
  userStatus,
  type AdminUser,
  type Role,
  type UserStatus,
} from '../../session/roles';
import {
  useAdminUsersModerateMutation,
  useUsersListQuery,
  useUsersUpdateRoleMutation,
} from '../../shared/api/admin-api';
import { LoadErrorAlert } from '../../shared/load-error-alert';
import { formatDate as formatDay, useLanguage } from '@tara/i18n';
import { useT, type MessageId } from '../../i18n/i18n';
import { useRowTasks } from '../../shared/use-row-tasks';
import { useSearchPaging } from '../../shared/use-search-paging';
import { CreateUserDialog } from './create';
import { ServerPagedTable } from '../../shared/server-paged-table';

/** Users per page of the Users tab (server-side pagination). */
export const USERS_PAGE_SIZE = 10;

const { Text } = Typography;

/** Status tags take the theme's status colours (readable at 4.5:1, theme.ts), not antd's lighter preset palette. */
const STATUS_COLORS: Record<UserStatus, string> = { active: 'success', suspended: 'warning', banned: 'error' };

const SUCCESS: Record<ModerationAction | 'unban', MessageId> = {
  ban: 'users.banned',
  suspend: 'users.suspended',
  unsuspend: 'users.unsuspended',
  unban: 'users.unsuspended',
};

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
  const formatDate = (iso: string | null | undefined) => (iso ? formatDay(iso, language) : '—');
  // Below 768 px the table folds into one column (spec: usable on a phone).
  const narrow = !Grid.useBreakpoint().md;
  const { query, page, setPage } = useSearchPaging(search);
  const { currentData, isFetching, error, refetch } = useUsersListQuery({
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
    ...(query ? { search: query } : {}),
  });
  const total = currentData?.totalCount ?? 0;
  const loading = isFetching && !currentData;
  const [changeRole] = useUsersUpdateRoleMutation();
  const [moderateUser] = useAdminUsersModerateMutation();
  const { busy, run } = useRowTasks();
  const [createOpen, setCreateOpen] = useState(false);

  const onRoleChange = (user: AdminUser, role: Role) =>
    run(user.id, () => changeRole({ id: user.id, changeRoleRequest: { role } }).unwrap(), [
      t('users.roleUpdated'),
      t('users.roleUpdatedText', { name: displayName(user), role: t(ROLE_LABELS[role]) }),
    ]);

  const onModerate = (user: AdminUser, action: ModerationAction | 'unban') =>
    run(
      user.id,
      () =>
        moderateUser({
          id: user.id,
          moderateUserRequest: { action: action === 'unban' ? 'unsuspend' : action },
        }).unwrap(),
      [t('toast.success'), t(SUCCESS[action])],
    );

  const userCell = (user: AdminUser) => (
    <Flex align="center" gap={10}>
      <Avatar style={{ background: '#8f1d14', color: '#fff', fontWeight: 700, flexShrink: 0 }} aria-hidden="true">
        {initialOf(user)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Text strong ellipsis>
          {displayName(user)}
          {user.id === currentUser.id ? <Text type="secondary"> {t('users.you')}</Text> : null}
        </Text>
        <Text type="secondary" style={{ fontSize: 12 }} title={user.id}>
          {t('users.id', { id: user.id.slice(0, 8) })}
        </Text>
      </Flex>
    </Flex>
  );
  const emailCell = (user: AdminUser) => (
    <Text copyable={{ text: user.email }} style={{ wordBreak: 'break-all' }}>
      {user.email}
    </Text>
  );
  const roleCell = (user: AdminUser, width: number | string) => {
    const own = user.id === currentUser.id;
    const select = (
      <Select<Role>
        value={user.role}
        style={{ width }}
        disabled={own || busy[user.id]}
        aria-label={t('users.roleOf', { email: user.email })}
        onChange={(role) => onRoleChange(user, role)}
        options={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
      />
    );
    return own ? <Tooltip title={t('users.ownRole')}>{select}</Tooltip> : select;
  };
  const statusCell = (user: AdminUser) => {
    const status = userStatus(user);
    return (
      <Space orientation="vertical" size={0}>
        <Tag color={STATUS_COLORS[status]} data-testid="user-status">
          {t(STATUS_LABELS[status])}
        </Tag>
        {status === 'suspended' && user.suspendedUntil ? (
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('users.until', { date: formatDate(user.suspendedUntil) })}
          </Text>
        ) : null}
      </Space>
    );
  };
  const actionsCell = (user: AdminUser) => (
    <UserActions user={user} own={user.id === currentUser.id} busy={!!busy[user.id]} onModerate={onModerate} />
  );

  const columns: ColumnsType<AdminUser> = narrow
    ? [
        {
          // Phones (360 px): one column, each user a small card, so that nothing scrolls sideways.
          title: t('users.user'),
          key: 'user',
          render: (_, user) => (
            <Flex vertical gap={8}>
              {userCell(user)}
              {emailCell(user)}
              <Flex align="center" gap={8} wrap>
                {statusCell(user)}
                <Text type="secondary">{t('users.joinedOn', { date: formatDate(user.createdAt) })}</Text>
              </Flex>
              {roleCell(user, '100%')}
              {actionsCell(user)}
            </Flex>
          ),
        },
      ]
    : [
        { title: t('users.user'), key: 'user', render: (_, user) => userCell(user) },
        { title: t('users.email'), dataIndex: 'email', key: 'email', render: (_, user) => emailCell(user) },
        { title: t('users.role'), key: 'role', render: (_, user) => roleCell(user, 150) },
        { title: t('users.status'), key: 'status', render: (_, user) => statusCell(user) },
        {
          title: t('users.joined'),
          dataIndex: 'createdAt',
          key: 'createdAt',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (value: string) => formatDate(value),
        },
        { title: t('content.actions'), key: 'actions', render: (_, user) => actionsCell(user) },
      ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Text type="secondary" aria-live="polite">
          {loading
            ? t('users.loading')
            : query
              ? t('users.countMatching', { count: total, query })
              : t('users.count', { count: total })}
        </Text>
        <Button type="primary" onClick={() => setCreateOpen(true)}>
          {t('users.create')}
        </Button>
      </Flex>
      {error ? <LoadErrorAlert title={t('users.loadError')} error={error} onRetry={() => void refetch()} /> : null}
      <ServerPagedTable<AdminUser>
        columns={columns}
        data={currentData}
        fetching={isFetching}
        page={page}
        pageSize={USERS_PAGE_SIZE}
        onPage={setPage}
        empty={t('users.empty')}
      />
      <CreateUserDialog open={createOpen} onClose={() => setCreateOpen(false)} onCreated={() => setPage(1)} />
    </Flex>
  );
}

interface UserActionsProps {
  user: AdminUser;
  own: boolean;
  busy: boolean;
  onModerate: (user: AdminUser, action: ModerationAction | 'unban') => void;
}

function Confirm({
  title,
  description,
  okText,
  danger,
  onConfirm,
  children,
}: {
  title: string;
  description: ReactNode;
  okText: string;
  danger?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Popconfirm
      title={title}
      description={<div style={{ maxWidth: 280 }}>{description}</div>}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

function UserActions({ user, own, busy, onModerate }: UserActionsProps) {
  const t = useT();
  const status = userStatus(user);
  const name = displayName(user);
  if (own) {
    return (
      <Tooltip title={t('users.ownAccount')}>
        <Space>
          <Button size="small" disabled>
            {t('users.suspend')}
          </Button>
          <Button size="small" danger disabled>
            {t('users.ban')}
          </Button>
        </Space>
      </Tooltip>
    );
  }
  return (
    <Space wrap>
      {status === 'active' ? (
        <Confirm
          title={t('users.suspendTitle')}
          description={t('users.suspendText', { name })}
          okText={t('users.suspend')}
          onConfirm={() => onModerate(user, 'suspend')}
        >
          <Button size="small" disabled={busy} aria-label={t('users.suspendNamed', { email: user.email })}>
            {t('users.suspend')}
          </Button>
        </Confirm>
      ) : null}
      {status === 'suspended' ? (
        <Confirm
          title={t('users.unsuspendTitle')}
          description={t('users.unsuspendText', { name })}
          okText={t('users.unsuspend')}
          onConfirm={() => onModerate(user, 'unsuspend')}
        >
          <Button size="small" disabled={busy} aria-label={t('users.unsuspendNamed', { email: user.email })}>
            {t('users.unsuspend')}
          </Button>
        </Confirm>
      ) : null}
      {status !== 'banned' ? (
        <Confirm
          title={t('users.banTitle')}
          description={t('users.banText', { name })}
          okText={t('users.ban')}
          danger
          onConfirm={() => onModerate(user, 'ban')}
        >
          <Button size="small" danger disabled={busy} aria-label={t('users.banNamed', { email: user.email })}>
            {t('users.ban')}
          </Button>
        </Confirm>
      ) : (
        <Confirm
          title={t('users.unbanTitle')}
          description={t('users.unbanText', { name })}
          okText={t('users.unban')}
          onConfirm={() => onModerate(user, 'unban')}
        >
          <Button size="small" disabled={busy} aria-label={t('users.unbanNamed', { email: user.email })}>
            {t('users.unban')}
          </Button>
        </Confirm>
      )}
    </Space>
  );
}
