import type { CreatedUserResponse } from '@tara/api-client/admin';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { Role } from '../../session/roles';
import { useUsersCreateMutation } from '../../shared/api/admin-api';
import { useFeedback } from '../../shared/feedback';

export interface FormValues {
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
 * The Create User dialog's state: the form's values, the request, then the created user's one-time link and whether
 * it was copied. Closing clears it all (not while the request runs).
 */
export function useCreateUser(onClose: () => void, onCreated: (created: CreatedUserResponse) => void) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [createUser, { isLoading: pending }] = useUsersCreateMutation();
  const [created, setCreated] = useState<CreatedUserResponse | null>(null);
  const [copied, setCopied] = useState(false);
  const feedback = useFeedback();
  const t = useT();

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
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (!values.email.trim() || pending) return;
    try {
      const result = await createUser({
        createUserRequest: {
          email: values.email.trim(),
          ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
          ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
          role: values.role,
        },
      }).unwrap();
      feedback.success(t('createUser.created'), t('createUser.createdText', { email: result.user.email }));
      setCreated(result);
      onCreated(result);
    } catch (error) {
      feedback.error(error);
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
      feedback.error(new Error(t('createUser.copyFailed')));
    }
  };

  return { values, set, pending, created, link, copied, copy, submit, close };
}
