import {
  compareBy,
  InMemoryPlaceCategories,
  listPlaces,
  SnapshotRows,
} from '../../../catalog/application/testing/catalog-fakes.js';
import type { PlaceListFilter } from '../../../catalog/domain/place.js';
import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Service } from '../../domain/service.js';
import { ServiceRepository, type ServiceView } from '../ports/service.repository.js';

/** In-memory categories for the service use cases. */
export class InMemoryServiceCategories extends InMemoryPlaceCategories {}

/**
 * In-memory fake of ServiceRepository keeping the port's contract: unique slugs ignoring case (addIfSlugFree
 * answers false, save throws like the unique index), filters, order, paging, total. `beforeAdd` lets a test
 * slip in a competing write (another request taking the slug at the same moment).
 */
export class InMemoryServiceRepository extends ServiceRepository {
  readonly rows = new SnapshotRows<Service>();
  /** The ids of services with a claimable coupon (the SQL adapter reads the coupons table). */
  readonly withCoupons = new Set<string>();
  beforeAdd?: (service: Service) => void;

  constructor(private readonly categories: InMemoryServiceCategories) {
    super();
  }

  snapshot(): () => void {
    return this.rows.snapshot();
  }

  private view(service: Service): ServiceView {
    return {
      service,
      category: this.categories.categories.find((c) => c.id === service.categoryId) ?? null,
      hasActiveCoupon: this.withCoupons.has(service.id),
      openState: null,
    };
  }

  override async list(filter: PlaceListFilter, page: PageRequest): Promise<Page<ServiceView>> {
    return listPlaces(
      this.rows.values(),
      this.categories,
      filter,
      page,
      (service): ServiceView => this.view(service),
      compareBy<ServiceView>(
        (v) => v.service.isEmergency,
        (v) => v.service.isVerified,
        (v) => v.service.rating,
        (v) => v.service.name,
        (v) => v.service.id,
      ),
    );
  }

  override async findById(id: string): Promise<ServiceView | null> {
    const found = this.rows.get(id);
    return found ? this.view(found) : null;
  }

  override async findBySlug(slug: string): Promise<ServiceView | null> {
    const found = [...this.rows.values()].find((service) => service.slug.toLowerCase() === slug.toLowerCase());
    return found ? this.view(found) : null;
  }

  override async lockById(id: string): Promise<Service | null> {
    return this.rows.get(id) ?? null;
  }

  override async slugsStartingWith(base: string): Promise<string[]> {
    return [...this.rows.values()]
      .map((s) => s.slug.toLowerCase())
      .filter((slug) => slug === base || slug.startsWith(`${base}-`));
  }

  override async isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    return [...this.rows.values()].some((s) => s.id !== exceptId && s.slug.toLowerCase() === slug.toLowerCase());
  }

  override async addIfSlugFree(service: Service): Promise<boolean> {
    this.beforeAdd?.(service);
    if (await this.isSlugTaken(service.slug)) return false;
    this.rows.set(service.id, service);
    return true;
  }

  override async save(service: Service): Promise<void> {
    if (!this.rows.has(service.id)) throw new Error(`no service ${service.id}`);
    if (await this.isSlugTaken(service.slug, service.id)) throw new Error('unique index services_slug_lower_key');
    this.rows.set(service.id, service);
  }
}
