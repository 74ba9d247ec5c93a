import { destinationCategoryFilter } from '../../catalog/domain/category-filter.js';
import type { Page, PageRequest } from '../../catalog/domain/page.js';
import { searchTerms } from '../../catalog/domain/search-terms.js';
import { isUuid } from '../../catalog/domain/uuid.js';
import { DestinationRepository, type DestinationView } from './ports/destination.repository.js';

export interface ListDestinationsInput extends PageRequest {
  readonly categoryId?: string;
  /** A category id, a category type ('food', 'destination') or a category name slug ('historic-churches'). */
  readonly category?: string;
  readonly search?: string;
}

/** GET /api/destinations: one page of destinations matching the filters, and the total. Public. */
export class ListDestinationsQuery {
  constructor(private readonly destinations: DestinationRepository) {}

  async execute(input: ListDestinationsInput): Promise<Page<DestinationView>> {
    if (input.categoryId !== undefined && !isUuid(input.categoryId)) return { items: [], total: 0 };
    const category = input.category?.trim() ? destinationCategoryFilter(input.category) : undefined;
    return this.destinations.list(
      { categoryId: input.categoryId?.toLowerCase(), category, terms: searchTerms(input.search) },
      { limit: input.limit, offset: input.offset },
    );
  }
}
