import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { RequireAuth } from '../features/auth/require-auth';
import { canEditContent } from '../features/auth/permissions';
import { useCurrentUser } from '../features/auth/use-current-user';
import { serverMessage } from '../features/catalog/api-message';
import { copyText } from '../features/catalog/clipboard';
import { Icon } from '../shared/ui/icon';
import { CouponsCard } from '../features/catalog/components/coupons-card';
import { DetailSkeleton } from '../features/catalog/components/detail-skeleton';
import { BackLink, DetailQueryState } from '../features/catalog/components/detail-states';
import { EmptyState } from '../features/catalog/components/empty-state';
import { Gallery } from '../features/catalog/components/gallery';
import { MapEmbed } from '../features/catalog/components/map-embed';
import { Rating } from '../features/catalog/components/rating';
import { ShareMenu } from '../features/catalog/components/share-menu';
import {
  directionsUrl,
  formatCoordinates,
  googleMapsUrl,
  pointOf,
  validateCoordinates,
  wazeUrl,
} from '../features/catalog/coordinates';
import { useGetServiceCouponsQuery, useRedeemCatalogCouponMutation, type CatalogCoupon } from '../features/catalog/coupons.api';
import { formatGasPrice, formatUpdatedDate } from '../features/catalog/format';
import { CoordinatesEditor } from '../features/services/components/coordinates-editor';
import { SlugEditor } from '../features/services/components/slug-editor';
import { serviceBadge, serviceDetailPath, serviceImages, telHref } from '../features/services/service-display';
import {
  COORDINATES_RELOAD_DELAY_MS,
  pageReload,
  SLUG_REDIRECT_DELAY_MS,
  validateSlug,
} from '../features/services/service-editors';
import {
  useGetServiceBySlugQuery,
  useGetServiceQuery,
  useUpdateServiceMutation,
  type Service,
} from '../features/services/services.api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useToast } from '../shared/ui/toast';
import '../features/catalog/components/catalog.css';

/** /service/{slug} */
export function ServiceBySlugPage() {
  const { slug = '' } = useParams();
  const query = useGetServiceBySlugQuery(slug);
  return <ServiceDetailPage query={query} />;
}

/** /services/{id} */
export function ServiceByIdPage() {
  const { id = '' } = useParams();
  const query = useGetServiceQuery(id);
  return <ServiceDetailPage query={query} />;
}

