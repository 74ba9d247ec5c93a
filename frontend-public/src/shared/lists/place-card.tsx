import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon';
import { CouponBadge } from '../ui/coupon-badge';
import { coverLoading } from '../images/images';
import './place-card.css';

/**
 * The top of a place's card (a destination's, a service's): its cover, else `placeholder`, with the card's `badge`
 * and 'Coupon Available' over it.
 */
export function PlaceCardMedia({
  cover,
  name,
  aboveFold,
  placeholder,
  badge,
  hasActiveCoupon,
}: {
  cover: string | null | undefined;
  name: string;
  /** One of the first cards of its list: its cover loads at once, at high priority. */
  aboveFold: boolean;
  placeholder: ReactNode;
  badge: ReactNode;
  hasActiveCoupon: boolean;
}) {
  return (
    <div className="tp-place-card__media">
      {cover ? <img src={cover} alt={name} width={640} height={400} {...coverLoading(aboveFold)} /> : placeholder}
      <span className="tp-place-card__badges">
        {badge}
        <CouponBadge show={hasActiveCoupon} />
      </span>
    </div>
  );
}

/** A place card's title (`titleId` labels the card), its local (Kapampangan) name and its description. */
export function PlaceCardNames({
  titleId,
  title,
  localName,
  description,
}: {
  titleId: string;
  /** The name, or a link whose text is the name. */
  title: ReactNode;
  localName: string | null | undefined;
  description: string | null | undefined;
}) {
  return (
    <>
      <h2 id={titleId} className="tp-place-card__title">
        {title}
      </h2>
      {localName && (
        <p className="tp-place-card__local" lang="pam">
          {localName}
        </p>
      )}
      {description && <p className="tp-place-card__text">{description}</p>}
    </>
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
