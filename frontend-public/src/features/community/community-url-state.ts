import type { MessageId } from '../../i18n/i18n';
import type { PostTopic } from './community.api';

/** The tabs of /community (spec section 2) and the server topic each one asks for; Recent asks for all. */
export const COMMUNITY_TABS: ReadonlyArray<{ filter: PostTopic | null; label: MessageId }> = [
  { filter: null, label: 'community.tab.recent' },
  { filter: 'traffic', label: 'community.tab.traffic' },
  { filter: 'food', label: 'community.tab.food' },
  { filter: 'gas', label: 'community.tab.gas' },
];

/** ?filter=traffic|food|gas (the home's Traffic quick link is /community?filter=traffic); anything else is Recent. */
export function filterOf(params: URLSearchParams): PostTopic | null {
  const value = params.get('filter');
  return COMMUNITY_TABS.some((tab) => tab.filter !== null && tab.filter === value) ? (value as PostTopic) : null;
}

export function withFilter(params: URLSearchParams, filter: PostTopic | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter) next.set('filter', filter);
  else next.delete('filter');
  return next;
}

export { COMPOSE_HASH } from './compose-hash';
