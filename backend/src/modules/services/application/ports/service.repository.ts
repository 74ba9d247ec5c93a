import type { PlaceListFilter } from '../../../catalog/domain/place.js';
import type { CategorySummary } from '../../../catalog/domain/category-summary.js';
import type { PlaceOpenState } from '../../../catalog/domain/opening-hours.js';
import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Service } from '../../domain/service.js';

/** Which services a list keeps (the shared place filter). */
export type ServiceListFilter = PlaceListFilter;

/** A service as lists and details show it: with its category. */
export interface ServiceView {
  readonly service: Service;
  readonly category: CategorySummary | null;
  /** Whether a partner coupon of the service can be claimed now (active, unexpired, not sold out): 'Coupon Available'. */
  readonly hasActiveCoupon: boolean;
  /** km from the list's `near` point, one decimal; only in a list asked with `near` (docs/near-me.md). */
  readonly distanceKm?: number;
  /** Open now, when it closes or opens, by its opening hours (docs/opening-hours.md); null without hours. */
  readonly openState: PlaceOpenState | null;
}

/** Port: where services are kept. Bound in ServicesModule to TypeOrmServiceRepository. */
export abstract class ServiceRepository {
  /** One page, ordered: emergency first, then verified, then by rating (unrated last), then by name; and the total. */
  abstract list(filter: ServiceListFilter, page: PageRequest): Promise<Page<ServiceView>>;

  abstract findById(id: string): Promise<ServiceView | null>;

  /** By slug, ignoring case. */
  abstract findBySlug(slug: string): Promise<ServiceView | null>;

  /** The service, locked until the unit of work ends (for an update). */
  abstract lockById(id: string): Promise<Service | null>;

  /** The slugs in use that are `base` or start with `base-` (to pick base-2, base-3 ...). */
  abstract slugsStartingWith(base: string): Promise<string[]>;

  /** Whether a service other than `exceptId` has this slug (ignoring case). */
  abstract isSlugTaken(slug: string, exceptId?: string): Promise<boolean>;

  /** Adds the service unless its slug is taken (then nothing is written and the answer is false). */
  abstract addIfSlugFree(service: Service): Promise<boolean>;

  /** Writes every field of an existing service; a slug taken meanwhile fails with SERVICE_SLUG_TAKEN. */
  abstract save(service: Service): Promise<void>;
}
