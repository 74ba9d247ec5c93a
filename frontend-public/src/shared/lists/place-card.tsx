import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon';
import { CouponBadge } from '../ui/coupon-badge';
import { coverLoading } from '../images/images';
import './place-card.css';

/** What a list gives each place card besides the place. */
export interface PlaceCardProps {
  detailsHref: string;
  /** One of the first cards of its list: its cover loads at once, at high priority. */
  aboveFold?: boolean;
}

/** What a place card shows of every place, a destination or a service. */
interface CardPlace {
  name: string;
  localName: string | null;
  description: string | null;
  hasActiveCoupon: boolean;
}

/**
 * The frame of a place's card, labelled by its title (`titleId`): its cover, else `placeholder`, with the card's
 * `badge` and 'Coupon Available' over it; then the title (the name, or `title`), the local (Kapampangan) name, the
 * description, and the card's own `children` (facts, rating, footer).
 */
export function PlaceCard({
  testId,
  titleId,
  place,
  cover,
  aboveFold,
  placeholder,
  badge,
  title = place.name,
  children,
}: {
  testId: string;
  titleId: string;
  place: CardPlace;
  cover: string | null | undefined;
  aboveFold: boolean;
  placeholder: ReactNode;
  badge: ReactNode;
  /** The name as a link, where the title is one. */
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="tp-place-card" aria-labelledby={titleId} data-testid={testId}>
      <div className="tp-place-card__media">
        {cover ? (
          <img src={cover} alt={place.name} width={640} height={400} {...coverLoading(aboveFold)} />
        ) : (
          placeholder
        )}
        <span className="tp-place-card__badges">
          {badge}
          <CouponBadge show={place.hasActiveCoupon} />
        </span>
      </div>
      <div className="tp-place-card__body">
        <h2 id={titleId} className="tp-place-card__title">
          {title}
        </h2>
        {place.localName && (
          <p className="tp-place-card__local" lang="pam">
            {place.localName}
          </p>
        )}
        {place.description && <p className="tp-place-card__text">{place.description}</p>}
        {children}
      </div>
    </article>
  );
}

/** One fact of a place card (address, hours, phone): an icon, its name for screen readers, then the value. */
export function PlaceFact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <span className="tp-fact">
      <Icon name={icon} size={16} />
      <span className="tp-visually-hidden">{label} </span>
      {children}
    </span>
  );
}
