import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/i18n';
import { MIN_PASSWORD_LENGTH } from '../auth.api';
import { Field, FormError } from './auth-card';

/** The form of an auth card: the form's error first, the fields, then the submit button (its busy label while busy). */
export function AuthForm({
  onSubmit,
  busy,
  error,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="tp-auth__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <FormError message={error} />
      {children}
      <button type="submit" className="tp-button tp-button--primary tp-auth__submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

/** A password being chosen (sign-up, set-password): the browser may suggest one; the hint says the minimum length. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <Field
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      hint={t('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      error={error}
      required
      // eslint-disable-next-line jsx-a11y/no-autofocus -- passed on: set-password's first field takes the focus
      autoFocus={autoFocus}
    />
  );
}

/** The account's email (sign-in, sign-up): the browser may fill it in. */
export function EmailField({
  id,
  value,
  onChange,
  error,
  autoFocus,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <Field
      id={id}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
      required
      // eslint-disable-next-line jsx-a11y/no-autofocus -- passed on: sign-in's first field takes the focus
      autoFocus={autoFocus}
    />
  );
}
