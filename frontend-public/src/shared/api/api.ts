import { generatedApi, type ServiceResponse } from '@tara/api-client';

/**
 * The public app's cache behaviour over the generated endpoints of @tara/api-client (never edited by hand; URLs,
 * arguments and types all come from the OpenAPI document). Tags per record plus a LIST tag per resource: a list
 * provides both, an update invalidates the record's own tag. Caching follows spec section 9 (baseApi): never stale,
 * no refetch on focus, reconnect or remount, no retries. What the generator cannot express is injected beside its
 * feature: the infinite lists over X-Total-Count (destinations.api.ts, services.api.ts, community.api.ts) and the
 * current user as data when signed out (auth.api.ts).
 *
 * enhanceEndpoints changes the one API object in place: import the hooks from here, so that the tags are set.
 */

/** Tag of the list of a resource, invalidated by creates and deletes (per-id tags cover updates). */
export const LIST = 'LIST' as const;

const TAG_TYPES = ['Category', 'Destination', 'Service', 'Post', 'CurrentUser'] as const;
type TagType = (typeof TAG_TYPES)[number];

function listTags(type: TagType, items: ReadonlyArray<{ id: string }> | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: LIST }];
}

const tagged = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    categoriesList: { providesTags: (result) => listTags('Category', result) },

    // The home's three destinations; the Destinations page's infinite list is in destinations.api.ts.
    destinationsList: { providesTags: (result) => listTags('Destination', result) },
    destinationsGet: { providesTags: (_result, _error, { id }) => [{ type: 'Destination', id }] },
    // The detail page and every list that shows the destination refetch.
    destinationsUpdate: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Destination', id }]),
    },

    servicesGet: { providesTags: (result, _error, { id }) => [{ type: 'Service', id: result?.id ?? id }] },
    servicesGetBySlug: {
      providesTags: (result, _error, { slug }) => [{ type: 'Service', id: result?.id ?? `slug:${slug}` }],
    },
    // Lists refresh; the detail is updated in place (below).
    servicesUpdate: { invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Service', id: LIST }]) },

    // The home's Community Updates; the feed's infinite list is in community.api.ts.
    postsList: { providesTags: (result) => listTags('Post', result) },
  },
});

/** A second step because it looks the cache up by the tags of the first. */
export const api = tagged.enhanceEndpoints({
  endpoints: {
    servicesUpdate: {
      // Every cached copy of the service (by id, by its old and new slug) shows the saved data at once, without a
      // request: refetching the page's query would ask for the old slug, which no longer exists (404).
      async onQueryStarted({ id }, { dispatch, queryFulfilled, ...lifecycle }) {
        let updated: ServiceResponse;
        try {
          updated = (await queryFulfilled).data;
        } catch {
          return;
        }
        const { util } = tagged;
        for (const { endpointName, originalArgs } of util.selectInvalidatedBy(lifecycle.getState(), [
          { type: 'Service', id },
        ])) {
          if (endpointName === 'servicesGetBySlug') {
            dispatch(util.updateQueryData('servicesGetBySlug', originalArgs as { slug: string }, () => updated));
          }
        }
        void dispatch(util.upsertQueryData('servicesGet', { id }, updated));
        void dispatch(util.upsertQueryData('servicesGetBySlug', { slug: updated.slug }, updated));
      },
    },
  },
});

/**
 * A path parameter taken from the page's URL (the router has decoded it), as the generated endpoints need it: they
 * put path parameters into the URL as they are (codegen's encodePathParams is off), so 'a?b' must arrive encoded.
 */
export function pathParam(value: string): string {
  return encodeURIComponent(value);
}

export const {
  useCategoriesListQuery,
  useDestinationsListQuery,
  useDestinationsGetQuery,
  useDestinationsUpdateMutation,
  useServicesGetQuery,
  useServicesGetBySlugQuery,
  useServicesUpdateMutation,
  usePostsListQuery,
  // Sign-in, sign-up and set-password end with a full navigation (a fresh app and store): no cache to touch.
  useAuthSignInMutation,
  useAuthSignUpMutation,
  useAuthChoosePasswordMutation,
} = api;
