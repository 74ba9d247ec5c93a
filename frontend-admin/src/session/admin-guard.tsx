import { App, Button, Flex, Result, Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { setUnauthorizedHandler } from '../shared/api';
import { browserNavigation, loginUrl } from '../shared/navigation';
import { useAdminSession } from './admin-session';
import { DASHBOARD_ROLES, hasRole, type AdminUser } from './roles';

/** Spec section 9: the sign-in redirect follows the toast after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** Time to read 'Admin access required. Redirecting...' before going home. */
export const HOME_REDIRECT_DELAY_MS = 1500;
export const ADMIN_ACCESS_REQUIRED = 'Admin access required. Redirecting...';

/**
 * Installs what happens when an admin API call answers 401 (the session ended while the dashboard was
 * open): spec section 8's 'Admin access required. Redirecting...', then home.
 */
export function UnauthorizedRedirect() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const redirecting = useRef(false);
  useEffect(() => {
    let timer: number | undefined;
    const restore = setUnauthorizedHandler(() => {
      if (redirecting.current) return;
      redirecting.current = true;
      void message.warning({ content: ADMIN_ACCESS_REQUIRED, duration: HOME_REDIRECT_DELAY_MS / 1000 });
      timer = window.setTimeout(() => {
        redirecting.current = false;
        navigate('/');
      }, HOME_REDIRECT_DELAY_MS);
    });
    return () => {
      restore();
      window.clearTimeout(timer);
    };
  }, [message, navigate]);
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
  useEffect(() => {
    notification.error({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      placement: 'topRight',
    });
    const timer = window.setTimeout(() => browserNavigation.assign(loginUrl(`${pathname}${search}`)), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [notification, pathname, search]);
  return (
    <FullPage>
      <Spin size="large" description="Taking you to sign in…" />
    </FullPage>
  );
}

/**
 * The dashboard's door (DESIGN.md section 4): signed-out visitors go to sign-in and come back; admins,
 * moderators and editors get in; everyone else sees Access Denied.
 */
export function AdminGuard({ children }: { children: (user: AdminUser) => ReactNode }) {
  const { user, isLoading, isSignedOut, error, reload } = useAdminSession();
  if (isLoading) {
    return (
      <FullPage>
        <Spin size="large" description="Loading the dashboard…" />
      </FullPage>
    );
  }
  if (isSignedOut) return <SignInRedirect />;
  if (error || !user) {
    return (
      <FullPage>
        <Result
          status="warning"
          title="We couldn't check your account"
          subTitle={error?.message ?? 'Please try again.'}
          extra={
            <Button type="primary" onClick={reload}>
              Try again
            </Button>
          }
        />
      </FullPage>
    );
  }
  if (!hasRole(user, DASHBOARD_ROLES)) return <AccessDeniedPage />;
  return <>{children(user)}</>;
}
