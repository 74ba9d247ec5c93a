import { useDeferredValue, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { RequireAuth } from '../features/auth/require-auth';
import { useLanguage } from '@tara/i18n';
import { useT } from '../i18n/i18n';
import { Icon } from '../shared/ui/icon';
import { DetailSkeleton } from '../features/catalog/components/detail-skeleton';
import { BackLink, DetailQueryState } from '../features/catalog/components/detail-states';
import { EmptyState } from '../shared/ui/empty-state';
import { Gallery } from '../features/catalog/components/gallery';
import { ServiceLocationPanel } from './service-detail/service-location-panel';
import { PlaceHeadline } from '../features/catalog/components/place-facts';
import { ShareMenu } from '../shared/share/share-menu';
import { formatGasPrice, formatUpdatedDate } from '../shared/lib/format';
import { ServiceEditorPanel } from './service-detail/service-editor-panel';
import { ServiceContactPanel } from './service-detail/service-contact-panel';
import { serviceBadge, serviceDetailPath, serviceImages } from '../features/services/service-display';
import type { ServiceResponse } from '@tara/api-client';
import { pathParam, useServicesGetBySlugQuery, useServicesGetQuery } from '../shared/api/api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { ReviewsSection } from '../features/reviews/reviews-section-loader';
import { useCurrentUser } from '../features/auth/use-current-user';
import { loginUrl } from '../features/auth/return-to';
import '../features/catalog/components/detail-page.css';
import '../shared/ui/panel.css';
import '../shared/ui/badge.css';
import { PlaceStatus } from '../shared/ui/place-status';
import { lazyComponent } from '../shared/lib/lazy';
import { NearViewport } from '../shared/ui/near-viewport';

/** The coupons' block, in its own chunk: loaded as it comes near the screen (issue 34.2), like the reviews. */
const ServiceCoupons = lazyComponent(() => import('../features/coupons/components/place-coupons'), 'ServiceCoupons', [
  'reviewsCoupons',
  'rest',
]);
import '../shared/ui/gas-price.css';
import '../features/catalog/components/icon-button.css';

/** /service/{slug} */
export function ServiceBySlugPage() {
  const { slug = '' } = useParams();
  const query = useServicesGetBySlugQuery({ slug: pathParam(slug) });
  return <ServiceDetailPage query={query} />;
}

/** /services/{id} */
export function ServiceByIdPage() {
  const { id = '' } = useParams();
  const query = useServicesGetQuery({ id: pathParam(id) });
  return <ServiceDetailPage query={query} />;
}

interface ServiceQueryState {
  data?: ServiceResponse;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * Service detail (spec section 2). Signed-in users only (the routes wrap it). The answer renders deferred, like a
 * destination's (destination-detail-page.tsx).
 */
function ServiceDetailPage({ query }: { query: ServiceQueryState }) {
  const t = useT();
  const appPath = useAppPath();
  const { data: service, error, isLoading, refetch } = useDeferredValue(query);
  useDocumentTitle(service?.name ?? (error ? t('service.notFound') : t('service.pageTitle')));

  const backLink = <BackLink to={appPath('services')} label={t('service.back')} />;

  if (!service) {
    return (
      <DetailQueryState
        isLoading={isLoading}
        error={error}
        refetch={refetch}
        what="service"
        backLink={backLink}
        notFound={<ServiceNotFound />}
      />
    );
  }
  return <ServiceDetail key={service.id} service={service} backLink={backLink} />;
}

/** 'Service Not Found' with 'Go Back': the previous page, or /services when this is the first one. */
function ServiceNotFound() {
  const t = useT();
  const navigate = useNavigate();
  const appPath = useAppPath();
  // The first page of a visit has the key 'default': then there is no page of ours to go back to.
  const hasHistory = useLocation().key !== 'default';
  const goBack = () => void (hasHistory ? navigate(-1) : navigate(appPath('services')));
  return (
    <EmptyState
      icon="map-pin"
      headingLevel={1}
      title={t('service.notFound')}
      text={t('service.notFoundText')}
      action={
        <button type="button" className="tp-button tp-button--primary" onClick={goBack}>
          <Icon name="arrow-left" size={18} />
          {t('service.goBack')}
        </button>
      }
    />
  );
}

/** A service's page: gallery, headline with Share, description, gas price, location, editors, contact and coupons. */
function ServiceDetail({ service, backLink }: { service: ServiceResponse; backLink: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const badge = serviceBadge(service);
  const gasPrice = formatGasPrice(service.gasPrice, language);
  const gasUpdated = formatUpdatedDate(service.gasPriceUpdatedAt, language, t);
  const shareUrl = `${window.location.origin}${appPath(serviceDetailPath(service))}`;

  return (
    <article className="tp-container tp-detail" aria-labelledby="tp-service-title">
      {backLink}
      <div className="tp-detail__layout">
        <div className="tp-detail__main">
          <Gallery images={serviceImages(service)} name={service.name} showDots />
          <PlaceHeadline
            titleId="tp-service-title"
            place={service}
            action={<ShareMenu target={{ url: shareUrl, title: service.name, description: service.description }} />}
            leadingBadge={
              <span
                className={`tp-badge tp-badge--${badge.tone === 'default' ? 'gold' : badge.tone}`}
                data-testid="service-badge"
              >
                {t(badge.label)}
              </span>
            }
          />
          <PlaceStatus openState={service.openState} />
          {service.description && <p className="tp-detail__description">{service.description}</p>}

          {gasPrice && (
            <p className="tp-gas-price" data-testid="gas-price">
              <span className="tp-gas-price__label">{t('service.regularGasLong')}</span>
              <span className="tp-gas-price__value">{gasPrice}</span>
              {gasUpdated && <span className="tp-gas-price__date">{gasUpdated}</span>}
            </p>
          )}

          <ServiceLocationPanel service={service} />
          <ServiceEditorPanel service={service} />
          {/* Below the first screen: its code and data when it nears the screen (NearViewport). */}
          <NearViewport minHeight="20rem">
            <ReviewsSection place={{ type: 'service', id: service.id }} user={user} signInHref={loginUrl(pathname)} />
          </NearViewport>
        </div>

        <aside className="tp-detail__aside" aria-label={t('service.contactAndHours')}>
          <ServiceContactPanel service={service} />
          <NearViewport minHeight="10rem">
            <ServiceCoupons serviceId={service.id} />
          </NearViewport>
        </aside>
      </div>
    </article>
  );
}

/** /service/{slug} and /services/{id} need a signed-in user (spec section 2). */
export function ServiceBySlugRoute() {
  return (
    <RequireAuth fallback={<ServiceDetailFallback />}>
      <ServiceBySlugPage />
    </RequireAuth>
  );
}

export function ServiceByIdRoute() {
  return (
    <RequireAuth fallback={<ServiceDetailFallback />}>
      <ServiceByIdPage />
    </RequireAuth>
  );
}

function ServiceDetailFallback() {
  const t = useT();
  return (
    <div className="tp-container tp-detail">
      <DetailSkeleton label={t('detail.service.loading')} />
    </div>
  );
}