interface ServiceQueryState {
  data?: Service;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** Service detail (spec section 2). Signed-in users only (the routes wrap it). */
function ServiceDetailPage({ query }: { query: ServiceQueryState }) {
  const appPath = useAppPath();
  const { data: service, error, isLoading, refetch } = query;
  useDocumentTitle(service?.name ?? (error ? 'Service Not Found' : 'Service'));

  const backLink = <BackLink to={appPath('services')} label="All services" />;

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
  const navigate = useNavigate();
  const appPath = useAppPath();
  // The first page of a visit has the key 'default': then there is no page of ours to go back to.
  const hasHistory = useLocation().key !== 'default';
  const goBack = () => (hasHistory ? navigate(-1) : navigate(appPath('services')));
  return (
    <EmptyState
      icon="map-pin"
      headingLevel={1}
      title="Service Not Found"
      text="This service doesn't exist or its address changed. Go back or browse the Service Directory."
      action={
        <button type="button" className="tp-button tp-button--primary" onClick={goBack}>
          <Icon name="arrow-left" size={18} />
          Go Back
        </button>
      }
    />
  );
}

function ServiceDetail({ service, backLink }: { service: Service; backLink: ReactNode }) {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useCurrentUser();
  const canEdit = canEditContent(user);
  const [updateService, { isLoading: isSaving }] = useUpdateServiceMutation();
  const coupons = useGetServiceCouponsQuery(service.id);
  const [redeem] = useRedeemCatalogCouponMutation();
  const [redeemingId, setRedeemingId] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const point = pointOf(service.latitude, service.longitude);
  const badge = serviceBadge(service);
  const gasPrice = formatGasPrice(service.gasPrice);
  const gasUpdated = formatUpdatedDate(service.gasPriceUpdatedAt);
  const shareUrl = `${window.location.origin}${appPath(serviceDetailPath(service))}`;

  const copy = async (text: string, title: string) => {
    const copied = await copyText(text);
    if (copied) toast({ title, description: text });
    else toast({ title: 'Copy Failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
  };

  const saveSlug = async (text: string) => {
    const check = validateSlug(text);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    const result = await updateService({ id: service.id, changes: { slug: check.slug } });
    if ('error' in result && result.error) {
      toast({ title: 'Update Failed', description: serverMessage(result.error), variant: 'destructive' });
      return;
    }
    const slug = (result.data as Service | undefined)?.slug ?? check.slug;
    toast({ title: 'Service Updated', description: `The address is now /service/${slug}. Taking you there...` });
    timers.current.push(
      window.setTimeout(() => navigate(appPath(`service/${encodeURIComponent(slug)}`), { replace: true }), SLUG_REDIRECT_DELAY_MS),
    );
  };

  const saveCoordinates = async (latitudeText: string, longitudeText: string) => {
    const check = validateCoordinates(latitudeText, longitudeText);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    const result = await updateService({ id: service.id, changes: { latitude: check.latitude, longitude: check.longitude } });
    if ('error' in result && result.error) {
      toast({ title: 'Update Failed', description: serverMessage(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Service Updated', description: 'The location was saved.' });
    timers.current.push(window.setTimeout(() => pageReload.reload(), COORDINATES_RELOAD_DELAY_MS));
  };

  const redeemCoupon = async (coupon: CatalogCoupon) => {
    setRedeemingId(coupon.id);
    const result = await redeem(coupon.id);
    setRedeemingId(null);
    if ('error' in result && result.error) {
      toast({ title: 'Error', description: serverMessage(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Coupon Redeemed!', description: 'Your coupon has been successfully redeemed.' });
  };

  return (
    <article className="tp-container tp-detail" aria-labelledby="tp-service-title">
      {backLink}
      <div className="tp-detail__layout">
        <div className="tp-detail__main">
          <Gallery images={serviceImages(service)} name={service.name} showDots />
          <header className="tp-detail__head">
            <div className="tp-detail__title-row">
              <h1 id="tp-service-title" className="tp-detail__title">
                {service.name}
              </h1>
              <ShareMenu target={{ url: shareUrl, title: service.name, description: service.description }} />
            </div>
            <div className="tp-detail__meta">
              <span className={`tp-badge tp-badge--${badge.tone === 'default' ? 'gold' : badge.tone}`} data-testid="service-badge">
                {badge.label}
              </span>
              <Rating rating={service.rating} reviewCount={service.reviewCount} size="lg" />
              {service.category && <span className="tp-badge">{service.category.name}</span>}
              {service.isVerified && (
                <span className="tp-badge tp-badge--green">
                  <Icon name="shield-check" size={14} />
                  Verified
                </span>
              )}
            </div>
          </header>
          {service.description && <p className="tp-detail__description">{service.description}</p>}

          {gasPrice && (
            <p className="tp-gas-price" data-testid="gas-price">
              <span className="tp-gas-price__label">Regular gas</span>
              <span className="tp-gas-price__value">{gasPrice}</span>
              {gasUpdated && <span className="tp-gas-price__date">{gasUpdated}</span>}
            </p>
          )}

          <section className="tp-panel" aria-labelledby="tp-service-location">
            <h2 id="tp-service-location" className="tp-panel__title">
              <Icon name="navigation" size={20} />
              Location
            </h2>
            {point ? (
              <MapEmbed
                point={point}
                name={service.name}
                actions={
                  <>
                    <a className="tp-button tp-button--ghost tp-button--small" href={googleMapsUrl(point)} target="_blank" rel="noopener noreferrer">
                      Google Maps<span className="tp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                    <a className="tp-button tp-button--ghost tp-button--small" href={wazeUrl(point)} target="_blank" rel="noopener noreferrer">
                      Waze<span className="tp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                    <a className="tp-button tp-button--primary tp-button--small" href={directionsUrl(point)} target="_blank" rel="noopener noreferrer">
                      <Icon name="navigation" size={16} />
                      Directions<span className="tp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                    <button type="button" className="tp-icon-button" onClick={() => copy(formatCoordinates(point), 'Coordinates Copied')}>
                      <Icon name="crosshair" size={16} />
                      Copy coordinates
                    </button>
                  </>
                }
              />
            ) : (
              <p className="tp-coupons__empty">The exact location of this service hasn't been added yet.</p>
            )}
          </section>

          {canEdit && (
            <section className="tp-panel" aria-labelledby="tp-service-editor">
              <h2 id="tp-service-editor" className="tp-panel__title">
                <Icon name="pencil" size={20} />
                Edit service
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

        <aside className="tp-detail__aside" aria-label="Contact and hours">
          <section className="tp-panel" aria-labelledby="tp-service-contact">
            <h2 id="tp-service-contact" className="tp-panel__title">
              <Icon name="phone" size={20} />
              Contact
            </h2>
            <dl className="tp-facts">
              <div>
                <dt>Address</dt>
                <dd>
                  {service.address ?? 'No address listed'}
                  {service.address && (
                    <button
                      type="button"
                      className="tp-icon-button"
                      onClick={() => copy(service.address ?? '', 'Address Copied')}
                    >
                      <Icon name="copy" size={16} />
                      Copy address
                    </button>
                  )}
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{service.phone ? <a href={telHref(service.phone)}>{service.phone}</a> : 'No phone listed'}</dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd>{service.hours ?? (service.isOpen24h ? 'Open 24 hours' : 'No hours listed')}</dd>
              </div>
              <div>
                <dt>Website</dt>
                <dd>
                  {service.website ? (
                    <a href={service.website} target="_blank" rel="noopener noreferrer">
                      {service.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                      <span className="tp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    'No website listed'
                  )}
                </dd>
              </div>
            </dl>
            {service.phone && (
              <a className="tp-button tp-button--primary" href={telHref(service.phone)}>
                <Icon name="phone" size={18} />
                {service.isEmergency ? 'Call Now' : 'Call'}
              </a>
            )}
          </section>
          <CouponsCard coupons={coupons.data} isLoading={coupons.isLoading} onRedeem={redeemCoupon} redeemingId={redeemingId} />
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
  return (
    <div className="tp-container tp-detail">
      <DetailSkeleton label="Loading service…" />
    </div>
  );
}
