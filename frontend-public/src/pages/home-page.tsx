import { Link } from 'react-router';
import { useAppPath } from '../app/basename';
import {
  HOME_COUPONS,
  HOME_DESTINATIONS,
  useGetHomeCouponsQuery,
  useGetHomeDestinationsQuery,
  useGetHomePostsQuery,
  type HomeDestination,
} from '../features/home/home.api';
import { couponExpiry, couponLabel, coverImage, postAge, postAuthor, ratingLabel } from '../features/home/home-format';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { Icon, type IconName } from '../shared/ui/icon';
import './home-page.css';

/** Spec section 9: 3 skeletons on lists. */
export const HOME_SKELETONS = 3;

interface QuickLink {
  label: string;
  /** Path and query below the app's basename. */
  to: string;
  icon: IconName;
}

/** The 8 quick links of the signed-in home with the exact targets of spec section 2. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'Destinations', to: 'destinations', icon: 'map-pin' },
  { label: 'Food', to: 'destinations?category=food', icon: 'utensils' },
  { label: 'Fuel', to: 'services?category=gas', icon: 'fuel' },
  { label: 'Auto', to: 'services?category=auto', icon: 'wrench' },
  { label: 'Cycling', to: 'services?category=bicycle', icon: 'bike' },
  { label: 'Camping', to: 'services?category=camping', icon: 'tent' },
  { label: 'Traffic', to: 'community?filter=traffic', icon: 'route' },
  { label: 'Coupons', to: 'coupons', icon: 'sparkles' },
];

function Skeletons({ label, className }: { label: string; className: string }) {
  return (
    <div aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: HOME_SKELETONS }, (_, index) => (
          <li key={index} className="tp-home-skeleton" data-testid="home-skeleton" />
        ))}
      </ul>
    </div>
  );
}

function DestinationCard({ destination }: { destination: HomeDestination }) {
  const appPath = useAppPath();
  const cover = coverImage(destination);
  const rating = ratingLabel(destination.rating);
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
          {destination.address ? <span className="tp-home-dest__address">{destination.address}</span> : null}
          <span className="tp-home-dest__rating">
            {rating === 'New' ? 'New' : <>★ {rating}</>}
          </span>
        </span>
      </Link>
    </li>
  );
}

function HeroDestinations() {
  const appPath = useAppPath();
  const { data, isLoading, error } = useGetHomeDestinationsQuery();
  if (isLoading) return <Skeletons label="Loading destinations…" className="tp-home-dests" />;
  if (error || !data || data.length === 0) {
    return (
      <div className="tp-home-hero__fallback">
        <p>{error ? "We couldn't load destinations right now." : 'Destinations are on their way.'}</p>
        <Link to={appPath('destinations')} className="tp-button tp-button--gold tp-button--small">
          Browse destinations
        </Link>
      </div>
    );
  }
  return (
    <ul className="tp-home-dests" aria-label="Featured destinations">
      {data.slice(0, HOME_DESTINATIONS).map((destination) => (
        <DestinationCard key={destination.id} destination={destination} />
      ))}
    </ul>
  );
}

function CommunityUpdates() {
  const appPath = useAppPath();
  const { data: posts, isLoading } = useGetHomePostsQuery();
  return (
    <section className="tp-home-section" aria-labelledby="tp-home-community">
      <div className="tp-home-section__head">
        <h2 id="tp-home-community" className="tp-home-section__title">
          Community Updates
        </h2>
        <Link to={appPath('community')} className="tp-home-section__more">
          See all
        </Link>
      </div>
      {isLoading ? (
        <Skeletons label="Loading community updates…" className="tp-home-posts" />
      ) : !posts || posts.length === 0 ? (
        <p className="tp-home-empty">No posts yet. Be the first to share your Pampanga experience!</p>
      ) : (
        <ul className="tp-home-posts">
          {posts.map((post) => (
            <li key={post.id} className="tp-home-post">
              <p className="tp-home-post__meta">
                <strong>{postAuthor(post)}</strong> · {postAge(post.createdAt)}
                {post.locationName ? <> · {post.locationName}</> : null}
              </p>
              <p className="tp-home-post__content">{post.content}</p>
              <p className="tp-home-post__counts">
                {post.likeCount ?? 0} likes · {post.commentCount ?? 0} comments
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TravelDeals() {
  const appPath = useAppPath();
  const { data: coupons, isLoading } = useGetHomeCouponsQuery();
  return (
    <section className="tp-home-section" aria-labelledby="tp-home-deals">
      <div className="tp-home-section__head">
        <h2 id="tp-home-deals" className="tp-home-section__title">
          Exclusive Travel Deals
        </h2>
        <Link to={appPath('coupons')} className="tp-home-section__more">
          See all
        </Link>
      </div>
      {isLoading ? (
        <Skeletons label="Loading deals…" className="tp-home-deals" />
      ) : !coupons || coupons.length === 0 ? (
        <p className="tp-home-empty">No active coupons available at the moment.</p>
      ) : (
        <ul className="tp-home-deals">
          {coupons.slice(0, HOME_COUPONS).map((coupon) => (
            <li key={coupon.id} className="tp-home-deal">
              <span className="tp-home-deal__label">{couponLabel(coupon)}</span>
              <span className="tp-home-deal__title">{coupon.title}</span>
              <span className="tp-home-deal__expiry">{couponExpiry(coupon)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home for signed-in users (spec section 2, Home). */
export function HomePage() {
  useDocumentTitle('Home');
  const appPath = useAppPath();
  const { user } = useCurrentUser();
  const greeting = user?.firstName ? `Mabuhay, ${user.firstName}!` : 'Mabuhay!';
  return (
    <>
      <section className="tp-home-hero" aria-labelledby="tp-home-title">
        <div className="tp-container">
          <p className="tp-home-hero__greeting">{greeting}</p>
          <h1 id="tp-home-title" className="tp-home-hero__title">
            Discover Pampanga
          </h1>
          <p className="tp-home-hero__lead">Heritage churches, sizzling sisig and the trails of Mount Arayat.</p>
          <HeroDestinations />
        </div>
      </section>

      <div className="tp-container tp-home-body">
        <nav aria-label="Explore" className="tp-home-quick">
          <ul className="tp-home-quick__grid">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={appPath(link.to)} className="tp-home-quick__link">
                  <span className="tp-home-quick__icon">
                    <Icon name={link.icon} size={24} />
                  </span>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="tp-home-columns">
          <CommunityUpdates />
          <TravelDeals />
        </div>
      </div>
    </>
  );
}
