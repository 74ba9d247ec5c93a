import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { MIN_PASSWORD_LENGTH } from '../features/auth/auth.api';
import { useAuthChoosePasswordMutation } from '../shared/api/api';
import { translatedErrorMessage } from '../shared/api/error-messages';
import { useT } from '../i18n/i18n';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field, FormError } from '../features/auth/components/auth-card';

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
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t('setPassword.incompleteTitle')} lead={t('setPassword.incompleteLead')}>
        <p className="tp-auth__success">
          <Link to={appPath('sign-in')}>{t('setPassword.goToSignIn')}</Link>
        </p>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || succeeded) return;
    const errors: typeof fieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH)
      errors.password = t('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
    else if (confirm !== password) errors.confirm = t('setPassword.mismatch');
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    setError(null);
    const result = await setPassword({ setPasswordRequest: { token, password } });
    if ('error' in result) {
      setError(translatedErrorMessage(result.error, t, t('common.somethingWrong')));
      return;
    }
    setSucceeded(true);
    browserNavigation.assign(appPath());
  };

  const busy = pending || succeeded;
  return (
    <AuthCard title={t('setPassword.title')} lead={t('setPassword.lead')}>
      <form className="tp-auth__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <FormError message={error} />
        <Field
          id="set-password-password"
          label={t('setPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPasswordValue}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={fieldErrors.password}
          required
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
        <button type="submit" className="tp-button tp-button--primary tp-auth__submit" disabled={busy}>
          {busy ? t('common.saving') : t('setPassword.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
