import { api } from '../../shared/api/api';
import type { MapTiles } from './map-places';

/** GET /api/map/config: the tile source configured for this deployment (docs/map.md), or `tiles: null`. */
export interface MapConfig {
  tiles: MapTiles | null;
}

/** Asked when a map opens (this file is in the map's chunk); kept for the session. */
export const mapTilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapConfig: build.query<MapConfig, void>({ query: () => ({ url: '/api/map/config' }) }),
  }),
});

/** The tiles, or null while asking, on an error or when none are configured: the markers then show on a plain background. */
export function useMapTiles(): MapTiles | null {
  const { data } = mapTilesApi.useGetMapConfigQuery();
  return data?.tiles ?? null;
}
