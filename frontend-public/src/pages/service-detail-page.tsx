import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { RequireAuth } from '../features/auth/require-auth';
import { canEditContent } from '../features/auth/permissions';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useLanguage } from '@tara/i18n';
import { isApiError } from '../shared/api/api-error';
import { translatedErrorMessage } from '../shared/api/error-messages';
import { useT } from '../i18n/i18n';
import { copyText } from '../features/catalog/clipboard';
import { Icon } from '../shared/ui/icon';
import { DetailSkeleton } from '../features/catalog/components/detail-skeleton';
import { BackLink, DetailQueryState } from '../features/catalog/components/detail-states';
import { EmptyState } from '../features/catalog/components/empty-state';
import { Gallery } from '../features/catalog/components/gallery';
import { MapEmbed } from '../features/catalog/components/map-embed';
import { PhoneFact, PlaceHeadline, WebsiteFact } from '../features/catalog/components/place-facts';
import { ShareMenu } from '../features/catalog/components/share-menu';
import {
  directionsUrl,
  formatCoordinates,
  googleMapsUrl,
  pointOf,
  validateCoordinates,
  wazeUrl,
} from '../features/catalog/coordinates';
import { formatGasPrice, formatUpdatedDate } from '../features/catalog/format';
import { CoordinatesEditor } from '../features/services/components/coordinates-editor';
import { SlugEditor } from '../features/services/components/slug-editor';
import { telHref } from '../features/catalog/contact';
import { serviceBadge, serviceDetailPath, serviceImages } from '../features/services/service-display';
import {
  COORDINATES_RELOAD_DELAY_MS,
  pageReload,
  SLUG_REDIRECT_DELAY_MS,
  validateSlug,
} from '../features/services/service-editors';
import type { ServiceResponse } from '@tara/api-client';
import {
  pathParam,
  useServicesGetBySlugQuery,
  useServicesGetQuery,
  useServicesUpdateMutation,
} from '../shared/api/api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useToast } from '../shared/ui/toast';
import { ServiceCoupons } from '../features/coupons/components/place-coupons';
import '../features/catalog/components/detail-page.css';
import '../features/catalog/components/panel.css';
import '../features/catalog/components/badge.css';
import '../features/catalog/components/gas-price.css';
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
  const goBack = () => (hasHistory ? navigate(-1) : navigate(appPath('services')));
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

