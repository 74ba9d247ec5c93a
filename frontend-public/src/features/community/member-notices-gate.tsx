import type { ReactNode } from 'react';
import { generatedApi } from '@tara/api-client';

/**
 * A member's notices (components/member-notices.tsx) only when there are some: the notices' list comes with the store's
 * code (app/store-parts.ts), and the notices' code and words (the community's part of the catalog and the API's error
 * messages, about 12 KB gzip) load only when it has a notice to show (issue 34.2). The notices read the same cache
 * entry: it is not asked for again.
 */
export function MemberNoticesGate({ children }: { children: ReactNode }) {
  const { data } = generatedApi.endpoints.moderationNotices.useQuery();
  return data && data.length > 0 ? children : null;
}
