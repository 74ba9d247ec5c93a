import { Suspense } from 'react';
import { useT } from '../../../i18n/i18n';
import { lazyComponent } from '../../../shared/lib/lazy';
import { Icon } from '../../../shared/ui/icon';
import type { NearMeRequest } from './near-me-flow';
import type { NearOrigin } from '../use-near-me';
import { towns } from '../towns';
import './list-tools.css';

// The asking, its messages and the town picker load on the first press: the list's first download has the buttons only.
const NearMeFlow = lazyComponent(() => import('./near-me-flow'), 'NearMeFlow', ['rest']);

/**
 * 'Near me' (issue 33.3): the button asks the browser for the position only when pressed; while the list is sorted by
 * distance it says from where, with a button to stop. A refusal or a failure says so and offers the town picker (also
 * reachable at once through 'Choose a town').
 */
export function NearMe({
  origin,
  request,
  onRequest,
  onChange,
  geolocation,
}: {
  /** Where the list is sorted from now (the URL's ?near= and ?town=), or null. */
  origin: NearOrigin | null;
  /** The last ask (null before the first press): the asking part runs it. */
  request: NearMeRequest | null;
  onRequest: (mode: NearMeRequest['mode']) => void;
  /** A new origin, or null to stop sorting by distance. */
  onChange: (origin: NearOrigin | null) => void;
  /** The browser's geolocation by default (tests give their own). */
  geolocation?: Geolocation | null;
}) {
  const t = useT();
  const townList = towns.use(origin?.town != null);
  const townName = origin?.town ? townList?.find((town) => town.id === origin.town)?.name : undefined;
  return (
    <div className="tp-near-me">
      <div className="tp-near-me__row">
        <button
          type="button"
          className="tp-tool-button"
          aria-pressed={origin !== null && origin.town === null}
          onClick={() => onRequest('locate')}
        >
          <Icon name="navigation" size={16} />
          {t('nearby.button')}
        </button>
        <button type="button" className="tp-text-button" onClick={() => onRequest('pick')}>
          {t('nearby.chooseTown')}
        </button>
      </div>
      {origin && (
        <p className="tp-near-me__origin">
          {origin.town ? t('nearby.fromTown', { town: townName ?? '…' }) : t('nearby.fromYou')}
          <button
            type="button"
            className="tp-near-me__clear"
            aria-label={t('nearby.clear')}
            title={t('nearby.clear')}
            onClick={() => onChange(null)}
          >
            <Icon name="close" size={16} />
          </button>
        </p>
      )}
      {request && (
        <Suspense fallback={null}>
          <NearMeFlow request={request} onChange={onChange} geolocation={geolocation} />
        </Suspense>
      )}
    </div>
  );
}
