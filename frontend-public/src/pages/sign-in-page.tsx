import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { useAuthSignInMutation } from '../shared/api/api';
import { useT } from '../i18n/i18n';
import { authPageUrl, safeReturnTo } from '../features/auth/return-to';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field } from '../features/auth/components/auth-card';
import { AuthForm, EmailField } from '../features/auth/components/auth-form';
import { useAuthSubmit } from '../features/auth/use-auth-submit';

/** Where single sign-on starts when an OpenID Connect provider is configured (GET /api/login adds oidc=1). */
export function oidcStartUrl(returnTo: string): string {
  return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
}

/** /sign-in?returnTo=/path[&oidc=1]: reached through GET /api/login (DESIGN.md section 3). */
export function SignInPage() {
  const t = useT();
  useDocumentTitle(t('signIn.title'));
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { isAuthenticated } = useCurrentUser();
  const [login, { isLoading: pending }] = useAuthSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, succeeded, busy, submit } = useAuthSubmit(pending);

  if (isAuthenticated && !succeeded) return <Navigate to={returnTo} replace />;

  const filledIn = () => {
    if (email.trim() && password) return true;
    setError(t('signIn.missing'));
    return false;
  };
  const signIn = (event: FormEvent) =>
    submit(event, filledIn, () => login({ loginRequest: { email: email.trim(), password } }), returnTo);

  return (
    <AuthCard
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      footer={
        <p>
          {t('signIn.newHere')} <Link to={authPageUrl(appPath('sign-up'), returnTo)}>{t('signIn.createAccount')}</Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={signIn}
        busy={busy}
        error={error}
        submitLabel={t('signIn.submit')}
        busyLabel={t('signIn.pending')}
      >
        <EmailField
          id="sign-in-email"
          value={email}
          onChange={setEmail}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page's one purpose: its first field takes the focus
          autoFocus
        />
        <Field
          id="sign-in-password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
      </AuthForm>
      {params.get('oidc') === '1' ? (
        <>
          <p className="tp-auth__divider">{t('signIn.or')}</p>
          <a className="tp-button tp-button--ghost tp-auth__sso" href={oidcStartUrl(returnTo)}>
            {t('signIn.sso')}
          </a>
        </>
      ) : null}
    </AuthCard>
  );
}
