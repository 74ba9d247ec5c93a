import { useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { towns, type NearMeControl, type NearOrigin } from '../use-near-me';
import './list-tools.css';

/**
 * 'Near me' (issue 33.3): the button asks the browser for the position only when pressed; while the list is sorted by
 * distance it says from where, with a button to stop. A refusal or a failure says so and offers the town picker (also
 * reachable at once through 'Choose a town').
 */
export function NearMe({
  origin,
  near,
  onChange,
}: {
  /** Where the list is sorted from now (the URL's ?near= and ?town=), or null. */
  origin: NearOrigin | null;
  /** The asking (useNearMe), which calls `onChange` with the new origin. */
  near: NearMeControl;
  /** Stop sorting by distance (null). */
  onChange: (origin: null) => void;
}) {
  const t = useT();
  const townList = towns.use(origin?.town != null);
  const townName = origin?.town ? townList?.find((town) => town.id === origin.town)?.name : undefined;
  const locating = near.status === 'locating';

  return (
    <div className="tp-near-me">
      <div className="tp-near-me__row">
        <button
          type="button"
          className="tp-tool-button"
          aria-pressed={origin !== null && origin.town === null}
          disabled={locating}
          onClick={near.locate}
        >
          <Icon name="navigation" size={16} />
          {t('nearby.button')}
        </button>
        {!near.pickerOpen && (
          <button type="button" className="tp-text-button" onClick={near.pickTown}>
            {t('nearby.chooseTown')}
          </button>
        )}
      </div>
      <p className="tp-near-me__status" role="status">
        {locating && t('nearby.locating')}
        {!locating && near.status === 'denied' && t('nearby.denied')}
        {!locating && near.status === 'unavailable' && t('nearby.unavailable')}
        {!locating && near.status === 'idle' && origin && (
          <span className="tp-near-me__origin">
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
          </span>
        )}
      </p>
      {near.pickerOpen && <TownPicker selected={origin?.town ?? null} onChoose={near.chooseTown} />}
    </div>
  );
}

/** The towns and cities of Pampanga (their data comes with the picker). */
function TownPicker({ selected, onChoose }: { selected: string | null; onChoose: (id: string) => void }) {
  const t = useT();
  const id = useId();
  const list = towns.use(true);
  return (
    <div className="tp-near-me__picker">
      <label htmlFor={id}>{t('nearby.townLabel')}</label>
      <select
        id={id}
        className="tp-near-me__select"
        value={selected ?? ''}
        disabled={!list}
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        <option value="">{t('nearby.townPlaceholder')}</option>
        {list?.map((town) => (
          <option key={town.id} value={town.id}>
            {town.name}
          </option>
        ))}
      </select>
    </div>
  );
}
