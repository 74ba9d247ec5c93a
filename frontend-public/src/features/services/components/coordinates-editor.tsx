import { useId, useState, type FormEvent } from 'react';
import { toNumber } from '../../catalog/format';

interface CoordinatesEditorProps {
  latitude: number | null;
  longitude: number | null;
  isSaving: boolean;
  /** Called with the raw texts; the page validates (toast 'Invalid Coordinates') and saves. */
  onSave: (latitude: string, longitude: string) => void;
}

/** Coordinate editor for admins and editors (spec sections 2 and 5). */
export function CoordinatesEditor({ latitude, longitude, isSaving, onSave }: CoordinatesEditorProps) {
  const [lat, setLat] = useState(() => String(toNumber(latitude) ?? ''));
  const [lng, setLng] = useState(() => String(toNumber(longitude) ?? ''));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(lat, lng);
  };
  return (
    <form className="tp-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="tp-field__label">
        Coordinates
      </p>
      <div className="tp-inline-form">
        <div className="tp-field">
          <label className="tp-field__label" htmlFor={`${id}-lat`}>
            Latitude
          </label>
          <input
            id={`${id}-lat`}
            className="tp-input"
            type="text"
            inputMode="decimal"
            placeholder="e.g. 15.0794"
            value={lat}
            onChange={(event) => setLat(event.target.value)}
          />
        </div>
        <div className="tp-field">
          <label className="tp-field__label" htmlFor={`${id}-lng`}>
            Longitude
          </label>
          <input
            id={`${id}-lng`}
            className="tp-input"
            type="text"
            inputMode="decimal"
            placeholder="e.g. 120.6200"
            value={lng}
            onChange={(event) => setLng(event.target.value)}
          />
        </div>
        <button type="submit" className="tp-button tp-button--primary tp-button--small" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Coordinates'}
        </button>
      </div>
      <span className="tp-field__hint">Latitude -90 to 90, longitude -180 to 180 (Pampanga is about 15.0, 120.6).</span>
    </form>
  );
}
