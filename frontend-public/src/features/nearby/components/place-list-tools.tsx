import { useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { readNearUrlState, withNear, withOpenNow, withSort, withView } from '../../../shared/lists/near-url-state';
import type { NearMeRequest } from './near-me-flow';
import { NearMe } from './near-me';
import { ToolToggle, ViewSwitch } from './list-tools';
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
  const [request, setRequest] = useState<NearMeRequest | null>(null);
  const ask = (mode: NearMeRequest['mode']) => setRequest((last) => ({ mode, id: (last?.id ?? 0) + 1 }));
  return (
    <div className="tp-list-tools">
      {emergency && (
        <button
          type="button"
          className="tp-tool-button tp-tool-button--emergency"
          onClick={() => {
            setParams((current) => withOpenNow(emergency(current), true));
            ask('locate');
          }}
        >
          <Icon name="siren" size={16} />
          {t('nearby.emergency')}
        </button>
      )}
      <NearMe
        origin={state.near ? { point: state.near, town: state.town } : null}
        request={request}
        onRequest={ask}
        onChange={(origin) => setParams((current) => withNear(current, origin?.point ?? null, origin?.town ?? null))}
        geolocation={geolocation}
      />
      <ToolToggle
        pressed={state.openNow}
        onChange={(openNow) => setParams((current) => withOpenNow(current, openNow))}
        icon="clock"
        label={t('nearby.openNow')}
      />
      <ToolToggle
        pressed={state.sort === 'rating'}
        onChange={(pressed) => setParams((current) => withSort(current, pressed ? 'rating' : null))}
        icon="star"
        label={t('nearby.topRated')}
      />
      <ViewSwitch
        view={state.view}
        onChange={(view) => setParams((current) => withView(current, view))}
        preloadMap={preloadMap}
      />
    </div>
  );
}
