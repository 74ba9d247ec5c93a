import { placeListFilter, type PlaceListInput } from '../../catalog/domain/place.js';
import type { ServiceCategoryType } from '../../../shared/domain/category-type.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { serviceCategoryFilter } from '../domain/service-category-filter.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

/** `category`: a quick-link key (gas, auto, emergency, bicycle, camping), a category id, type or name slug. */
export type ListServicesInput = PlaceListInput & PageRequest & { readonly type?: ServiceCategoryType };

/** GET /api/services: one page of services matching the filters, and the total. Public. */
export class ListServicesQuery {
  constructor(private readonly services: ServiceRepository) {}

  async execute(input: ListServicesInput): Promise<Page<ServiceView>> {
    const filter = placeListFilter(input, serviceCategoryFilter);
    return filter ? this.services.list(filter, { limit: input.limit, offset: input.offset }) : { items: [], total: 0 };
  }
}
