import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LOGOUT_URL } from '../features/auth/auth.api';
import { isAdmin } from '../features/auth/permissions';
import { SessionExpiredRedirect } from '../features/auth/session-expired-redirect';
import { loginUrl } from '../features/auth/return-to';
import { useCurrentUser, type CurrentUser } from '../features/auth/use-current-user';
import { MobileBottomBar, type BottomBarItem } from '../shared/ui/mobile-bottom-bar';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { ToastProvider, Toaster } from '../shared/ui/toast';
import { TopNav, useSearchNavigation, type NavItem } from '../shared/ui/top-nav';
import { useAppPath } from './basename';
import { lazyComponent } from './lazy';
import { useT } from '../i18n/i18n';
import { COMPOSE_HASH } from '../features/community/community-url-state';

/** A member's notices (moderation outcomes): members only, so their code and the feed's API are not the landing's. */
const MemberNotices = lazyComponent(() => import('../features/community/components/member-notices'), 'MemberNotices');

/** Pages where a 'Sign in' link in the header would point at the page itself. */
const AUTH_PAGES = ['sign-in', 'sign-up', 'set-password'];

function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

function SignedInHeader({ user }: { user: CurrentUser }) {
  const t = useT();
  const appPath = useAppPath();
  const onSearch = useSearchNavigation(appPath('destinations'));
  const admin = isAdmin(user);
  // Spec section 2: /destinations, /services, /community, /coupons, and /admin only when isAdmin is set.
  // /admin belongs to the admin remote: the shell's router (which this app renders in) takes it over.
  const links: NavItem[] = [
    { label: t('nav.destinations'), to: appPath('destinations') },
    { label: t('nav.services'), to: appPath('services') },
    { label: t('nav.community'), to: appPath('community') },
    { label: t('nav.coupons'), to: appPath('coupons') },
    ...(admin ? [{ label: t('nav.admin'), to: '/admin' }] : []),
  ];
  return (
    <TopNav
      homeHref={appPath()}
      links={links}
      postHref={`${appPath('community')}${COMPOSE_HASH}`}
      onSearch={onSearch}
      user={{ name: displayName(user), email: user.email }}
      adminHref={admin ? '/admin' : undefined}
      logoutHref={LOGOUT_URL}
    />
  );
}

/** Page frame shared by every public route: skip link, header, the page's <main>, footer, toasts. */
export function SiteLayout() {
  const t = useT();
  const appPath = useAppPath();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const onAuthPage = AUTH_PAGES.some((page) => pathname === appPath(page));

  const bottomBar: BottomBarItem[] = [
    { label: t('bottomBar.home'), to: appPath(), icon: 'home' },
    { label: t('bottomBar.search'), to: appPath('destinations'), icon: 'search' },
    { label: t('bottomBar.food'), to: `${appPath('destinations')}?category=food`, icon: 'utensils' },
    { label: t('nav.community'), to: appPath('community'), icon: 'community' },
    { label: t('bottomBar.deals'), to: appPath('coupons'), icon: 'deals' },
  ];

  return (
    <ToastProvider>
      <a className="tp-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {user ? (
        <SignedInHeader user={user} />
      ) : (
        <SiteHeader
          homeHref={appPath()}
          destinationsHref={appPath('destinations')}
          signInHref={isLoading || onAuthPage ? undefined : loginUrl(`${pathname}${search}`)}
        />
      )}
      <main id="main" className="tp-main" tabIndex={-1}>
        {user ? (
          <Suspense fallback={null}>
            <MemberNotices />
          </Suspense>
        ) : null}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {user ? <MobileBottomBar items={bottomBar} /> : null}
      <Toaster />
      <SessionExpiredRedirect />
    </ToastProvider>
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
