import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { authErrorMessage, useLoginMutation } from '../features/auth/auth.api';
import { authPageUrl, safeReturnTo } from '../features/auth/return-to';
import { useCurrentUser } from '../features/auth/use-current-user';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { AuthCard, Field, FormError } from './auth-page';

/** Where single sign-on starts when an OpenID Connect provider is configured (GET /api/login adds oidc=1). */
export function oidcStartUrl(returnTo: string): string {
  return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
}

/** /sign-in?returnTo=/path[&oidc=1]: reached through GET /api/login (DESIGN.md section 3). */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { isAuthenticated } = useCurrentUser();
  const [login, { isLoading: pending }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  if (isAuthenticated && !succeeded) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || succeeded) return;
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setError(null);
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      setError(authErrorMessage(result.error));
      return;
    }
    setSucceeded(true);
    browserNavigation.assign(returnTo);
  };

  const busy = pending || succeeded;
  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back! Sign in to share updates, claim deals and plan your next Pampanga trip."
      footer={
        <p>
          New to Tara Pampanga? <Link to={authPageUrl(appPath('sign-up'), returnTo)}>Create an account</Link>
        </p>
      }
    >
      <form className="tp-auth__form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormError message={error} />
        <Field id="sign-in-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} required autoFocus />
        <Field
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <button type="submit" className="tp-button tp-button--primary tp-auth__submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {params.get('oidc') === '1' ? (
        <>
          <p className="tp-auth__divider">or</p>
          <a className="tp-button tp-button--ghost tp-auth__sso" href={oidcStartUrl(returnTo)}>
            Continue with single sign-on
          </a>
        </>
      ) : null}
    </AuthCard>
  );
}
