import {
  compareBy,
  InMemoryPlaceCategories,
  listPlaces,
  SnapshotRows,
} from '../../../catalog/application/testing/catalog-fakes.js';
import type { PlaceListFilter } from '../../../catalog/domain/place.js';
import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Destination } from '../../domain/destination.js';
import { DestinationRepository, type DestinationView } from '../ports/destination.repository.js';

/** In-memory categories for the destination use cases. */
export class InMemoryDestinationCategories extends InMemoryPlaceCategories {}

/** In-memory fake of DestinationRepository keeping the port's contract (filters, order, paging, total). */
export class InMemoryDestinationRepository extends DestinationRepository {
  readonly rows = new SnapshotRows<Destination>();
  /** The ids of destinations with a claimable coupon (the SQL adapter reads the coupons table). */
  readonly withCoupons = new Set<string>();

  constructor(private readonly categories: InMemoryDestinationCategories) {
    super();
  }

  snapshot(): () => void {
    return this.rows.snapshot();
  }

  override async list(filter: PlaceListFilter, page: PageRequest): Promise<Page<DestinationView>> {
    return listPlaces(
      this.rows.values(),
      this.categories,
      filter,
      page,
      (destination, category): DestinationView => ({
        destination,
        category,
        hasActiveCoupon: this.withCoupons.has(destination.id),
        openState: null,
      }),
      compareBy<DestinationView>(
        (v) => v.destination.isVerified,
        (v) => v.destination.rating,
        (v) => v.destination.name,
        (v) => v.destination.id,
      ),
    );
  }

  override async findById(id: string): Promise<DestinationView | null> {
    const found = this.rows.get(id);
    return found
      ? {
          destination: found,
          category: this.categories.of(found.categoryId),
          hasActiveCoupon: this.withCoupons.has(id),
          openState: null,
        }
      : null;
  }

  override async lockById(id: string): Promise<Destination | null> {
    return this.rows.get(id) ?? null;
  }

  override async add(destination: Destination): Promise<void> {
    if (this.rows.has(destination.id)) throw new Error(`duplicate id ${destination.id}`);
    this.rows.set(destination.id, destination);
  }

  override async save(destination: Destination): Promise<void> {
    if (!this.rows.has(destination.id)) throw new Error(`no destination ${destination.id}`);
    this.rows.set(destination.id, destination);
  }
}