function ServiceDetail({ service, backLink }: { service: ServiceResponse; backLink: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useCurrentUser();
  const canEdit = canEditContent(user);
  const [updateService, { isLoading: isSaving }] = useServicesUpdateMutation();
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const point = pointOf(service.latitude, service.longitude);
  const badge = serviceBadge(service);
  const gasPrice = formatGasPrice(service.gasPrice, language);
  const gasUpdated = formatUpdatedDate(service.gasPriceUpdatedAt, language, t);
  const shareUrl = `${window.location.origin}${appPath(serviceDetailPath(service))}`;

  const copy = async (text: string, title: string) => {
    const copied = await copyText(text);
    if (copied) toast({ title, description: text });
    else toast({ title: t('copy.failedTitle'), description: t('copy.failedSelect'), variant: 'destructive' });
  };

  /** 'Update Failed' with the reason; a 401 is left to the app's one sign-in redirect (spec section 8). */
  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    toast({
      title: t('service.updateFailed'),
      description: translatedErrorMessage(error, t, t('common.somethingWrong')),
      variant: 'destructive',
    });
  };

  const saveSlug = async (text: string) => {
    const check = validateSlug(text);
    if (!check.ok) {
      toast({ title: t(check.title), description: t(check.message), variant: 'destructive' });
      return;
    }
    const result = await updateService({ id: service.id, updateServiceRequest: { slug: check.slug } });
    if ('error' in result && result.error) {
      failed(result.error);
      return;
    }
    const slug = (result.data as ServiceResponse | undefined)?.slug ?? check.slug;
    toast({ title: t('service.updated'), description: t('service.slugSaved', { path: `/service/${slug}` }) });
    timers.current.push(
      window.setTimeout(
        () => navigate(appPath(`service/${encodeURIComponent(slug)}`), { replace: true }),
        SLUG_REDIRECT_DELAY_MS,
      ),
    );
  };

  const saveCoordinates = async (latitudeText: string, longitudeText: string) => {
    const check = validateCoordinates(latitudeText, longitudeText);
    if (!check.ok) {
      toast({ title: t(check.title), description: t(check.message), variant: 'destructive' });
      return;
    }
    const result = await updateService({
      id: service.id,
      updateServiceRequest: { latitude: check.latitude, longitude: check.longitude },
    });
    if ('error' in result && result.error) {
      failed(result.error);
      return;
    }
    toast({ title: t('service.updated'), description: t('service.locationSaved') });
    timers.current.push(window.setTimeout(() => pageReload.reload(), COORDINATES_RELOAD_DELAY_MS));
  };

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
          {service.description && <p className="tp-detail__description">{service.description}</p>}

          {gasPrice && (
            <p className="tp-gas-price" data-testid="gas-price">
              <span className="tp-gas-price__label">{t('service.regularGasLong')}</span>
              <span className="tp-gas-price__value">{gasPrice}</span>
              {gasUpdated && <span className="tp-gas-price__date">{gasUpdated}</span>}
            </p>
          )}

          <section className="tp-panel" aria-labelledby="tp-service-location">
            <h2 id="tp-service-location" className="tp-panel__title">
              <Icon name="navigation" size={20} />
              {t('place.location')}
            </h2>
            {point ? (
              <MapEmbed
                point={point}
                name={service.name}
                actions={
                  <>
                    <a
                      className="tp-button tp-button--ghost tp-button--small"
                      href={googleMapsUrl(point)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Google Maps<span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                    <a
                      className="tp-button tp-button--ghost tp-button--small"
                      href={wazeUrl(point)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Waze<span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                    <a
                      className="tp-button tp-button--primary tp-button--small"
                      href={directionsUrl(point)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Icon name="navigation" size={16} />
                      {t('service.directions')}
                      <span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                    <button
                      type="button"
                      className="tp-icon-button"
                      onClick={() => copy(formatCoordinates(point), t('copy.coordinatesCopied'))}
                    >
                      <Icon name="crosshair" size={16} />
                      {t('copy.coordinates')}
                    </button>
                  </>
                }
              />
            ) : (
              <p className="tp-coupons__empty">{t('service.noLocation')}</p>
            )}
          </section>

          {canEdit && (
            <section className="tp-panel" aria-labelledby="tp-service-editor">
              <h2 id="tp-service-editor" className="tp-panel__title">
                <Icon name="pencil" size={20} />
                {t('service.edit')}
              </h2>
              <SlugEditor currentSlug={service.slug} isSaving={isSaving} onSave={saveSlug} />
              <CoordinatesEditor
                latitude={service.latitude}
                longitude={service.longitude}
                isSaving={isSaving}
                onSave={saveCoordinates}
              />
            </section>
          )}
        </div>

        <aside className="tp-detail__aside" aria-label={t('service.contactAndHours')}>
          <section className="tp-panel" aria-labelledby="tp-service-contact">
            <h2 id="tp-service-contact" className="tp-panel__title">
              <Icon name="phone" size={20} />
              {t('service.contact')}
            </h2>
            <dl className="tp-facts">
              <div>
                <dt>{t('place.addressLabel')}</dt>
                <dd>
                  {service.address ?? t('place.noAddress')}
                  {service.address && (
                    <button
                      type="button"
                      className="tp-icon-button"
                      onClick={() => copy(service.address ?? '', t('copy.addressCopied'))}
                    >
                      <Icon name="copy" size={16} />
                      {t('copy.address')}
                    </button>
                  )}
                </dd>
              </div>
              <PhoneFact phone={service.phone} />
              <div>
                <dt>{t('service.hoursLabel')}</dt>
                <dd>{service.hours ?? (service.isOpen24h ? t('service.open24Hours') : t('service.noHours'))}</dd>
              </div>
              <WebsiteFact website={service.website} />
            </dl>
            {service.phone && (
              <a className="tp-button tp-button--primary" href={telHref(service.phone)}>
                <Icon name="phone" size={18} />
                {service.isEmergency ? t('service.callNow') : t('service.call')}
              </a>
            )}
          </section>
          <ServiceCoupons serviceId={service.id} />
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
