import { Alert, Avatar, Button, Flex, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
import { errorText } from '../../shared/api';
import { useFeedback } from '../../shared/feedback';
import { CreateUserDialog } from './create';
import { changeRole, listUsers, moderateUser, USERS_PAGE_SIZE, type ModerationAction } from './users.api';

const { Text } = Typography;

/** Typing in the search box asks the server once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_COLORS: Record<UserStatus, string> = { active: 'green', suspended: 'orange', banned: 'red' };

const SUCCESS: Record<ModerationAction | 'unban', string> = {
  ban: 'User has been banned successfully',
  suspend: 'User has been suspended successfully',
  unsuspend: 'User has been unsuspended successfully',
  unban: 'User has been unsuspended successfully',
};

const DATE = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', year: 'numeric' });
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface UsersListProps {
  /** The signed-in admin: their own row cannot be changed. */
  currentUser: AdminUser;
  /** Text of the dashboard's search box (debounced here). */
  search: string;
  /** Called after a change that moves the dashboard's figures. */
  onChanged?: () => void;
}

/**
 * The Users tab (spec section 2, /admin; DESIGN.md section 4, admins only): server-side paginated and
 * searchable table with role changes, suspend / unsuspend / ban / unban and a Create User dialog.
 */
export function UsersList({ currentUser, search, onChanged }: UsersListProps) {
  const feedback = useFeedback();
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again on page 1 (in the same render, so one request).
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ query, page: next }), [query]);
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [createOpen, setCreateOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listUsers(query, page).then(
      ({ data, totalCount }) => {
        if (cancelled) return;
        setUsers(data);
        setTotal(totalCount);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (cancelled) return;
        setError(errorText(reason));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, page, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);

  const replaceUser = (updated: AdminUser) =>
    setUsers((current) => current.map((user) => (user.id === updated.id ? updated : user)));

  const run = async (user: AdminUser, task: () => Promise<AdminUser>, success: [string, string?]) => {
    setBusy((current) => ({ ...current, [user.id]: true }));
    try {
      replaceUser(await task());
      feedback.success(...success);
      onChanged?.();
    } catch (reason) {
      feedback.error(errorText(reason));
    } finally {
      setBusy((current) => ({ ...current, [user.id]: false }));
    }
  };

  const onRoleChange = (user: AdminUser, role: Role) =>
    run(user, () => changeRole(user.id, role), ['Role Updated', `${displayName(user)} is now ${ROLE_LABELS[role]}.`]);

  const onModerate = (user: AdminUser, action: ModerationAction | 'unban') =>
    run(user, () => moderateUser(user.id, action === 'unban' ? 'unsuspend' : action), ['Success', SUCCESS[action]]);

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'User',
      key: 'user',
      render: (_, user) => (
        <Flex align="center" gap={10}>
          <Avatar style={{ background: '#8f1d14', color: '#fff', fontWeight: 700, flexShrink: 0 }} aria-hidden="true">
            {initialOf(user)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Text strong ellipsis>
              {displayName(user)}
              {user.id === currentUser.id ? <Text type="secondary"> (you)</Text> : null}
            </Text>
            <Text type="secondary" style={{ fontSize: 12 }} title={user.id}>
              ID: {user.id.slice(0, 8)}
            </Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (email: string) => <Text copyable={{ text: email }}>{email}</Text>,
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => {
        const own = user.id === currentUser.id;
        const select = (
          <Select<Role>
            value={user.role}
            style={{ width: 160 }}
            disabled={own || busy[user.id]}
            aria-label={`Role of ${user.email}`}
            onChange={(role) => onRoleChange(user, role)}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          />
        );
        return own ? <Tooltip title="You can't change your own role">{select}</Tooltip> : select;
      },
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) => {
        const status = userStatus(user);
        return (
          <Space orientation="vertical" size={0}>
            <Tag color={STATUS_COLORS[status]} data-testid="user-status">
              {STATUS_LABELS[status]}
            </Tag>
            {status === 'suspended' && user.suspendedUntil ? (
              <Text type="secondary" style={{ fontSize: 12 }}>
                until {formatDate(user.suspendedUntil)}
              </Text>
            ) : null}
          </Space>
        );
      },
    },
    {
      title: 'Joined',
      dataIndex: 'createdAt',
      key: 'createdAt',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) => <UserActions user={user} own={user.id === currentUser.id} busy={!!busy[user.id]} onModerate={onModerate} />,
    },
  ];

  const onTableChange = (pagination: TablePaginationConfig) => setPage(pagination.current ?? 1);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Text type="secondary" aria-live="polite">
          {loading ? 'Loading users…' : `${total} ${total === 1 ? 'user' : 'users'}${query ? ` matching “${query}”` : ''}`}
        </Text>
        <Button type="primary" onClick={() => setCreateOpen(true)}>
          Create User
        </Button>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="We couldn't load the users"
          description={error}
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={users}
        loading={loading}
        onChange={onTableChange}
        pagination={{ current: page, pageSize: USERS_PAGE_SIZE, total, showSizeChanger: false, hideOnSinglePage: false }}
        locale={{ emptyText: 'No users found' }}
        scroll={{ x: 900 }}
        size="middle"
      />
      <CreateUserDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={() => {
          setPage(1);
          reload();
          onChanged?.();
        }}
      />
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
  return (
    <Popconfirm
      title={title}
      description={<div style={{ maxWidth: 280 }}>{description}</div>}
      okText={okText}
      cancelText="Cancel"
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

function UserActions({ user, own, busy, onModerate }: UserActionsProps) {
  const status = userStatus(user);
  const name = displayName(user);
  if (own) {
    return (
      <Tooltip title="You can't suspend or ban your own account">
        <Space>
          <Button size="small" disabled>
            Suspend
          </Button>
          <Button size="small" danger disabled>
            Ban
          </Button>
        </Space>
      </Tooltip>
    );
  }
  return (
    <Space wrap>
      {status === 'active' ? (
        <Confirm
          title="Suspend this user?"
          description={`${name} will be suspended for 7 days: they can sign in and read, but not post, like, report or claim.`}
          okText="Suspend"
          onConfirm={() => onModerate(user, 'suspend')}
        >
          <Button size="small" disabled={busy} aria-label={`Suspend ${user.email}`}>
            Suspend
          </Button>
        </Confirm>
      ) : null}
      {status === 'suspended' ? (
        <Confirm
          title="Lift the suspension?"
          description={`${name} will get full access again straight away.`}
          okText="Unsuspend"
          onConfirm={() => onModerate(user, 'unsuspend')}
        >
          <Button size="small" disabled={busy} aria-label={`Unsuspend ${user.email}`}>
            Unsuspend
          </Button>
        </Confirm>
      ) : null}
      {status !== 'banned' ? (
        <Confirm
          title="Ban this user?"
          description={`This action cannot be undone. ${name} will be permanently banned and signed out everywhere.`}
          okText="Ban"
          danger
          onConfirm={() => onModerate(user, 'ban')}
        >
          <Button size="small" danger disabled={busy} aria-label={`Ban ${user.email}`}>
            Ban
          </Button>
        </Confirm>
      ) : (
        <Confirm
          title="Unban this user?"
          description={`${name} will be able to sign in again.`}
          okText="Unban"
          onConfirm={() => onModerate(user, 'unban')}
        >
          <Button size="small" disabled={busy} aria-label={`Unban ${user.email}`}>
            Unban
          </Button>
        </Confirm>
      )}
    </Space>
  );
}
