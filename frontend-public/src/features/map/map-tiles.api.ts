import type { MapTilesResponse } from '@tara/api-client';
import { api } from '../../shared/api/api';

/**
 * The tiles of this deployment (GET /api/map/config, docs/map.md), asked when a map opens (this file is in the map's
 * chunk) and kept for the session; null while asking, on an error or when none are configured: the markers then show
 * on a plain background.
 */
export function useMapTiles(): MapTilesResponse | null {
  const { data } = api.endpoints.mapConfigGet.useQuery();
  return data?.tiles ?? null;
}
