import type { PlaceListFilter } from '../../../catalog/domain/place.js';
import type { CategorySummary } from '../../../catalog/domain/category-summary.js';
import type { PlaceOpenState } from '../../../catalog/domain/opening-hours.js';
import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Destination } from '../../domain/destination.js';

/** Which destinations a list keeps (the shared place filter). */
export type DestinationListFilter = PlaceListFilter;

/** A destination as lists and details show it: with its category. */
export interface DestinationView {
  readonly destination: Destination;
  readonly category: CategorySummary | null;
  /** Whether a partner coupon of the destination can be claimed now (active, unexpired, not sold out): 'Coupon Available'. */
  readonly hasActiveCoupon: boolean;
  /** km from the list's `near` point, one decimal; only in a list asked with `near` (docs/near-me.md). */
  readonly distanceKm?: number;
  /** Open now, when it closes or opens, by its opening hours (docs/opening-hours.md); null without hours. */
  readonly openState: PlaceOpenState | null;
}

/** Port: where destinations are kept. Bound in DestinationsModule to TypeOrmDestinationRepository. */
export abstract class DestinationRepository {
  /** One page, ordered: verified first, then by rating (unrated last), then by name; and the total. */
  abstract list(filter: DestinationListFilter, page: PageRequest): Promise<Page<DestinationView>>;

  abstract findById(id: string): Promise<DestinationView | null>;

  /** The destination, locked until the unit of work ends (for an update). */
  abstract lockById(id: string): Promise<Destination | null>;

  abstract add(destination: Destination): Promise<void>;

  /** Writes every field of an existing destination. */
  abstract save(destination: Destination): Promise<void>;
}
