import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { canEditContent } from '../features/auth/permissions';
import { useCurrentUser } from '../features/auth/use-current-user';
import { isApiError } from '../shared/api/api-error';
import { useT } from '../i18n/i18n';
import { Icon } from '../shared/ui/icon';
import { BackLink, DetailQueryState } from '../features/catalog/components/detail-states';
import { EmptyState } from '../shared/ui/empty-state';
import { Gallery } from '../features/catalog/components/gallery';
import { MapEmbed } from '../features/catalog/components/map-embed';
import { AddressFact, PhoneFact, PlaceHeadline, WebsiteFact } from '../features/catalog/components/place-facts';
import { pointOf } from '../shared/lib/coordinates';
import { imagesOf } from '../shared/images/images';
import type { DestinationFormValues } from '../features/destinations/destination-form';
import type { DestinationResponse } from '@tara/api-client';
import { pathParam, useDestinationsGetQuery, useDestinationsUpdateMutation } from '../shared/api/api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useToast } from '../shared/ui/toast';
import { ReviewsSection } from '../features/reviews/reviews-section-loader';
import { loginUrl } from '../features/auth/return-to';
import '../features/catalog/components/detail-page.css';
import { Panel } from '../shared/ui/panel';
import '../shared/ui/panel.css';
import '../shared/ui/badge.css';
import { PlaceStatus } from '../shared/ui/place-status';
import { lazyComponent } from '../shared/lib/lazy';
import { NearViewport } from '../shared/ui/near-viewport';

/**
 * The editor's form (its fields, the opening hours' input and preview) and what saving needs (the changes, the API's
 * error messages), in its own chunk: loaded when an editor asks for it (and ahead, once the page is on the screen, for
 * a member who may edit), never for a visitor (issue 34.2).
 */
const editorCode = () => import('../features/destinations/components/destination-editor');
const DestinationEditor = lazyComponent(editorCode, 'DestinationEditor', []);

/** The coupons' block, in its own chunk: loaded as it comes near the screen (issue 34.2), like the reviews. */
const DestinationCoupons = lazyComponent(
  () => import('../features/coupons/components/place-coupons'),
  'DestinationCoupons',
  ['reviewsCoupons', 'rest'],
);

/**
 * /destinations/{id} (spec section 2): gallery, rating, address, phone, website, map;
 * Edit/Save/Cancel for admins and editors. Open to everyone.
 *
 * The answer renders deferred (issue 13.5, Total Blocking Time): it comes through the store, which React renders at
 * once, in one task, and the page it fills (gallery, map, facts, the place's coupons) was the page's longest task on a
 * slow phone; deferred, React renders it in slices while the screen keeps the loading state (or the previous answer).
 */
export function DestinationDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const appPath = useAppPath();
  const {
    data: destination,
    error,
    isLoading,
    refetch,
  } = useDeferredValue(useDestinationsGetQuery({ id: pathParam(id) }));
  useDocumentTitle(destination?.name ?? (error ? t('destination.notFound') : t('destination.pageTitle')));

  const backLink = <BackLink to={appPath('destinations')} label={t('destination.back')} />;

  if (!destination) {
    return (
      <DetailQueryState
        isLoading={isLoading}
        error={error}
        refetch={refetch}
        what="destination"
        backLink={backLink}
        notFound={
          <EmptyState
            icon="map-pin"
            headingLevel={1}
            title={t('destination.notFound')}
            text={t('destination.notFoundText')}
            action={
              <Link to={appPath('destinations')} className="tp-button tp-button--primary">
                {t('destination.backToList')}
              </Link>
            }
          />
        }
      />
    );
  }

  return <DestinationDetail key={destination.id} destination={destination} backLink={backLink} />;
}

function DestinationDetail({ destination, backLink }: { destination: DestinationResponse; backLink: React.ReactNode }) {
  const t = useT();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const canEdit = canEditContent(user);
  useEffect(() => {
    if (canEdit) DestinationEditor.preload();
  }, [canEdit]);
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateDestination, { isLoading: isSaving }] = useDestinationsUpdateMutation();
  const point = pointOf(destination.latitude, destination.longitude);
  const images = imagesOf(destination);

  const save = async (values: DestinationFormValues) => {
    const { destinationChanges, translatedErrorMessage } = await editorCode();
    const changes = destinationChanges(destination, values);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    setServerError(null);
    const result = await updateDestination({ id: destination.id, updateDestinationRequest: changes });
    if ('error' in result && result.error) {
      // A 401 is the session that ended: the app's one handler says so and goes to sign-in (spec section 8).
      if (isApiError(result.error) && result.error.status === 401) return;
      setServerError(translatedErrorMessage(result.error, t, t('common.somethingWrong')));
      toast({
        title: t('destination.updateFailedTitle'),
        description: t('destination.updateFailed'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('destination.updatedTitle'), description: t('destination.updated') });
    setEditing(false);
  };

  return (
    <article className="tp-container tp-detail" aria-labelledby="tp-destination-title">
      {backLink}
      <div className="tp-detail__layout">
        <div className="tp-detail__main">
          <Gallery images={images} name={destination.name} />
          <PlaceHeadline
            titleId="tp-destination-title"
            place={destination}
            action={
              canEdit &&
              !editing && (
                <button
                  type="button"
                  className="tp-button tp-button--ghost tp-button--small"
                  onClick={() => {
                    setServerError(null);
                    setEditing(true);
                  }}
                >
                  <Icon name="pencil" size={16} />
                  {t('destination.edit')}
                </button>
              )
            }
          />
          <PlaceStatus openState={destination.openState} />
          {editing ? (
            <Suspense fallback={<div className="tp-skeleton" style={{ minHeight: '24rem' }} aria-hidden="true" />}>
              <DestinationEditor
                destination={destination}
                isSaving={isSaving}
                serverError={serverError}
                onSave={(values) => void save(values)}
                onCancel={() => {
                  setServerError(null);
                  setEditing(false);
                }}
              />
            </Suspense>
          ) : (
            destination.description && <p className="tp-detail__description">{destination.description}</p>
          )}
          {point && (
            <Panel titleId="tp-destination-map" icon="navigation" title={t('place.location')}>
              <MapEmbed point={point} name={destination.name} />
            </Panel>
          )}
          {/* Below the first screen: its code and data when it nears the screen (NearViewport). */}
          <NearViewport minHeight="20rem">
            <ReviewsSection
              place={{ type: 'destination', id: destination.id }}
              user={user}
              signInHref={loginUrl(pathname)}
            />
          </NearViewport>
        </div>
        <aside className="tp-detail__aside" aria-label={t('destination.visitorInfo')}>
          <Panel titleId="tp-destination-info" icon="map-pin" title={t('destination.visitorInfo')}>
            <dl className="tp-facts">
              <AddressFact address={destination.address} />
              <PhoneFact phone={destination.phone} />
              <WebsiteFact website={destination.website} />
            </dl>
          </Panel>
          <NearViewport minHeight="10rem">
            <DestinationCoupons destinationId={destination.id} signedIn={user !== null} />
          </NearViewport>
        </aside>
      </div>
    </article>
  );
}
