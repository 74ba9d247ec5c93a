import { PlaceMap, type PlaceMapProps } from './place-map';
import type { MapPlace } from './map-places';
import { useMapTiles } from './map-tiles.api';

/** The map with this deployment's tiles (GET /api/map/config); markers on a plain background until then or without. */
export function TiledPlaceMap<T extends MapPlace>(props: Omit<PlaceMapProps<T>, 'tiles'>) {
  return <PlaceMap {...props} tiles={useMapTiles()} />;
}
