/** What a category groups (product spec 3): places to visit, services for motorists, cyclists, campers, food. */
export enum CategoryType {
  Destination = 'destination',
  Motorist = 'motorist',
  Bicycle = 'bicycle',
  Camping = 'camping',
  Food = 'food',
}

export const CATEGORY_TYPES: readonly CategoryType[] = Object.values(CategoryType);

/** The types a destination's category may have (places to visit and food). */
export const DESTINATION_CATEGORY_TYPES = [CategoryType.Destination, CategoryType.Food] as const;

/** The types a service's category may have: every other one (product spec 5), the Service Directory's three tabs. */
export const SERVICE_CATEGORY_TYPES = [CategoryType.Motorist, CategoryType.Bicycle, CategoryType.Camping] as const;
export type ServiceCategoryType = (typeof SERVICE_CATEGORY_TYPES)[number];

export function isCategoryType(value: unknown): value is CategoryType {
  return typeof value === 'string' && (CATEGORY_TYPES as readonly string[]).includes(value);
}
