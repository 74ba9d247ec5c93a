import { api, LIST } from '../../shared/api/api';

export type CategoryType = 'destination' | 'motorist' | 'bicycle' | 'camping' | 'food';

/** GET /api/categories item. */
export interface Category {
  id: string;
  name: string;
  type: CategoryType;
  /** Icon key such as 'church', 'utensils', 'fuel' (see shared/ui/icon.tsx); null when none. */
  icon: string | null;
  /** '#rrggbb' or null. */
  color: string | null;
}

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Category' as const, id })),
        { type: 'Category' as const, id: LIST },
      ],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
