import { serviceCategoryFilter } from '../../catalog/domain/category-filter.js';
import type { Page, PageRequest } from '../../catalog/domain/page.js';
import { searchTerms } from '../../catalog/domain/search-terms.js';
import { isUuid } from '../../catalog/domain/uuid.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

/** The tabs of the Service Directory. */
export const SERVICE_TYPES = ['motorist', 'bicycle', 'camping'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface ListServicesInput extends PageRequest {
  readonly categoryId?: string;
  readonly type?: ServiceType;
  /** A quick-link key (gas, auto, emergency, bicycle, camping), a category id, type or name slug. */
  readonly category?: string;
  readonly search?: string;
}

/** GET /api/services: one page of services matching the filters, and the total. Public. */
export class ListServicesQuery {
  constructor(private readonly services: ServiceRepository) {}

  async execute(input: ListServicesInput): Promise<Page<ServiceView>> {
    if (input.categoryId !== undefined && !isUuid(input.categoryId)) return { items: [], total: 0 };
    const category = input.category?.trim() ? serviceCategoryFilter(input.category) : undefined;
    return this.services.list(
      { categoryId: input.categoryId?.toLowerCase(), type: input.type, category, terms: searchTerms(input.search) },
      { limit: input.limit, offset: input.offset },
    );
  }
}
