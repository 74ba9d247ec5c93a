import type { SetURLSearchParams } from 'react-router';
import { readNearUrlState, withNear, withOpenNow, withView } from '../../../shared/lists/near-url-state';
import { NearMe } from './near-me';
import { OpenNowToggle, ViewSwitch } from './list-tools';
import './list-tools.css';

/**
 * The tools above a place list (issue 33): 'Near me' (?near=, ?town=), 'Open now' (?open=now) and List / Map
 * (?view=map), all in the URL so that links and the Back button keep them; the list and its map share them.
 */
export function PlaceListTools({
  params,
  setParams,
  preloadMap,
  geolocation,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  preloadMap?: () => void;
  /** The browser's geolocation by default (tests give their own). */
  geolocation?: Geolocation | null;
}) {
  const state = readNearUrlState(params);
  return (
    <div className="tp-list-tools">
      <NearMe
        origin={state.near ? { point: state.near, town: state.town } : null}
        onChange={(origin) => setParams((current) => withNear(current, origin?.point ?? null, origin?.town ?? null))}
        geolocation={geolocation}
      />
      <OpenNowToggle
        pressed={state.openNow}
        onChange={(openNow) => setParams((current) => withOpenNow(current, openNow))}
      />
      <ViewSwitch
        view={state.view}
        onChange={(view) => setParams((current) => withView(current, view))}
        preloadMap={preloadMap}
      />
    </div>
  );
}
