import type { MessageId } from '../../i18n/i18n';
import type { CategoryResponse } from '@tara/api-client';
import type { ServiceListArgs, ServiceType } from './services.api';
import { nearListArgs, readNearUrlState, type NearUrlState } from '../../shared/lists/near-url-state';

/**
 * The /services filters live in the URL: ?tab= (motorist | bicycle | camping), ?category= (a category id or a
 * quick-link keyword: gas, auto, emergency, bicycle, camping) and ?q= (search). The home quick links
 * /services?category=gas|auto|bicycle|camping select the right tab and chip.
 */
export interface ServiceTab {
  type: ServiceType;
  label: MessageId;
  /** 'Motorist categories': the accessible name of the tab's chips. */
  chipsLabel: MessageId;
  icon: string;
}

export const SERVICE_TABS: readonly ServiceTab[] = [
  { type: 'motorist', label: 'services.tab.motorist', chipsLabel: 'services.chips.motorist', icon: 'fuel' },
  { type: 'bicycle', label: 'services.tab.bicycle', chipsLabel: 'services.chips.bicycle', icon: 'bike' },
  { type: 'camping', label: 'services.tab.camping', chipsLabel: 'services.chips.camping', icon: 'tent' },
];

export const DEFAULT_SERVICE_TAB: ServiceType = 'motorist';

/** Quick-link keywords that stand for one motorist category. */
const CATEGORY_KEYWORDS: Record<string, { type: ServiceType; icons: string[]; name: RegExp }> = {
  gas: { type: 'motorist', icons: ['fuel'], name: /\b(gas|fuel|petrol)\b/i },
  auto: { type: 'motorist', icons: ['wrench', 'car'], name: /\b(auto|repair|mechanic|vulcaniz)/i },
  emergency: { type: 'motorist', icons: ['siren'], name: /\b(emergency|rescue|towing)\b/i },
};

function isServiceType(value: string | null | undefined): value is ServiceType {
  return SERVICE_TABS.some((tab) => tab.type === value);
}

export interface ServicesUrlState {
  tab: ServiceType;
  /** What filters the list besides the tab: a category id or a keyword; null for 'All Services'. */
  category: string | null;
  q: string;
  /** Near me, open now, the order and the view (shared/lists/near-url-state.ts). */
  near: NearUrlState;
}

/**
 * Reads the URL. A category decides the tab: a keyword by its meaning, an id by the category's type
 * (once the categories are known); a type keyword (?category=bicycle) selects that tab with 'All Services'.
 */
export function readServicesUrlState(
  params: URLSearchParams,
  categories: readonly CategoryResponse[] = [],
): ServicesUrlState {
  const rawCategory = params.get('category')?.trim() || null;
  const rawTab = params.get('tab');
  const q = params.get('q') ?? '';
  const near = readNearUrlState(params);
  const fallbackTab = isServiceType(rawTab) ? rawTab : DEFAULT_SERVICE_TAB;
  if (!rawCategory) return { tab: fallbackTab, category: null, q, near };

  const key = rawCategory.toLowerCase();
  if (isServiceType(key)) return { tab: key, category: null, q, near };
  const keyword = CATEGORY_KEYWORDS[key];
  if (keyword) return { tab: keyword.type, category: key, q, near };
  const category = categories.find((candidate) => candidate.id === rawCategory);
  return {
    tab: category && isServiceType(category.type) ? category.type : fallbackTab,
    category: rawCategory,
    q,
    near,
  };
}

export function serviceListArgs(state: ServicesUrlState): ServiceListArgs {
  const search = state.q.trim();
  return {
    type: state.tab,
    ...(state.category ? { category: state.category } : {}),
    ...(search ? { search } : {}),
    ...nearListArgs(state.near),
  };
}

/** The category a chip stands for: the id itself, or the tab's category a keyword names. */
export function selectedCategoryId(state: ServicesUrlState, categories: readonly CategoryResponse[]): string | null {
  if (!state.category) return null;
  const keyword = CATEGORY_KEYWORDS[state.category.toLowerCase()];
  if (!keyword) return state.category;
  const ofType = categories.filter((category) => category.type === keyword.type);
  const match =
    ofType.find((category) => category.icon !== null && keyword.icons.includes(category.icon)) ??
    ofType.find((category) => keyword.name.test(category.name));
  return match?.id ?? null;
}

/** Switching tab: the tab's own chips start at 'All Services'; the search is kept. */
export function withTab(params: URLSearchParams, tab: ServiceType): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  next.delete('category');
  return next;
}

export function withServiceCategory(
  params: URLSearchParams,
  tab: ServiceType,
  categoryId: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  if (categoryId) next.set('category', categoryId);
  else next.delete('category');
  return next;
}

/** Categories of the tab's type, in the API's order. */
export function categoriesOfTab(categories: readonly CategoryResponse[], tab: ServiceType): CategoryResponse[] {
  return categories.filter((category) => category.type === tab);
}
