import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../shared/lib/coordinates';
import { towns } from './towns';

export { towns };

/**
 * idle: nothing asked; locating: the browser is asked; denied: the visitor (or the site's settings) refused;
 * unavailable: no geolocation here, or no position in time. After a refusal or a failure the town picker shows.
 */
export type NearMeStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** Where the list is sorted from: the visitor's position, or a town's centre (town: its id). */
export interface NearOrigin {
  point: GeoPoint;
  town: string | null;
}

/** A press asks where the visitor is now (no position kept from an earlier press); a fix may take up to 10 s. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 0, timeout: 10_000 };

/** The browser's geolocation, or null where there is none (an old browser, an insecure page). */
function browserGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
}

/**
 * 'Near me': asks the browser for the position only when `locate()` is called (the button is pressed), then calls
 * `onChange` with it; on a refusal or a failure sets the status that shows its message and the town picker, from
 * which `chooseTown` sorts from a town's centre. `pickTown()` opens the picker without asking for the position.
 */
export function useNearMe(onChange: (origin: NearOrigin) => void, geolocation = browserGeolocation()) {
  const [status, setStatus] = useState<NearMeStatus>('idle');
  // The position arrives later: it goes to the newest onChange (a router's setter is bound to the URL it last saw).
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const failed = (next: NearMeStatus) => {
    setStatus(next);
    setPickerOpen(true);
    void towns.load().catch(() => undefined);
  };

  const locate = () => {
    if (!geolocation) return failed('unavailable');
    setStatus('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        setPickerOpen(false);
        latestOnChange.current({
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          town: null,
        });
      },
      // 1: PERMISSION_DENIED (2: position unavailable, 3: timeout).
      (error) => failed(error.code === 1 ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  };

  const chooseTown = (id: string) => {
    const town = towns.current()?.find((candidate) => candidate.id === id);
    if (!town) return;
    setStatus('idle');
    setPickerOpen(false);
    onChange({ point: { latitude: town.latitude, longitude: town.longitude }, town: town.id });
  };

  const pickTown = () => {
    setPickerOpen(true);
    void towns.load().catch(() => undefined);
  };

  return { status, pickerOpen, locate, chooseTown, pickTown };
}

export type NearMeControl = ReturnType<typeof useNearMe>;
