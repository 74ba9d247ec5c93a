import { GetDestinationQuery } from '../modules/destinations/application/get-destination.query.js';
import { DestinationError, DestinationErrorCode } from '../modules/destinations/domain/destination.errors.js';
import { DestinationResponse } from '../modules/destinations/http/dto/destination.response.js';
import { ListReviewsQuery } from '../modules/reviews/application/list-reviews.query.js';
import { ReviewSort } from '../modules/reviews/application/ports/review.reader.js';
import { PlaceType } from '../modules/reviews/domain/review.js';
import { GetServiceBySlugQuery } from '../modules/services/application/get-service-by-slug.query.js';
import { ServiceError, ServiceErrorCode } from '../modules/services/domain/service.errors.js';
import { ServiceResponse } from '../modules/services/http/dto/service.response.js';
import type { PlacePageSources } from './place-pages.js';

/** Anything with a `get` of a class (the Nest application). */
interface Resolver {
  get<T>(type: abstract new (...args: never[]) => T): T;
}

/**
 * The reads of a place's page through the modules' own public queries (the same answers as the API: a destination,
 * a service by its slug, the reviews most helpful first); a place that does not exist is null, any other failure
 * rejects (the page goes without its data).
 */
export function placePageSources(app: Resolver): PlacePageSources {
  const destination = app.get(GetDestinationQuery);
  const serviceBySlug = app.get(GetServiceBySlugQuery);
  const reviews = app.get(ListReviewsQuery);
  return {
    destination: (id) =>
      destination.execute(id).then(
        (view) => DestinationResponse.from(view),
        (error: unknown) => notFoundAsNull(error, DestinationError, DestinationErrorCode.NotFound),
      ),
    serviceBySlug: (slug) =>
      serviceBySlug.execute(slug).then(
        (view) => ServiceResponse.from(view),
        (error: unknown) => notFoundAsNull(error, ServiceError, ServiceErrorCode.NotFound),
      ),
    reviews: async (kind, placeId, limit) => {
      const type = kind === 'destination' ? PlaceType.Destination : PlaceType.Service;
      const page = await reviews.execute({ type, id: placeId }, { sort: ReviewSort.Helpful }, { limit, offset: 0 });
      return page.items;
    },
  };
}

function notFoundAsNull<E extends { code: string }>(
  error: unknown,
  type: abstract new (...args: never[]) => E,
  code: string,
): null {
  if (error instanceof type && error.code === code) return null;
  throw error;
}
