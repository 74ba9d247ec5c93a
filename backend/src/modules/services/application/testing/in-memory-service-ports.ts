import { compareBy, matchesCategoryFilter, matchesTerms } from '../../../catalog/application/testing/catalog-fakes.js';
import type { CategorySummary } from '../../../catalog/domain/category-summary.js';
import type { Page, PageRequest } from '../../../catalog/domain/page.js';
import type { Service } from '../../domain/service.js';
import { ServiceCategoryReader } from '../ports/service-category.reader.js';
import { ServiceRepository, type ServiceListFilter, type ServiceView } from '../ports/service.repository.js';

/** In-memory categories for the service use cases. */
export class InMemoryServiceCategories extends ServiceCategoryReader {
  constructor(readonly categories: CategorySummary[] = []) {
    super();
  }

  override async findById(id: string): Promise<CategorySummary | null> {
    return this.categories.find((category) => category.id === id) ?? null;
  }
}

/**
 * In-memory fake of ServiceRepository keeping the port's contract: unique slugs ignoring case (addIfSlugFree
 * answers false, save throws like the unique index), filters, order, paging, total. `beforeAdd` lets a test
 * slip in a competing write (another request taking the slug at the same moment).
 */
export class InMemoryServiceRepository extends ServiceRepository {
  readonly rows = new Map<string, Service>();
  beforeAdd?: (service: Service) => void;

  constructor(private readonly categories: InMemoryServiceCategories) {
    super();
  }

  snapshot(): () => void {
    const saved = new Map(this.rows);
    return () => {
      this.rows.clear();
      for (const [id, row] of saved) this.rows.set(id, row);
    };
  }

  private view(service: Service): ServiceView {
    return { service, category: this.categories.categories.find((c) => c.id === service.categoryId) ?? null };
  }

  override async list(filter: ServiceListFilter, page: PageRequest): Promise<Page<ServiceView>> {
    const matching = [...this.rows.values()]
      .map((service) => this.view(service))
      .filter(({ service }) => filter.categoryId === undefined || service.categoryId === filter.categoryId)
      .filter(({ category }) => filter.type === undefined || category?.type === filter.type)
      .filter(({ service, category }) => filter.category === undefined || matchesCategoryFilter(filter.category, category, service.isEmergency))
      .filter(({ service: s }) => matchesTerms(filter.terms, [s.name, s.description, s.address]))
      .sort(
        compareBy<ServiceView>(
          (v) => v.service.isEmergency,
          (v) => v.service.isVerified,
          (v) => v.service.rating,
          (v) => v.service.name,
          (v) => v.service.id,
        ),
      );
    return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
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
    return [...this.rows.values()].map((s) => s.slug.toLowerCase()).filter((slug) => slug === base || slug.startsWith(`${base}-`));
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
