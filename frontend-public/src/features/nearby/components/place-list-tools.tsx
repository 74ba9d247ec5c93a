import type { SetURLSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { readNearUrlState, withNear, withOpenNow, withSort, withView } from '../../../shared/lists/near-url-state';
import { useNearMe } from '../use-near-me';
import { NearMe } from './near-me';
import { OpenNowToggle, TopRatedToggle, ViewSwitch } from './list-tools';
import './list-tools.css';

/**
 * The tools above a place list (issue 33): 'Near me' (?near=, ?town=), 'Open now' (?open=now), 'Top rated'
 * (?sort=rating) and List / Map (?view=map), all in the URL so that links and the Back button keep them; the list and
 * its map share them. `emergency` adds 'Nearest open emergency services': one tap sets its filters (the URL as
 * `emergency` makes it, with ?open=now) and asks for the position ('Near me').
 */
export function PlaceListTools({
  params,
  setParams,
  preloadMap,
  emergency,
  geolocation,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  preloadMap?: () => void;
  emergency?: (params: URLSearchParams) => URLSearchParams;
  /** The browser's geolocation by default (tests give their own). */
  geolocation?: Geolocation | null;
}) {
  const t = useT();
  const state = readNearUrlState(params);
  const near = useNearMe((origin) => setParams((current) => withNear(current, origin.point, origin.town)), geolocation);
  return (
    <div className="tp-list-tools">
      {emergency && (
        <button
          type="button"
          className="tp-tool-button tp-tool-button--emergency"
          onClick={() => {
            setParams((current) => withOpenNow(emergency(current), true));
            near.locate();
          }}
        >
          <Icon name="siren" size={16} />
          {t('nearby.emergency')}
        </button>
      )}
      <NearMe
        origin={state.near ? { point: state.near, town: state.town } : null}
        near={near}
        onChange={() => setParams((current) => withNear(current, null))}
      />
      <OpenNowToggle
        pressed={state.openNow}
        onChange={(openNow) => setParams((current) => withOpenNow(current, openNow))}
      />
      <TopRatedToggle
        pressed={state.sort === 'rating'}
        onChange={(pressed) => setParams((current) => withSort(current, pressed ? 'rating' : null))}
      />
      <ViewSwitch
        view={state.view}
        onChange={(view) => setParams((current) => withView(current, view))}
        preloadMap={preloadMap}
      />
    </div>
  );
}
