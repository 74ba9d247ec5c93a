import type { ReactNode } from 'react';
import type { CategorySummaryResponse } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { telHref } from '../../../shared/lib/contact';
import { Rating } from '../../../shared/ui/rating';

/** What the top of a place's page shows, a destination's or a service's alike. */
export interface PlaceHeadlineFields {
  name: string;
  localName: string | null;
  rating: number | null;
  reviewCount: number;
  category: CategorySummaryResponse | null;
  isVerified: boolean;
}

/**
 * The head of a place's page (spec section 2): its name as the page's h1 (`titleId`, which the article is labelled
 * by) with an `action` beside it (Edit, Share), the local name, then `leadingBadge` (a service's kind), the rating,
 * the category and 'Verified'.
 */
export function PlaceHeadline({
  titleId,
  place,
  action,
  leadingBadge,
}: {
  titleId: string;
  place: PlaceHeadlineFields;
  action?: ReactNode;
  leadingBadge?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="tp-detail__head">
      <div className="tp-detail__title-row">
        <h1 id={titleId} className="tp-detail__title">
          {place.name}
        </h1>
        {action}
      </div>
      {place.localName && (
        <p className="tp-detail__local" lang="pam">
          {place.localName}
        </p>
      )}
      <div className="tp-detail__meta">
        {leadingBadge}
        <Rating rating={place.rating} reviewCount={place.reviewCount} size="lg" />
        {place.category && <span className="tp-badge">{place.category.name}</span>}
        {place.isVerified && (
          <span className="tp-badge tp-badge--green">
            <Icon name="shield-check" size={14} />
            {t('place.verified')}
          </span>
        )}
      </div>
    </header>
  );
}

/** The Address row of a place's facts: the address, or 'No address listed'; `children` follow it (a Copy button). */
export function AddressFact({ address, children }: { address: string | null; children?: ReactNode }) {
  const t = useT();
  return (
    <div>
      <dt>{t('place.addressLabel')}</dt>
      <dd>
        {address ?? t('place.noAddress')}
        {children}
      </dd>
    </div>
  );
}

/** The Phone row of a place's facts: a tel: link, or 'No phone listed'. */
export function PhoneFact({ phone }: { phone: string | null }) {
  const t = useT();
  return (
    <div>
      <dt>{t('place.phoneLabel')}</dt>
      <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : t('place.noPhone')}</dd>
    </div>
  );
}

/** The Website row of a place's facts: the address without its scheme, opening in a new tab, or 'No website'. */
export function WebsiteFact({ website }: { website: string | null }) {
  const t = useT();
  return (
    <div>
      <dt>{t('place.websiteLabel')}</dt>
      <dd>
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : (
          t('place.noWebsite')
        )}
      </dd>
    </div>
  );
}
