import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { canCreatePosts, canModerate, isRestricted } from '../features/auth/permissions';
import { useCurrentUser } from '../features/auth/use-current-user';
import { CatalogSearch } from '../shared/lists/catalog-list';
import { useDebouncedSearchParam } from '../shared/lists/use-debounced-search-param';
import { ListTabs } from '../shared/lists/list-tabs';
// Before the community's parts, whose own styles come after (and win over) these.
import '../features/catalog/components/catalog-page.css';
import '../shared/ui/skeleton.css';
import '../shared/ui/editor.css';
import '../features/catalog/components/icon-button.css';
import { usePostsGetQuery } from '../features/community/community.api';
import { COMMUNITY_TABS, COMPOSE_HASH, filterOf, withFilter } from '../features/community/community-url-state';
import { Composer } from '../features/community/components/composer';
import { RestrictionNotice } from '../features/community/components/member-notices';
import { PostCard, type Viewer } from '../features/community/components/post-card';
import { PostList } from '../features/community/components/post-list';
import { StatsCards } from '../features/community/components/stats-cards';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import './community-page.css';

/**
 * /community (spec section 2; issue 9): 'Community', the composer (or, for roles that may not post, the spec's
 * sentence), stat cards, search (?search=), the Recent / Traffic / Food / Gas Prices tabs (?filter=) and the feed.
 * Signed-in members only (the route wraps it in RequireAuth). ?post={id} (a shared link) shows that post first.
 */
export function CommunityPage() {
  const t = useT();
  useDocumentTitle(t('community.title'));
  const appPath = useAppPath();
  const { user } = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = useDebouncedSearchParam('search');
  const filter = filterOf(params);
  const sharedPostId = params.get('post');
  const composerRef = useRef<HTMLTextAreaElement>(null);

  const restricted = isRestricted(user);
  // The role decides whether the composer shows; a suspension only disables it (with the notice).
  const posterRole = canCreatePosts(user ? { role: user.role } : null);
  const viewer: Viewer = { id: user?.id ?? '', restricted, moderator: canModerate(user) };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shareUrlOf = (id: string) => `${origin}${appPath('community')}?post=${encodeURIComponent(id)}`;

  // The top bar's Post button (/community#compose): bring the composer into view and focus it, on every click.
  useEffect(() => {
    if (location.hash !== COMPOSE_HASH) return;
    const field = composerRef.current;
    if (field) {
      field.scrollIntoView?.({ block: 'center' });
      field.focus({ preventScroll: true });
    } else {
      document.getElementById('compose')?.scrollIntoView?.({ block: 'center' });
    }
  }, [location.hash, location.key]);

  const activeIndex = Math.max(
    0,
    COMMUNITY_TABS.findIndex((tab) => tab.filter === filter),
  );
  const selectTab = (index: number) => setParams(withFilter(params, COMMUNITY_TABS[index].filter));

  return (
    <div className="tp-container tp-community">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('community.title')}</h1>
        <p className="tp-catalog__lead">{t('community.lead')}</p>
      </header>

      {restricted ? <RestrictionNotice until={user?.suspendedUntil} banned={user?.isBanned === true} /> : null}

      <StatsCards />

      <section id="compose" className="tp-community__compose" aria-labelledby="tp-compose-title">
        <h2 id="tp-compose-title" className="tp-community__subtitle">
          {t('community.composer.title')}
        </h2>
        {posterRole ? (
          <Composer ref={composerRef} disabled={restricted} />
        ) : (
          <p className="tp-composer__gate" data-testid="composer-gate">
            {t('community.composer.notAllowed')}
          </p>
        )}
      </section>

      {sharedPostId ? <SharedPost id={sharedPostId} viewer={viewer} shareUrl={shareUrlOf(sharedPostId)} /> : null}

      <section className="tp-community__feed" aria-labelledby="tp-feed-title">
        <h2 id="tp-feed-title" className="tp-visually-hidden">
          {t('community.feed')}
        </h2>
        <CatalogSearch
          id="tp-community-search"
          label={t('community.searchLabel')}
          placeholder={t('community.searchPlaceholder')}
          search={search}
        />
        <ListTabs
          label={t('community.tabsLabel')}
          className="tp-community__tabs"
          panelId="tp-community-panel"
          tabs={COMMUNITY_TABS.map((tab) => ({
            id: `tp-community-tab-${tab.filter ?? 'recent'}`,
            label: t(tab.label),
          }))}
          selectedIndex={activeIndex}
          onSelect={selectTab}
        />
        <div
          id="tp-community-panel"
          role="tabpanel"
          aria-labelledby={`tp-community-tab-${COMMUNITY_TABS[activeIndex].filter ?? 'recent'}`}
        >
          <PostList
            args={{
              ...(filter ? { topic: filter } : {}),
              ...(params.get('search')?.trim() ? { search: params.get('search')!.trim() } : {}),
            }}
            viewer={viewer}
            shareUrlOf={shareUrlOf}
          />
        </div>
      </section>
    </div>
  );
}

/** A post opened from a shared link (?post={id}), above the feed. */
function SharedPost({ id, viewer, shareUrl }: { id: string; viewer: Viewer; shareUrl: string }) {
  const t = useT();
  const { data, isError } = usePostsGetQuery({ id });
  if (isError) return <p className="tp-community__shared-missing">{t('community.error.postNotFound')}</p>;
  if (!data) return null;
  return (
    <section className="tp-community__shared" aria-label={t('community.sharedPost')}>
      <PostCard post={data} viewer={viewer} shareUrl={shareUrl} />
    </section>
  );
}
