import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { MIN_PASSWORD_LENGTH } from '../features/auth/auth.api';
import { useAuthChoosePasswordMutation } from '../shared/api/api';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field } from '../features/auth/components/auth-card';
import { AuthForm, NewPasswordField } from '../features/auth/components/auth-form';
import { useAuthSubmit } from '../features/auth/use-auth-submit';

/**
 * /set-password?token=...: the one-time link an admin gets when creating a user (POST /api/users).
 * Setting the password signs the new user in; they land on the home page.
 */
export function SetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('setPassword.title'));
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword, { isLoading: pending }] = useAuthChoosePasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const { error, busy, submit } = useAuthSubmit(pending);

  if (!token) {
    return (
      <AuthCard title={t('setPassword.incompleteTitle')} lead={t('setPassword.incompleteLead')}>
        <p className="tp-auth__success">
          <Link to={appPath('sign-in')}>{t('setPassword.goToSignIn')}</Link>
        </p>
      </AuthCard>
    );
  }

  const valid = () => {
    const errors: typeof fieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH)
      errors.password = t('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
    else if (confirm !== password) errors.confirm = t('setPassword.mismatch');
    setFieldErrors(errors);
    return !errors.password && !errors.confirm;
  };
  const choose = (event: FormEvent) =>
    submit(event, valid, () => setPassword({ setPasswordRequest: { token, password } }), appPath());

  return (
    <AuthCard title={t('setPassword.title')} lead={t('setPassword.lead')}>
      <AuthForm
        onSubmit={choose}
        busy={busy}
        error={error}
        submitLabel={t('setPassword.submit')}
        busyLabel={t('common.saving')}
      >
        <NewPasswordField
          id="set-password-password"
          label={t('setPassword.newPassword')}
          value={password}
          onChange={setPasswordValue}
          error={fieldErrors.password}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page's one purpose: its first field takes the focus
          autoFocus
        />
        <Field
          id="set-password-confirm"
          label={t('setPassword.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={fieldErrors.confirm}
          required
        />
      </AuthForm>
    </AuthCard>
  );
}
