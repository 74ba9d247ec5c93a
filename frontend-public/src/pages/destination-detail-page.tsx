import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { canEditContent } from '../features/auth/permissions';
import { useCurrentUser } from '../features/auth/use-current-user';
import { serverMessage } from '../features/catalog/api-message';
import { Icon } from '../shared/ui/icon';
import { CouponsCard } from '../features/catalog/components/coupons-card';
import { BackLink, DetailQueryState } from '../features/catalog/components/detail-states';
import { EmptyState } from '../features/catalog/components/empty-state';
import { Gallery } from '../features/catalog/components/gallery';
import { MapEmbed } from '../features/catalog/components/map-embed';
import { Rating } from '../features/catalog/components/rating';
import { pointOf } from '../features/catalog/coordinates';
import { useGetDestinationCouponsQuery } from '../features/catalog/coupons.api';
import { imagesOf } from '../features/catalog/images';
import { DestinationEditor } from '../features/destinations/components/destination-editor';
import { destinationChanges, type DestinationFormValues } from '../features/destinations/destination-form';
import { useGetDestinationQuery, useUpdateDestinationMutation, type Destination } from '../features/destinations/destinations.api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useToast } from '../shared/ui/toast';
import '../features/catalog/components/catalog.css';

export const DESTINATION_UPDATED_TOAST = { title: 'Success', description: 'Destination updated successfully' } as const;
export const DESTINATION_UPDATE_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to update destination',
  variant: 'destructive',
} as const;

/**
 * /destinations/{id} (spec section 2): gallery, rating, address, phone, website, map, 'Available Coupons';
 * Edit/Save/Cancel for admins and editors. Open to everyone.
 */
export function DestinationDetailPage() {
  const { id = '' } = useParams();
  const appPath = useAppPath();
  const { data: destination, error, isLoading, refetch } = useGetDestinationQuery(id);
  useDocumentTitle(destination?.name ?? (error ? 'Destination Not Found' : 'Destination'));

  const backLink = <BackLink to={appPath('destinations')} label="All destinations" />;

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
            title="Destination Not Found"
            text="This destination doesn't exist or was removed. Browse the list for other places to visit."
            action={
              <Link to={appPath('destinations')} className="tp-button tp-button--primary">
                Back to Destinations
              </Link>
            }
          />
        }
      />
    );
  }

  return <DestinationDetail key={destination.id} destination={destination} backLink={backLink} />;
}

function DestinationDetail({ destination, backLink }: { destination: Destination; backLink: React.ReactNode }) {
  const { user } = useCurrentUser();
  const canEdit = canEditContent(user);
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateDestination, { isLoading: isSaving }] = useUpdateDestinationMutation();
  const coupons = useGetDestinationCouponsQuery(destination.id);
  const point = pointOf(destination.latitude, destination.longitude);
  const images = imagesOf(destination);

  const save = async (values: DestinationFormValues) => {
    const changes = destinationChanges(destination, values);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    setServerError(null);
    const result = await updateDestination({ id: destination.id, changes });
    if ('error' in result && result.error) {
      setServerError(serverMessage(result.error));
      toast(DESTINATION_UPDATE_FAILED_TOAST);
      return;
    }
    toast(DESTINATION_UPDATED_TOAST);
    setEditing(false);
  };

  return (
    <article className="tp-container tp-detail" aria-labelledby="tp-destination-title">
      {backLink}
      <div className="tp-detail__layout">
        <div className="tp-detail__main">
          <Gallery images={images} name={destination.name} />
          <header className="tp-detail__head">
            <div className="tp-detail__title-row">
              <h1 id="tp-destination-title" className="tp-detail__title">
                {destination.name}
              </h1>
              {canEdit && !editing && (
                <button
                  type="button"
                  className="tp-button tp-button--ghost tp-button--small"
                  onClick={() => {
                    setServerError(null);
                    setEditing(true);
                  }}
                >
                  <Icon name="pencil" size={16} />
                  Edit
                </button>
              )}
            </div>
            <div className="tp-detail__meta">
              <Rating rating={destination.rating} reviewCount={destination.reviewCount} size="lg" />
              {destination.category && <span className="tp-badge">{destination.category.name}</span>}
              {destination.isVerified && (
                <span className="tp-badge tp-badge--green">
                  <Icon name="shield-check" size={14} />
                  Verified
                </span>
              )}
            </div>
          </header>
          {editing ? (
            <DestinationEditor
              destination={destination}
              isSaving={isSaving}
              serverError={serverError}
              onSave={save}
              onCancel={() => {
                setServerError(null);
                setEditing(false);
              }}
            />
          ) : (
            destination.description && <p className="tp-detail__description">{destination.description}</p>
          )}
          {point && (
            <section className="tp-panel" aria-labelledby="tp-destination-map">
              <h2 id="tp-destination-map" className="tp-panel__title">
                <Icon name="navigation" size={20} />
                Location
              </h2>
              <MapEmbed point={point} name={destination.name} />
            </section>
          )}
        </div>
        <aside className="tp-detail__aside" aria-label="Visitor information">
          <section className="tp-panel" aria-labelledby="tp-destination-info">
            <h2 id="tp-destination-info" className="tp-panel__title">
              <Icon name="map-pin" size={20} />
              Visitor information
            </h2>
            <dl className="tp-facts">
              <div>
                <dt>Address</dt>
                <dd>{destination.address ?? 'No address listed'}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  {destination.phone ? (
                    <a href={`tel:${destination.phone.replace(/[^\d+]/g, '')}`}>{destination.phone}</a>
                  ) : (
                    'No phone listed'
                  )}
                </dd>
              </div>
              <div>
                <dt>Website</dt>
                <dd>
                  {destination.website ? (
                    <a href={destination.website} target="_blank" rel="noopener noreferrer">
                      {destination.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                      <span className="tp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    'No website listed'
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <CouponsCard coupons={coupons.data} isLoading={coupons.isLoading} />
        </aside>
      </div>
    </article>
  );
}
