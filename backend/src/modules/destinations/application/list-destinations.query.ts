import { placeCategoryFilter } from '../../catalog/domain/category-filter.js';
import { placeListFilter, type PlaceListInput } from '../../catalog/domain/place.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { DestinationRepository, type DestinationView } from './ports/destination.repository.js';

/** `category`: a category id, a category type ('food', 'destination') or a category name slug ('historic-churches'). */
export type ListDestinationsInput = Omit<PlaceListInput, 'type'> & PageRequest;

/** GET /api/destinations: one page of destinations matching the filters, and the total. Public. */
export class ListDestinationsQuery {
  constructor(private readonly destinations: DestinationRepository) {}

  async execute(input: ListDestinationsInput): Promise<Page<DestinationView>> {
    const filter = placeListFilter(input, placeCategoryFilter);
    return filter
      ? this.destinations.list(filter, { limit: input.limit, offset: input.offset })
      : { items: [], total: 0 };
  }
}
