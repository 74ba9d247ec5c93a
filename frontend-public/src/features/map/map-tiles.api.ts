import { mapApi, type MapTilesResponse } from '@tara/api-client/map';

/**
 * The tiles of this deployment (GET /api/map/config, docs/map.md; the endpoint comes with the map's chunk), asked when
 * a map opens and kept for the session; null while asking, on an error or when none are configured: the markers then
 * show on a plain background.
 */
export function useMapTiles(): MapTilesResponse | null {
  const { data } = mapApi.useMapConfigGetQuery();
  return data?.tiles ?? null;
}
