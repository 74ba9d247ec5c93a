import type { GeoPoint } from '../lib/coordinates';

/**
 * The parts of a place list's URL that 'Near me', 'Open now' and the map add (issue 33): ?near=lat,lng (the point the
 * list is sorted from, rounded to 3 decimals: about 100 m, so that the URL tells no more than that of where the visitor
 * is), ?town= (the town it is the centre of, when picked from the list of towns), ?open=now, ?sort=rating (best rated
 * first: the other order of the list, so it and ?near= exclude each other) and ?view=map.
 */
export interface NearUrlState {
  near: GeoPoint | null;
  town: string | null;
  openNow: boolean;
  sort: 'rating' | null;
  view: 'list' | 'map';
}

const NEAR = /^(-?\d{1,3}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** ?near=15.029,120.690 as a point; null when absent or not a valid point. */
export function parseNear(value: string | null): GeoPoint | null {
  const match = NEAR.exec(value?.trim() ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  // The ranges of shared/lib/coordinates.ts, written out: that module is not in the list's first download.
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** The ?near= value (and the API's near=): '15.029,120.69', 3 decimals at most. */
export function formatNear({ latitude, longitude }: GeoPoint): string {
  const round = (value: number) => Number(value.toFixed(3)).toString();
  return `${round(latitude)},${round(longitude)}`;
}

export function readNearUrlState(params: URLSearchParams): NearUrlState {
  const near = parseNear(params.get('near'));
  return {
    near,
    town: near ? params.get('town')?.trim() || null : null,
    openNow: params.get('open') === 'now',
    sort: !near && params.get('sort') === 'rating' ? 'rating' : null,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

function edit(params: URLSearchParams, change: (next: URLSearchParams) => void): URLSearchParams {
  const next = new URLSearchParams(params);
  change(next);
  return next;
}

/** Sorted from `near` (a town's centre when `town` is given), or by the list's own order again (null). */
export function withNear(params: URLSearchParams, near: GeoPoint | null, town: string | null = null): URLSearchParams {
  return edit(params, (next) => {
    if (near) next.set('near', formatNear(near));
    else next.delete('near');
    if (near && town) next.set('town', town);
    else next.delete('town');
    if (near) next.delete('sort');
  });
}

/** Best rated first (the distance order ends), or the list's own order again. */
export function withSort(params: URLSearchParams, sort: 'rating' | null): URLSearchParams {
  return edit(params, (next) => {
    if (sort) {
      next.set('sort', sort);
      next.delete('near');
      next.delete('town');
    } else next.delete('sort');
  });
}

/** The API's arguments for these parts of the URL: near, openNow and sort, each only when set. */
export function nearListArgs(state: NearUrlState): { near?: string; openNow?: boolean; sort?: 'rating' } {
  return {
    ...(state.near ? { near: formatNear(state.near) } : {}),
    ...(state.openNow ? { openNow: true } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

export function withOpenNow(params: URLSearchParams, openNow: boolean): URLSearchParams {
  return edit(params, (next) => (openNow ? next.set('open', 'now') : next.delete('open')));
}

export function withView(params: URLSearchParams, view: 'list' | 'map'): URLSearchParams {
  return edit(params, (next) => (view === 'map' ? next.set('view', 'map') : next.delete('view')));
}
