import { Suspense } from 'react';
import { LOGOUT_URL } from '../shared/api/auth-urls';
import { isAdmin } from '../features/auth/permissions';
import type { CurrentUser } from '../features/auth/use-current-user';
import { COMPOSE_HASH } from '../features/community/compose-hash';
import { useT } from '../i18n/i18n';
import { MobileBottomBar, type BottomBarItem } from '../shared/ui/mobile-bottom-bar';
import { TopNav, useSearchNavigation, type NavItem } from '../shared/ui/top-nav';
import { useAppPath } from '../shared/lib/basename';
import { lazyComponent } from '../shared/lib/lazy';

/**
 * What the layout (layout.tsx) shows a member only: the header with search, Post and the profile menu, and the bottom
 * bar on phones. Its own chunk: a visitor's pages never download it.
 */

function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

export function SignedInHeader({ user }: { user: CurrentUser }) {
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
      logoutAction={LOGOUT_URL}
    />
  );
}

/** The bottom bar of a member's phone (spec section 2). */
export function MemberBottomBar() {
  const t = useT();
  const appPath = useAppPath();
  const items: BottomBarItem[] = [
    { label: t('bottomBar.home'), to: appPath(), icon: 'home' },
    { label: t('bottomBar.search'), to: appPath('destinations'), icon: 'search' },
    { label: t('bottomBar.food'), to: `${appPath('destinations')}?category=food`, icon: 'utensils' },
    { label: t('nav.community'), to: appPath('community'), icon: 'community' },
    { label: t('bottomBar.deals'), to: appPath('coupons'), icon: 'deals' },
  ];
  return <MobileBottomBar items={items} />;
}

/**
 * A member's notices (moderation outcomes, replies to their reviews), which the layout renders only when there are some
 * (MemberNoticesGate): their code and words (the community's, the catalog's rest, and the API's error messages, a
 * place's page's part) load then, not with every page of a member; declared here, with the member's chrome, so that
 * neither the landing nor a visitor's pages carry them (issue 34.2).
 */
const LazyMemberNotices = lazyComponent(
  () => import('../features/community/components/member-notices'),
  'MemberNotices',
  ['rest', 'detail'],
);

export function MemberNotices() {
  return (
    <Suspense fallback={null}>
      <LazyMemberNotices />
    </Suspense>
  );
}
