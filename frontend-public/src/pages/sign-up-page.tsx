import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import type { Translate } from '@tara/i18n';
import { MIN_PASSWORD_LENGTH } from '../features/auth/auth.api';
import { useAuthSignUpMutation } from '../shared/api/api';
import { useT, type MessageId } from '../i18n/i18n';
import { authPageUrl, safeReturnTo } from '../features/auth/return-to';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field } from '../features/auth/components/auth-card';
import { AuthForm, EmailField, NewPasswordField } from '../features/auth/components/auth-form';
import { useAuthSubmit } from '../features/auth/use-auth-submit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: string;
  password?: string;
}

export function validateSignUp(email: string, password: string, t: Translate<MessageId>): FieldErrors {
  const errors: FieldErrors = {};
  if (!EMAIL.test(email.trim())) errors.email = t('error.INVALID_EMAIL');
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = t('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  return errors;
}

/** /sign-up?returnTo=/path: a built-in account (POST /api/auth/register), signed in straight away. */
export function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('signUp.pageTitle'));
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { isAuthenticated } = useCurrentUser();
  const [register, { isLoading: pending }] = useAuthSignUpMutation();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { error, setError, succeeded, busy, submit } = useAuthSubmit(pending);

  if (isAuthenticated && !succeeded) return <Navigate to={returnTo} replace />;

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const valid = () => {
    const errors = validateSignUp(form.email, form.password, t);
    setFieldErrors(errors);
    if (!errors.email && !errors.password) return true;
    setError(null);
    return false;
  };
  const signUp = (event: FormEvent) =>
    submit(
      event,
      valid,
      () =>
        register({
          registerRequest: {
            email: form.email.trim(),
            password: form.password,
            ...(form.firstName.trim() ? { firstName: form.firstName.trim() } : {}),
            ...(form.lastName.trim() ? { lastName: form.lastName.trim() } : {}),
          },
        }),
      returnTo,
    );

  return (
    <AuthCard
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <p>
          {t('signUp.haveAccount')} <Link to={authPageUrl(appPath('sign-in'), returnTo)}>{t('signIn.submit')}</Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={signUp}
        busy={busy}
        error={error}
        submitLabel={t('signUp.submit')}
        busyLabel={t('signUp.pending')}
      >
        <div className="tp-auth__row">
          <Field
            id="sign-up-first-name"
            label={t('signUp.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page's one purpose: its first field takes the focus
            autoFocus
          />
          <Field
            id="sign-up-last-name"
            label={t('signUp.lastName')}
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <EmailField id="sign-up-email" value={form.email} onChange={set('email')} error={fieldErrors.email} />
        <NewPasswordField
          id="sign-up-password"
          label={t('auth.password')}
          value={form.password}
          onChange={set('password')}
          error={fieldErrors.password}
        />
      </AuthForm>
    </AuthCard>
  );
}
