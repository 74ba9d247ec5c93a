import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { authErrorMessage, MIN_PASSWORD_LENGTH, useSetPasswordMutation } from '../features/auth/auth.api';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field, FormError } from './auth-page';

/**
 * /set-password?token=...: the one-time link an admin gets when creating a user (POST /api/users).
 * Setting the password signs the new user in; they land on the home page.
 */
export function SetPasswordPage() {
  useDocumentTitle('Set your password');
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword, { isLoading: pending }] = useSetPasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  if (!token) {
    return (
      <AuthCard title="This link is incomplete" lead="The set-password link has no token. Ask your admin for a new link.">
        <p className="tp-auth__success">
          <Link to={appPath('sign-in')}>Go to sign in</Link>
        </p>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || succeeded) return;
    const errors: typeof fieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH) errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    else if (confirm !== password) errors.confirm = 'The passwords do not match.';
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    setError(null);
    const result = await setPassword({ token, password });
    if ('error' in result) {
      setError(authErrorMessage(result.error));
      return;
    }
    setSucceeded(true);
    browserNavigation.assign(appPath());
  };

  const busy = pending || succeeded;
  return (
    <AuthCard title="Set your password" lead="Choose a password to finish setting up your Tara Pampanga account.">
      <form className="tp-auth__form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormError message={error} />
        <Field
          id="set-password-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPasswordValue}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={fieldErrors.password}
          required
          autoFocus
        />
        <Field
          id="set-password-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={fieldErrors.confirm}
          required
        />
        <button type="submit" className="tp-button tp-button--primary tp-auth__submit" disabled={busy}>
          {busy ? 'Saving...' : 'Set password'}
        </button>
      </form>
    </AuthCard>
  );
}
