import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    mapConfigGet: build.query<MapConfigGetApiResponse, MapConfigGetApiArg>({
      query: () => ({ url: `/api/map/config` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as mapApi };
export type MapConfigGetApiResponse = /** status 200  */ MapConfigResponse;
export type MapConfigGetApiArg = void;
export type MapTilesResponse = {
  /** The provider's credit, shown on the map */
  attribution: string;
  /** The highest zoom the provider serves */
  maxZoom: number;
  /** Leaflet URL template ({s} subdomain, {z}/{x}/{y} tile, {r} "@2x" on high-density screens) */
  url: string;
};
export type MapConfigResponse = {
  /** The tiles under the markers; null where none are configured (the markers on a plain background) */
  tiles: MapTilesResponse | null;
};
export const { useMapConfigGetQuery, useLazyMapConfigGetQuery } = injectedRtkApi;
