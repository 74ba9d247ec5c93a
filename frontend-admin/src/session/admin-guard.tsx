import { App, Button, Flex, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccessDeniedPage } from './access-denied-page';
import { t as translate, useT } from '../i18n/i18n';
import { errorText } from '../shared/api/errors';
import { browserNavigation, loginUrl } from '../shared/navigation';
import { useAdminSession } from './admin-session';
import { useSessionEnded } from './session-slice';
import { DASHBOARD_ROLES, hasRole, type AdminUser } from './roles';

/** Spec section 9: the sign-in redirect follows the toast after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** Time to read 'Admin access required. Redirecting...' before going home. */
export const HOME_REDIRECT_DELAY_MS = 1500;

/**
 * What follows a 401 from an admin call (the session ended while the dashboard was open; the store's base query
 * records it once): spec section 8's 'Admin access required. Redirecting...', then home.
 */
export function UnauthorizedRedirect() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const ended = useSessionEnded();
  const t = useT();
  useEffect(() => {
    if (!ended) return;
    notification.warning({
      title: t('guard.adminRequired'),
      placement: 'topRight',
      duration: HOME_REDIRECT_DELAY_MS / 1000,
    });
    const timer = window.setTimeout(() => navigate('/'), HOME_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ended, notification, navigate, t]);
  return null;
}

function FullPage({ children }: { children: ReactNode }) {
  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      {children}
    </Flex>
  );
}

function SignInRedirect() {
  const { notification } = App.useApp();
  const { pathname, search } = useLocation();
  const t = useT();
  useEffect(() => {
    notification.error({
      title: translate('guard.unauthorized'),
      description: translate('guard.loggedOut'),
      placement: 'topRight',
    });
    const timer = window.setTimeout(
      () => browserNavigation.assign(loginUrl(`${pathname}${search}`)),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [notification, pathname, search]);
  return (
    <FullPage>
      <Spin size="large" description={t('guard.toSignIn')} />
    </FullPage>
  );
}

/**
 * The dashboard's door (DESIGN.md section 4): signed-out visitors go to sign-in and come back; admins,
 * moderators and editors get in; everyone else sees Access Denied.
 */
export function AdminGuard({ children }: { children: (user: AdminUser) => ReactNode }) {
  const { user, isLoading, isSignedOut, error, reload } = useAdminSession();
  const t = useT();
  if (isLoading) {
    return (
      <FullPage>
        <Spin size="large" description={t('guard.loading')} />
      </FullPage>
    );
  }
  if (isSignedOut) return <SignInRedirect />;
  if (error || !user) {
    return (
      <FullPage>
        <Result
          status="warning"
          title={t('guard.checkFailed')}
          subTitle={error ? errorText(error, t) : t('guard.tryAgainText')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('guard.tryAgain')}
            </Button>
          }
        />
      </FullPage>
    );
  }
  if (!hasRole(user, DASHBOARD_ROLES)) return <AccessDeniedPage />;
  return <>{children(user)}</>;
}
