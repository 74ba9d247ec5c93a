import { Link } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import type { DestinationResponse } from '@tara/api-client';
import { useDestinationsListQuery, usePostsListQuery } from '../shared/api/api';
import { formatPostAge, useLanguage } from '@tara/i18n';
import { formatRating } from '../shared/lib/format';
import { coverImage, postAuthor } from '../features/home/home-format';
import { useT, type MessageId } from '../i18n/i18n';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { HomeDeals } from '../features/coupons/components/place-coupons';
import { Icon, type IconName } from '../shared/ui/icon';
import { ListSection, QueryList } from '../shared/lists/query-list';
import { SkeletonList } from '../shared/lists/skeleton-list';
import './home-page.css';

/** Spec section 9: the signed-in home shows 3 destinations and 5 posts and 3 coupons (HomeDeals). */
export const HOME_DESTINATIONS = 3;
export const HOME_POSTS = 5;

/** Spec section 9: 3 skeletons on lists. */
export const HOME_SKELETONS = 3;

interface QuickLink {
  label: MessageId;
  /** Path and query below the app's basename. */
  to: string;
  icon: IconName;
}

/** The 8 quick links of the signed-in home with the exact targets of spec section 2. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'home.quick.destinations', to: 'destinations', icon: 'map-pin' },
  { label: 'home.quick.food', to: 'destinations?category=food', icon: 'utensils' },
  { label: 'home.quick.fuel', to: 'services?category=gas', icon: 'fuel' },
  { label: 'home.quick.auto', to: 'services?category=auto', icon: 'wrench' },
  { label: 'home.quick.cycling', to: 'services?category=bicycle', icon: 'bike' },
  { label: 'home.quick.camping', to: 'services?category=camping', icon: 'tent' },
  { label: 'home.quick.traffic', to: 'community?filter=traffic', icon: 'route' },
  { label: 'home.quick.coupons', to: 'coupons', icon: 'sparkles' },
];

function Skeletons({ label, className }: { label: string; className: string }) {
  return (
    <SkeletonList
      count={HOME_SKELETONS}
      label={label}
      listClassName={className}
      itemClassName="tp-home-skeleton"
      testId="home-skeleton"
    />
  );
}

function DestinationCard({ destination }: { destination: DestinationResponse }) {
  const t = useT();
  const appPath = useAppPath();
  const cover = coverImage(destination);
  const language = useLanguage();
  // No review, no figure (issue 32.2): 'New'.
  const rating = destination.reviewCount > 0 ? formatRating(destination.rating, language) : null;
  return (
    <li className="tp-home-dest">
      <Link to={appPath(`destinations/${encodeURIComponent(destination.id)}`)} className="tp-home-dest__link">
        <span className="tp-home-dest__media">
          {cover ? (
            <img src={cover} alt="" width={480} height={300} loading="lazy" decoding="async" />
          ) : (
            <Icon name="map-pin" size={40} />
          )}
        </span>
        <span className="tp-home-dest__body">
          <span className="tp-home-dest__name">{destination.name}</span>
          {destination.localName ? (
            <span className="tp-home-dest__local" lang="pam">
              {destination.localName}
            </span>
          ) : null}
          {destination.address ? <span className="tp-home-dest__address">{destination.address}</span> : null}
          <span className="tp-home-dest__rating">{rating === null ? t('rating.new') : <>★ {rating}</>}</span>
        </span>
      </Link>
    </li>
  );
}

/** The hero's fallback: why there are no destinations to show, and the way to all of them. */
function HeroFallback({ text }: { text: string }) {
  const t = useT();
  const appPath = useAppPath();
  return (
    <div className="tp-home-hero__fallback">
      <p>{text}</p>
      <Link to={appPath('destinations')} className="tp-button tp-button--gold tp-button--small">
        {t('home.browseDestinations')}
      </Link>
    </div>
  );
}

function HeroDestinations() {
  const t = useT();
  const query = useDestinationsListQuery({ limit: HOME_DESTINATIONS });
  return (
    <QueryList
      query={query}
      loading={<Skeletons label={t('home.loadingDestinations')} className="tp-home-dests" />}
      error={<HeroFallback text={t('home.destinationsError')} />}
      empty={<HeroFallback text={t('home.destinationsComing')} />}
    >
      {(destinations) => (
        <ul className="tp-home-dests" aria-label={t('home.featured')}>
          {destinations.slice(0, HOME_DESTINATIONS).map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function CommunityUpdates() {
  const t = useT();
  const language = useLanguage();
  const query = usePostsListQuery({ limit: HOME_POSTS });
  return (
    <ListSection
      id="tp-home-community"
      title={t('home.communityUpdates')}
      moreTo="community"
      moreLabel={t('home.seeAll')}
    >
      <QueryList
        query={query}
        loading={<Skeletons label={t('home.loadingPosts')} className="tp-home-posts" />}
        error={
          <p className="tp-home-empty" role="alert">
            {t('home.postsError')}
          </p>
        }
        empty={<p className="tp-home-empty">{t('home.noPosts')}</p>}
      >
        {(posts) => (
          <ul className="tp-home-posts">
            {posts.map((post) => (
              <li key={post.id} className="tp-home-post">
                <p className="tp-home-post__meta">
                  <strong>{postAuthor(post, t)}</strong> · {formatPostAge(post.createdAt, new Date(), language)}
                  {post.locationName ? <> · {post.locationName}</> : null}
                </p>
                <p className="tp-home-post__content">{post.content}</p>
                <p className="tp-home-post__counts">
                  {t('home.postCounts', { likes: post.likeCount ?? 0, comments: post.commentCount ?? 0 })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </ListSection>
  );
}

/** Home for signed-in users (spec section 2, Home). */
export function HomePage() {
  const t = useT();
  useDocumentTitle(t('home.pageTitle'));
  const appPath = useAppPath();
  const { user } = useCurrentUser();
  const greeting = user?.firstName ? t('home.greetingName', { name: user.firstName }) : t('home.greeting');
  return (
    <>
      <section className="tp-home-hero" aria-labelledby="tp-home-title">
        <div className="tp-container">
          <p className="tp-home-hero__greeting">{greeting}</p>
          <h1 id="tp-home-title" className="tp-home-hero__title">
            {t('home.title')}
          </h1>
          <p className="tp-home-hero__lead">{t('home.lead')}</p>
          <HeroDestinations />
        </div>
      </section>

      <div className="tp-container tp-home-body">
        <nav aria-label={t('home.explore')} className="tp-home-quick">
          <ul className="tp-home-quick__grid">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={appPath(link.to)} className="tp-home-quick__link">
                  <span className="tp-home-quick__icon">
                    <Icon name={link.icon} size={24} />
                  </span>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="tp-home-columns">
          <CommunityUpdates />
          <HomeDeals />
        </div>
      </div>
    </>
  );
}
