import { CategoryType } from '../../../shared/domain/category-type.js';
import { placeCategoryFilter, type CategoryFilter } from '../../catalog/domain/category-filter.js';

/** The quick-link keys of GET /api/services?category= (product spec, home: Fuel, Auto, Cycling, Camping). */
export const SERVICE_QUICK_LINKS: Readonly<Record<string, CategoryFilter>> = {
  gas: { kind: 'named', type: CategoryType.Motorist, names: ['gas stations'], icons: ['fuel'] },
  auto: { kind: 'named', type: CategoryType.Motorist, names: ['auto repair'], icons: ['wrench'] },
  emergency: { kind: 'emergency' },
  bicycle: { kind: 'type', type: CategoryType.Bicycle },
  camping: { kind: 'type', type: CategoryType.Camping },
};

/** Reads a `category` key of GET /api/services: a quick-link key first, then like placeCategoryFilter. */
export function serviceCategoryFilter(key: string): CategoryFilter {
  const quick = key.trim().toLowerCase();
  return Object.hasOwn(SERVICE_QUICK_LINKS, quick) ? SERVICE_QUICK_LINKS[quick] : placeCategoryFilter(key);
}
