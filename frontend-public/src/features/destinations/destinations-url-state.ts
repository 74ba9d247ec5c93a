import type { Translate } from '@tara/i18n';
import type { MessageId } from '../../i18n/i18n';
import type { CategoryResponse } from '@tara/api-client';
import type { DestinationListArgs } from './destinations.api';
import { nearListArgs, readNearUrlState, type NearUrlState } from '../../shared/lists/near-url-state';

/**
 * The /destinations filters live in the URL so that links (the home quick link /destinations?category=food)
 * and the Back button work: ?q= the search text, ?category= a category id or a category type ('food').
 */
export interface DestinationsUrlState {
  /** Search text as typed (trimmed for the request). */
  q: string;
  /** Category id or type, or null for 'All Categories'. */
  category: string | null;
  /** Near me, open now, the order and the view (shared/lists/near-url-state.ts). */
  near: NearUrlState;
}

export function readDestinationsUrlState(params: URLSearchParams): DestinationsUrlState {
  const category = params.get('category')?.trim() || null;
  return { q: params.get('q') ?? '', category, near: readNearUrlState(params) };
}

export function destinationListArgs(state: DestinationsUrlState): DestinationListArgs {
  const search = state.q.trim();
  return {
    ...(search ? { search } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...nearListArgs(state.near),
  };
}

/** A new URLSearchParams with the category set (or removed for 'All Categories'); the rest is kept. */
export function withCategory(params: URLSearchParams, category: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category) next.set('category', category);
  else next.delete('category');
  return next;
}

export interface CategoryChip {
  /** The ?category= value, null for the 'All' chip. */
  value: string | null;
  label: string;
  icon: string | null;
  color: string | null;
}

const TYPE_LABELS: Record<string, MessageId> = {
  destination: 'destinations.chip.destination',
  food: 'categoryType.food',
  motorist: 'categoryType.motorist',
  bicycle: 'categoryType.bicycle',
  camping: 'categoryType.camping',
};
const TYPE_ICONS: Record<string, string> = { food: 'utensils', destination: 'map-pin' };

/**
 * 'All Categories' and the categories of type destination (spec section 2). When the URL selects something
 * else (the home quick link ?category=food, or a food category's id), that gets a chip of its own, selected,
 * so that the visitor sees what filters the list and can clear it.
 */
export function destinationChips(
  categories: readonly CategoryResponse[],
  selected: string | null,
  t: Translate<MessageId>,
): CategoryChip[] {
  const chips: CategoryChip[] = [{ value: null, label: t('destinations.chip.all'), icon: null, color: null }];
  for (const category of categories) {
    if (category.type === 'destination') {
      chips.push({ value: category.id, label: category.name, icon: category.icon, color: category.color });
    }
  }
  if (selected && !chips.some((chip) => chip.value === selected)) {
    const category = categories.find((candidate) => candidate.id === selected);
    const typeId = TYPE_LABELS[selected.toLowerCase()];
    const typeLabel = typeId ? t(typeId) : undefined;
    chips.push({
      value: selected,
      label: category?.name ?? typeLabel ?? selected,
      icon: category?.icon ?? TYPE_ICONS[selected.toLowerCase()] ?? null,
      color: category?.color ?? null,
    });
  }
  return chips;
}
