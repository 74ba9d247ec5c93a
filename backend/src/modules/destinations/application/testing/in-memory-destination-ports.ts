import { compareBy, matchesCategoryFilter, matchesTerms } from '../../../catalog/application/testing/catalog-fakes.js';
import type { CategorySummary } from '../../../catalog/domain/category-summary.js';
import type { Page, PageRequest } from '../../../catalog/domain/page.js';
import type { Destination } from '../../domain/destination.js';
import { DestinationCategoryReader } from '../ports/destination-category.reader.js';
import { DestinationRepository, type DestinationListFilter, type DestinationView } from '../ports/destination.repository.js';

/** In-memory categories for the destination use cases. */
export class InMemoryDestinationCategories extends DestinationCategoryReader {
  constructor(readonly categories: CategorySummary[] = []) {
    super();
  }

  override async findById(id: string): Promise<CategorySummary | null> {
    return this.categories.find((category) => category.id === id) ?? null;
  }
}

/** In-memory fake of DestinationRepository keeping the port's contract (filters, order, paging, total). */
export class InMemoryDestinationRepository extends DestinationRepository {
  readonly rows = new Map<string, Destination>();

  constructor(private readonly categories: InMemoryDestinationCategories) {
    super();
  }

  snapshot(): () => void {
    const saved = new Map(this.rows);
    return () => {
      this.rows.clear();
      for (const [id, row] of saved) this.rows.set(id, row);
    };
  }

  private view(destination: Destination): DestinationView {
    const category = this.categories.categories.find((c) => c.id === destination.categoryId) ?? null;
    return { destination, category };
  }

  override async list(filter: DestinationListFilter, page: PageRequest): Promise<Page<DestinationView>> {
    const matching = [...this.rows.values()]
      .map((destination) => this.view(destination))
      .filter(({ destination }) => filter.categoryId === undefined || destination.categoryId === filter.categoryId)
      .filter(({ category }) => filter.category === undefined || matchesCategoryFilter(filter.category, category))
      .filter(({ destination: d }) => matchesTerms(filter.terms, [d.name, d.description, d.address]))
      .sort(compareBy<DestinationView>((v) => v.destination.isVerified, (v) => v.destination.rating, (v) => v.destination.name, (v) => v.destination.id));
    return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
  }

  override async findById(id: string): Promise<DestinationView | null> {
    const found = this.rows.get(id);
    return found ? this.view(found) : null;
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
