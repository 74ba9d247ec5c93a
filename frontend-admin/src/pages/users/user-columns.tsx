import { Avatar, Flex, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate as formatDay, type Language } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
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
import { UserActions } from './user-actions';
import type { UserRowActions } from './use-users-list';

const { Text } = Typography;

type T = ReturnType<typeof useT>;

/** Status tags take the theme's status colours (readable at 4.5:1, theme.ts), not antd's lighter preset palette. */
const STATUS_COLORS: Record<UserStatus, string> = { active: 'success', suspended: 'warning', banned: 'error' };

/** What every cell needs: the signed-in admin (their own row cannot be changed), the row actions, the texts. */
interface Cells {
  me: AdminUser;
  rows: UserRowActions;
  t: T;
  formatDate: (iso: string | null | undefined) => string;
}

const userCell = (user: AdminUser, { me, t }: Cells) => (
  <Flex align="center" gap={10}>
    <Avatar style={{ background: '#8f1d14', color: '#fff', fontWeight: 700, flexShrink: 0 }} aria-hidden="true">
      {initialOf(user)}
    </Avatar>
    <Flex vertical style={{ minWidth: 0 }}>
      <Text strong ellipsis>
        {displayName(user)}
        {user.id === me.id ? <Text type="secondary"> {t('users.you')}</Text> : null}
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

const roleCell = (user: AdminUser, width: number | string, { me, rows, t }: Cells) => {
  const own = user.id === me.id;
  const select = (
    <Select<Role>
      value={user.role}
      style={{ width }}
      disabled={own || rows.busy[user.id]}
      aria-label={t('users.roleOf', { email: user.email })}
      onChange={(role) => void rows.changeRole(user, role)}
      options={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
    />
  );
  return own ? <Tooltip title={t('users.ownRole')}>{select}</Tooltip> : select;
};

const statusCell = (user: AdminUser, { t, formatDate }: Cells) => {
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

const actionsCell = (user: AdminUser, { me, rows }: Cells) => (
  <UserActions user={user} own={user.id === me.id} busy={!!rows.busy[user.id]} onModerate={rows.moderate} />
);

/** The users table's columns: one card per user on a phone (so that nothing scrolls sideways), else a column each. */
export function userColumns(
  narrow: boolean,
  me: AdminUser,
  rows: UserRowActions,
  t: T,
  language: Language,
): ColumnsType<AdminUser> {
  const cells: Cells = { me, rows, t, formatDate: (iso) => (iso ? formatDay(iso, language) : '—') };
  if (narrow) {
    return [
      {
        title: t('users.user'),
        key: 'user',
        render: (_, user) => (
          <Flex vertical gap={8}>
            {userCell(user, cells)}
            {emailCell(user)}
            <Flex align="center" gap={8} wrap>
              {statusCell(user, cells)}
              <Text type="secondary">{t('users.joinedOn', { date: cells.formatDate(user.createdAt) })}</Text>
            </Flex>
            {roleCell(user, '100%', cells)}
            {actionsCell(user, cells)}
          </Flex>
        ),
      },
    ];
  }
  return [
    { title: t('users.user'), key: 'user', render: (_, user) => userCell(user, cells) },
    { title: t('users.email'), dataIndex: 'email', key: 'email', render: (_, user) => emailCell(user) },
    { title: t('users.role'), key: 'role', render: (_, user) => roleCell(user, 150, cells) },
    { title: t('users.status'), key: 'status', render: (_, user) => statusCell(user, cells) },
    {
      title: t('users.joined'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (value: string) => cells.formatDate(value),
    },
    { title: t('content.actions'), key: 'actions', render: (_, user) => actionsCell(user, cells) },
  ];
}
