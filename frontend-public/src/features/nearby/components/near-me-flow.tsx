import { useEffect, useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { towns, useNearMe, type NearOrigin } from '../use-near-me';

/** What was asked of 'Near me': the position ('locate') or the town picker ('pick'); `id` tells repeated asks apart. */
export interface NearMeRequest {
  mode: 'locate' | 'pick';
  id: number;
}

/**
 * The asking part of 'Near me', in its own chunk with its words (loaded on the first press): asks the browser for the
 * position, says while it waits and why it failed, and offers the towns after a refusal or a failure.
 */
export function NearMeFlow({
  request,
  onChange,
  geolocation,
}: {
  request: NearMeRequest;
  onChange: (origin: NearOrigin) => void;
  geolocation?: Geolocation | null;
}) {
  const t = useT();
  const near = useNearMe(onChange, geolocation);
  const { locate, pickTown } = near;
  useEffect(() => {
    if (request.mode === 'locate') locate();
    else pickTown();
    // Once per ask: `request.id` changes with each press.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locate and pickTown are new functions on every render
  }, [request.id]);
  return (
    <>
      <p className="tp-near-me__status" role="status">
        {near.status === 'locating' && t('nearMe.locating')}
        {near.status === 'denied' && t('nearMe.denied')}
        {near.status === 'unavailable' && t('nearMe.unavailable')}
      </p>
      {near.pickerOpen && <TownPicker onChoose={near.chooseTown} />}
    </>
  );
}

/** The towns and cities of Pampanga (their data comes with the picker). */
function TownPicker({ onChoose }: { onChoose: (id: string) => void }) {
  const t = useT();
  const id = useId();
  const list = towns.use(true);
  return (
    <div className="tp-near-me__picker">
      <label htmlFor={id}>{t('nearMe.townLabel')}</label>
      <select
        id={id}
        className="tp-near-me__select"
        defaultValue=""
        disabled={!list}
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        <option value="">{t('nearMe.townPlaceholder')}</option>
        {list?.map((town) => (
          <option key={town.id} value={town.id}>
            {town.name}
          </option>
        ))}
      </select>
    </div>
  );
}
