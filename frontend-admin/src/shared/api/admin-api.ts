import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query/react';
import {
  totalCappedOf,
  totalCountOf,
  type DestinationResponse,
  type ServiceResponse,
  type UserResponse,
} from '@tara/api-client';
// The admin's endpoints are a part of the client of their own, which the public app never loads (its budgets).
import {
  generatedAdminApi,
  type AuditEntryResponse,
  type QueueItemResponse,
  type ReportResponse,
} from '@tara/api-client/admin';

/**
 * The admin app's cache behaviour over the generated endpoints of @tara/api-client (never edited by hand): tags per
 * record plus a LIST tag per resource, creates invalidate the LIST, updates the record's own tag, and the paginated
 * lists read their total from X-Total-Count. Everything else (URLs, bodies, types) is generated.
 */

/** One page of a server-side paginated list: the rows and the total from X-Total-Count. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  /** X-Total-Count-Capped: the server stopped counting (the public lists, past 1,000): totalCount is a lower bound. */
  totalCapped?: boolean;
}

/** Tag of the list of a resource (a create adds a row to it). */
export const LIST = 'LIST' as const;

const TAG_TYPES = [
  'User',
  'UserFigures',
  'Category',
  'Destination',
  'Service',
  'Report',
  'ReportCounts',
  'PostFigures',
  'Audit',
] as const;
type TagType = (typeof TAG_TYPES)[number];

function pageOf<T>(items: T[], meta: unknown): Page<T> {
  const response = (meta as { response?: Response } | undefined)?.response;
  return { items, totalCount: totalCountOf(response, items.length), totalCapped: totalCappedOf(response) };
}

function listTags<T extends { id: string }>(type: TagType, items: readonly T[] | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: LIST }];
}

/** What POST /api/reports/{id}/actions does (the moderation module's actions, ReportAction in the OpenAPI document). */
export type { ReportAction } from '@tara/api-client/admin';

type Definitions = DefinitionsFromApi<typeof generatedAdminApi>;
type PagedLists = {
  usersList: OverrideResultType<Definitions['usersList'], Page<UserResponse>>;
  destinationsList: OverrideResultType<Definitions['destinationsList'], Page<DestinationResponse>>;
  servicesList: OverrideResultType<Definitions['servicesList'], Page<ServiceResponse>>;
  moderationQueue: OverrideResultType<Definitions['moderationQueue'], Page<QueueItemResponse>>;
  moderationList: OverrideResultType<Definitions['moderationList'], Page<ReportResponse>>;
  moderationAudit: OverrideResultType<Definitions['moderationAudit'], Page<AuditEntryResponse>>;
};

/**
 * What a moderation action changes: the queue and the resolved list, the pending count (tab and stat card), the
 * member's status (Users tab, user figures), the post count (a removal) and the audit log.
 */
const AFTER_REPORT_ACTION = [
  { type: 'Report', id: LIST },
  'ReportCounts',
  'UserFigures',
  { type: 'User', id: LIST },
  'PostFigures',
  'Audit',
] as const;

export const adminApi = generatedAdminApi.enhanceEndpoints<TagType, PagedLists>({
  addTagTypes: TAG_TYPES,
  endpoints: {
    usersList: {
      transformResponse: (items: UserResponse[], meta) => pageOf(items, meta),
      providesTags: (result) => listTags('User', result?.items),
    },
    usersCreate: { invalidatesTags: [{ type: 'User', id: LIST }, 'UserFigures', 'Audit'] },
    usersUpdateRole: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, 'Audit'] },
    adminUsersModerate: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, 'UserFigures', 'Audit'],
    },
    adminUsersFigures: { providesTags: ['UserFigures'] },

    // One list of categories feeds the Categories card and the destination and service dialogs' selects.
    categoriesList: { providesTags: (result) => listTags('Category', result) },
    categoriesCreate: { invalidatesTags: [{ type: 'Category', id: LIST }] },
    // Destinations and services show their category's name.
    categoriesUpdate: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Category', id },
        { type: 'Destination', id: LIST },
        { type: 'Service', id: LIST },
      ],
    },

    destinationsList: {
      transformResponse: (items: DestinationResponse[], meta) => pageOf(items, meta),
      providesTags: (result) => listTags('Destination', result?.items),
    },
    destinationsCreate: { invalidatesTags: [{ type: 'Destination', id: LIST }] },
    destinationsUpdate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Destination', id }] },

    servicesList: {
      transformResponse: (items: ServiceResponse[], meta) => pageOf(items, meta),
      providesTags: (result) => listTags('Service', result?.items),
    },
    servicesCreate: { invalidatesTags: [{ type: 'Service', id: LIST }] },
    servicesUpdate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }] },

    // Moderation: the review queue (items folded per post), the resolved list, the counts and the audit log.
    moderationQueue: {
      transformResponse: (items: QueueItemResponse[], meta) => pageOf(items, meta),
      providesTags: (result) => [
        ...(result?.items ?? []).map(({ reportId }) => ({ type: 'Report' as const, id: reportId })),
        { type: 'Report', id: LIST },
      ],
    },
    moderationList: {
      transformResponse: (items: ReportResponse[], meta) => pageOf(items, meta),
      providesTags: (result) => listTags('Report', result?.items),
    },
    moderationCounts: { providesTags: ['ReportCounts'] },
    postsFigures: { providesTags: ['PostFigures'] },
    // A refusal (someone else acted first, the report is gone) still reloads the queue to show what is true now.
    moderationAct: {
      invalidatesTags: (result) => (result ? [...AFTER_REPORT_ACTION] : [{ type: 'Report', id: LIST }, 'ReportCounts']),
    },
    moderationUpdate: {
      invalidatesTags: (result) => (result ? [...AFTER_REPORT_ACTION] : [{ type: 'Report', id: LIST }, 'ReportCounts']),
    },
    moderationAudit: {
      transformResponse: (items: AuditEntryResponse[], meta) => pageOf(items, meta),
      providesTags: ['Audit'],
    },
  },
});

export const {
  useAuthCurrentUserQuery,
  useAdminUsersFiguresQuery,
  useUsersListQuery,
  useUsersCreateMutation,
  useUsersUpdateRoleMutation,
  useAdminUsersModerateMutation,
  useCategoriesListQuery,
  useCategoriesCreateMutation,
  useCategoriesUpdateMutation,
  useDestinationsListQuery,
  useDestinationsCreateMutation,
  useDestinationsUpdateMutation,
  useServicesListQuery,
  useServicesCreateMutation,
  useServicesUpdateMutation,
  useModerationQueueQuery,
  useModerationListQuery,
  useModerationCountsQuery,
  useModerationUpdateMutation,
  useModerationAuditQuery,
  usePostsFiguresQuery,
} = adminApi;

/** POST /api/reports/{id}/actions. */
export const useReportActionMutation = adminApi.useModerationActMutation;
