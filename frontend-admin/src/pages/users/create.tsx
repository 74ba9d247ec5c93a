import { Alert, Button, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../session/roles';
import { errorText } from '../../shared/api';
import { useFeedback } from '../../shared/feedback';
import { createUser, type CreateUserResponse } from './users.api';

const { Paragraph, Text } = Typography;

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the user exists (the list reloads). */
  onCreated: (created: CreateUserResponse) => void;
}

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

const EMPTY: FormValues = { email: '', firstName: '', lastName: '', role: 'user' };

/** The absolute set-password link to hand to the new person. */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).href;
}

/**
 * 'Create User' dialog (spec section 2, Users; section 5: Create disabled until an email is given).
 * After creation it shows the one-time set-password link with a copy button.
 */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const [copied, setCopied] = useState(false);
  const feedback = useFeedback();

  const reset = () => {
    setValues(EMPTY);
    setCreated(null);
    setCopied(false);
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (!values.email.trim() || pending) return;
    setPending(true);
    try {
      const result = await createUser({
        email: values.email.trim(),
        ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
        ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
        role: values.role,
      });
      feedback.success('User Created', `${result.user.email} can now set a password with the link below.`);
      setCreated(result);
      onCreated(result);
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const link = created ? absoluteLink(created.setPasswordUrl) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard blocked (http, permissions): the link stays selectable in the field.
      setCopied(false);
      feedback.error('Could not copy the link. Select it and copy it by hand.');
    }
  };

  return (
    <Modal
      open={open}
      title={created ? 'User Created' : 'Create User'}
      onCancel={close}
      destroyOnHidden
      maskClosable={!pending}
      footer={
        created
          ? [
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={pending}>
                Cancel
              </Button>,
              <Button key="create" type="primary" onClick={submit} disabled={!values.email.trim()} loading={pending}>
                {pending ? 'Creating...' : 'Create'}
              </Button>,
            ]
      }
    >
      {created ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Paragraph style={{ margin: 0 }}>
            <Text strong>{created.user.email}</Text> has an account. Send them this one-time link so they can choose a
            password:
          </Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label="Set-password link" onFocus={(event) => event.target.select()} />
            <Button type="primary" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </Space.Compact>
          <Alert type="info" showIcon title="The link works once. Keep it private: whoever opens it sets the password." />
        </Space>
      ) : (
        <Form layout="vertical" onFinish={submit} requiredMark="optional">
          <Form.Item label="Email" htmlFor="create-user-email" required>
            <Input
              id="create-user-email"
              type="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              placeholder="name@example.com"
              autoComplete="off"
              autoFocus
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item label="First name" htmlFor="create-user-first-name" style={{ flex: '1 1 10rem' }}>
              <Input id="create-user-first-name" value={values.firstName} onChange={(event) => set('firstName', event.target.value)} />
            </Form.Item>
            <Form.Item label="Last name" htmlFor="create-user-last-name" style={{ flex: '1 1 10rem' }}>
              <Input id="create-user-last-name" value={values.lastName} onChange={(event) => set('lastName', event.target.value)} />
            </Form.Item>
          </Flex>
          <Form.Item label="Role" htmlFor="create-user-role">
            <Select
              id="create-user-role"
              value={values.role}
              onChange={(role) => set('role', role)}
              options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            />
          </Form.Item>
          {/* Enter in a field submits */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
