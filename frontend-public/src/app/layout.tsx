import { Outlet, useLocation } from 'react-router';
import { LOGOUT_URL } from '../features/auth/auth.api';
import { isAdmin } from '../features/auth/permissions';
import { loginUrl } from '../features/auth/return-to';
import { useCurrentUser, type CurrentUser } from '../features/auth/use-current-user';
import { MobileBottomBar, type BottomBarItem } from '../shared/ui/mobile-bottom-bar';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { ToastProvider, Toaster } from '../shared/ui/toast';
import { TopNav, useSearchNavigation, type NavItem } from '../shared/ui/top-nav';
import { useAppPath } from './basename';

/** Pages where a 'Sign in' link in the header would point at the page itself. */
const AUTH_PAGES = ['sign-in', 'sign-up', 'set-password'];

function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

function SignedInHeader({ user }: { user: CurrentUser }) {
  const appPath = useAppPath();
  const onSearch = useSearchNavigation(appPath('destinations'));
  const admin = isAdmin(user);
  // Spec section 2: /destinations, /services, /community, /coupons, and /admin only when isAdmin is set.
  // /admin belongs to the admin remote: the shell's router (which this app renders in) takes it over.
  const links: NavItem[] = [
    { label: 'Destinations', to: appPath('destinations') },
    { label: 'Services', to: appPath('services') },
    { label: 'Community', to: appPath('community') },
    { label: 'Coupons', to: appPath('coupons') },
    ...(admin ? [{ label: 'Admin', to: '/admin' }] : []),
  ];
  return (
    <TopNav
      homeHref={appPath()}
      links={links}
      postHref={appPath('community')}
      onSearch={onSearch}
      user={{ name: displayName(user), email: user.email }}
      adminHref={admin ? '/admin' : undefined}
      logoutHref={LOGOUT_URL}
    />
  );
}

/** Page frame shared by every public route: skip link, header, the page's <main>, footer, toasts. */
export function SiteLayout() {
  const appPath = useAppPath();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const onAuthPage = AUTH_PAGES.some((page) => pathname === appPath(page));

  const bottomBar: BottomBarItem[] = [
    { label: 'Home', to: appPath(), icon: 'home' },
    { label: 'Search', to: appPath('destinations'), icon: 'search' },
    { label: 'Food', to: `${appPath('destinations')}?category=food`, icon: 'utensils' },
    { label: 'Community', to: appPath('community'), icon: 'community' },
    { label: 'Deals', to: appPath('coupons'), icon: 'deals' },
  ];

  return (
    <ToastProvider>
      <a className="tp-skip-link" href="#main">
        Skip to content
      </a>
      {user ? (
        <SignedInHeader user={user} />
      ) : (
        <SiteHeader
          homeHref={appPath()}
          signInHref={isLoading || onAuthPage ? undefined : loginUrl(`${pathname}${search}`)}
        />
      )}
      <main id="main" className="tp-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {user ? <MobileBottomBar items={bottomBar} /> : null}
      <Toaster />
    </ToastProvider>
  );
}
