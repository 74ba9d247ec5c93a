import { Alert, Button, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { ROLE_LABELS, ROLES } from '../../session/roles';
import { useCreateUser } from './use-create-user';
import type { CreatedUserResponse } from '@tara/api-client/admin';
import { Trans, useT } from '../../i18n/i18n';

const { Paragraph, Text } = Typography;

/** The optional first and last name, side by side while they fit. */
const NAME_FIELDS = [
  { field: 'firstName', label: 'createUser.firstName', id: 'create-user-first-name' },
  { field: 'lastName', label: 'createUser.lastName', id: 'create-user-last-name' },
] as const;

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the user exists (the list reloads). */
  onCreated: (created: CreatedUserResponse) => void;
}

/**
 * 'Create User' dialog (spec section 2, Users; section 5: Create disabled until an email is given).
 * After creation it shows the one-time set-password link with a copy button.
 */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const t = useT();
  const { values, set, pending, created, link, copied, copy, submit, close } = useCreateUser(onClose, onCreated);
  return (
    <Modal
      open={open}
      title={created ? t('createUser.created') : t('users.create')}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: !pending }}
      footer={
        created
          ? [
              <Button key="done" type="primary" onClick={close}>
                {t('common.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={pending}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="create"
                type="primary"
                onClick={() => void submit()}
                disabled={!values.email.trim()}
                loading={pending}
              >
                {pending ? t('dialog.creating') : t('dialog.create')}
              </Button>,
            ]
      }
    >
      {created ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Paragraph style={{ margin: 0 }}>
            <Trans
              id="createUser.hasAccount"
              values={{ email: created.user.email }}
              components={{ 0: <Text strong /> }}
            />
          </Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label={t('createUser.link')} onFocus={(event) => event.target.select()} />
            <Button type="primary" onClick={() => void copy()}>
              {copied ? t('createUser.copied') : t('createUser.copy')}
            </Button>
          </Space.Compact>
          <Alert type="info" showIcon title={t('createUser.linkOnce')} />
        </Space>
      ) : (
        <Form layout="vertical" onFinish={() => void submit()} requiredMark="optional">
          <Form.Item label={t('users.email')} htmlFor="create-user-email" required>
            <Input
              id="create-user-email"
              type="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              placeholder={t('createUser.emailExample')}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus to its first field (WAI-ARIA dialog pattern)
              autoFocus
            />
          </Form.Item>
          <Flex gap={12} wrap>
            {NAME_FIELDS.map(({ field, label, id }) => (
              <Form.Item key={field} label={t(label)} htmlFor={id} style={{ flex: '1 1 10rem' }}>
                <Input id={id} value={values[field]} onChange={(event) => set(field, event.target.value)} />
              </Form.Item>
            ))}
          </Flex>
          <Form.Item label={t('users.role')} htmlFor="create-user-role">
            <Select
              id="create-user-role"
              value={values.role}
              onChange={(role) => set('role', role)}
              options={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
            />
          </Form.Item>
          {/* Enter in a field submits */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
