import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { DestinationResponse, ServiceResponse } from '@tara/api-client';
import { api } from '../../shared/api/api';
import { useAppPath } from '../../shared/lib/basename';
import { useT } from '../../i18n/i18n';
import { TiledPlaceMap } from './tiled-place-map';
import { partnerPlacesOf, type PartnerCoupon, type PartnerPlace } from './partner-places';
import type { MapPlace } from './map-places';

interface PartnerMarker extends MapPlace {
  partner: PartnerPlace;
}

type AnyState = Parameters<ReturnType<typeof api.endpoints.destinationsGet.select>>[0];

/** The partner places' own records (their coordinates): asked once each, kept in the app's cache. */
function usePartnerRecords(
  partners: readonly PartnerPlace[],
): Array<DestinationResponse | ServiceResponse | undefined> {
  const dispatch = useDispatch();
  useEffect(() => {
    const requests = partners.map((partner) =>
      partner.type === 'destination'
        ? dispatch(api.endpoints.destinationsGet.initiate({ id: partner.id }) as never)
        : dispatch(api.endpoints.servicesGet.initiate({ id: partner.id }) as never),
    ) as Array<{ unsubscribe: () => void }>;
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, partners]);
  return useSelector(
    (state: AnyState) =>
      partners.map((partner) =>
        partner.type === 'destination'
          ? api.endpoints.destinationsGet.select({ id: partner.id })(state).data
          : api.endpoints.servicesGet.select({ id: partner.id })(state).data,
      ),
    shallowEqual,
  );
}

/**
 * The map of the listed coupons' partner places (issue 33.4): one marker per place, which opens its name, its deals
 * and a link to its page. The places' coordinates come from their own records.
 */
export function PartnerMap({
  coupons,
  label,
  onShowList,
}: {
  coupons: readonly PartnerCoupon[];
  label: string;
  onShowList: () => void;
}) {
  const partners = useMemo(() => partnerPlacesOf(coupons), [coupons]);
  const records = usePartnerRecords(partners);
  const markers = useMemo<PartnerMarker[]>(
    () =>
      partners.map((partner, index) => ({
        id: partner.key,
        name: partner.name,
        latitude: records[index]?.latitude ?? null,
        longitude: records[index]?.longitude ?? null,
        partner,
      })),
    [partners, records],
  );
  const placed = markers.filter((marker) => marker.latitude !== null);
  return (
    <TiledPlaceMap
      places={placed}
      label={label}
      onShowList={onShowList}
      renderCard={(marker) => <PartnerCard partner={marker.partner} />}
    />
  );
}

function PartnerCard({ partner }: { partner: PartnerPlace }) {
  const t = useT();
  const appPath = useAppPath();
  return (
    <article className="tp-map-partner" aria-labelledby={`tp-partner-${partner.id}`}>
      <h2 id={`tp-partner-${partner.id}`} className="tp-map-partner__name">
        {partner.name}
      </h2>
      <p className="tp-map-partner__count">{t('map.deals', { count: partner.deals.length })}</p>
      <ul className="tp-map-partner__deals">
        {partner.deals.map((deal) => (
          <li key={deal.id}>{deal.title}</li>
        ))}
      </ul>
      <Link className="tp-button tp-button--primary tp-button--small" to={appPath(partner.link.replace(/^\//, ''))}>
        {t('map.viewPlace')}
      </Link>
    </article>
  );
}
