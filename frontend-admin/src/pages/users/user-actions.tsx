import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ModerationAction } from '@tara/api-client/admin';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { displayName, userStatus, type AdminUser } from '../../session/roles';

interface UserActionsProps {
  user: AdminUser;
  own: boolean;
  busy: boolean;
  onModerate: (user: AdminUser, action: ModerationAction | 'unban') => Promise<void>;
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
  onConfirm: () => Promise<void>;
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
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits it: OK spins until the action ends
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

/** Suspend / unsuspend and ban / unban, each after confirmation; the admin's own row offers them disabled. */
export function UserActions({ user, own, busy, onModerate }: UserActionsProps) {
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
