import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { PublicApp } from '../app/public-app';

/**
 * Test helpers of the catalog pages: the whole public app in a memory router, with the current location
 * readable (for the URL state: ?q=, ?category=, ?tab=).
 */
export function renderCatalogApp(path: string, { history = [] }: { history?: string[] } = {}) {
  const current: { location: Location | null } = { location: null };
  function LocationSpy() {
    current.location = useLocation();
    return null;
  }
  const utils = render(
    <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
      <PublicApp basename="/" />
      <LocationSpy />
    </MemoryRouter>,
  );
  return {
    ...utils,
    location: () => current.location as Location,
    search: () => new URLSearchParams(current.location?.search ?? ''),
  };
}

/** A JSON list answer with X-Total-Count. */
export function listResponse(items: unknown[], total = items.length, { capped = false } = {}): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'X-Total-Count': String(total),
      ...(capped ? { 'X-Total-Count-Capped': 'true' } : {}),
    },
  });
}
