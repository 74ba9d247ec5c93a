import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loginUrl } from '../features/auth/return-to';
import { useCurrentUser } from '../features/auth/use-current-user';
import { isRestricted } from '../features/auth/permissions';
import { AccountStandingProvider, GOOD_STANDING, type AccountStanding } from '../shared/ui/account-standing';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { ToastProvider, Toaster } from '../shared/ui/toast';
import { useAppPath } from '../shared/lib/basename';
import { useStoreGate } from '../shared/lib/store-gate';
import { storeCode } from './store-code';
import { useT } from '../i18n/i18n';

/** Pages where a 'Sign in' link in the header would point at the page itself. */
const AUTH_PAGES = ['sign-in', 'sign-up', 'set-password'];

/** Page frame shared by every public route: skip link, header, the page's <main>, footer, toasts. */
export function SiteLayout() {
  const t = useT();
  const appPath = useAppPath();
  const { pathname, search } = useLocation();
  const { user, chrome, isLoading } = useCurrentUser();
  const onAuthPage = AUTH_PAGES.some((page) => pathname === appPath(page));
  // The session's end is watched once the store is there (a visitor's landing has none: no session to end), and a
  // member's notices are asked for.
  const store = useStoreGate().ready ? storeCode.current() : undefined;
  const SessionExpiredRedirect = store?.SessionExpiredRedirect;
  const NoticesGate = store?.MemberNoticesGate;

  // The member's standing for the controls of every page (a suspended member's Claim is disabled with the reason).
  const standing = useMemo<AccountStanding>(
    () =>
      user && isRestricted(user)
        ? { restricted: true, banned: user.isBanned, suspendedUntil: user.isBanned ? null : user.suspendedUntil }
        : GOOD_STANDING,
    [user],
  );

  return (
    <AccountStandingProvider value={standing}>
      <ToastProvider>
        <a className="tp-skip-link" href="#main">
          {t('layout.skipToContent')}
        </a>
        {/* A member's header comes in its own chunk, there whenever the member is (useCurrentUser). */}
        {user && chrome ? (
          <chrome.SignedInHeader user={user} />
        ) : (
          <SiteHeader
            homeHref={appPath()}
            destinationsHref={appPath('destinations')}
            signInHref={isLoading || onAuthPage ? undefined : loginUrl(`${pathname}${search}`)}
          />
        )}
        <main id="main" className="tp-main" tabIndex={-1}>
          {/* A member's notices, when there are some (their code and words load only then). */}
          {user && NoticesGate && chrome ? (
            <NoticesGate>
              <chrome.MemberNotices />
            </NoticesGate>
          ) : null}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        {chrome ? <chrome.MemberBottomBar /> : null}
        <Toaster />
        {SessionExpiredRedirect ? <SessionExpiredRedirect /> : null}
      </ToastProvider>
    </AccountStandingProvider>
  );
}

/** While a page's code loads (routes.tsx loads each page on its first visit). */
function PageLoading() {
  const t = useT();
  return (
    <div className="tp-page-loading" role="status" aria-live="polite">
      {t('layout.pageLoading')}
    </div>
  );
}
