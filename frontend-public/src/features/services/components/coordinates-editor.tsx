import { useT } from '../../../i18n/i18n';
import { useId, useState, type FormEvent } from 'react';
import { toNumber } from '../../../shared/lib/format';
import '../../../shared/ui/editor.css';
import '../../../shared/ui/button-disabled.css';

interface CoordinatesEditorProps {
  latitude: number | null;
  longitude: number | null;
  isSaving: boolean;
  /** Called with the raw texts; the page validates (toast 'Invalid Coordinates') and saves. */
  onSave: (latitude: string, longitude: string) => void;
}

/** Coordinate editor for admins and editors (spec sections 2 and 5). */
export function CoordinatesEditor({ latitude, longitude, isSaving, onSave }: CoordinatesEditorProps) {
  const t = useT();
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
        {t('coordinates.title')}
      </p>
      <div className="tp-inline-form">
        <div className="tp-field">
          <label className="tp-field__label" htmlFor={`${id}-lat`}>
            {t('coordinates.latitude')}
          </label>
          <input
            id={`${id}-lat`}
            className="tp-input"
            type="text"
            inputMode="decimal"
            placeholder={t('coordinates.latitudeExampleService')}
            value={lat}
            onChange={(event) => setLat(event.target.value)}
          />
        </div>
        <div className="tp-field">
          <label className="tp-field__label" htmlFor={`${id}-lng`}>
            {t('coordinates.longitude')}
          </label>
          <input
            id={`${id}-lng`}
            className="tp-input"
            type="text"
            inputMode="decimal"
            placeholder={t('coordinates.longitudeExampleService')}
            value={lng}
            onChange={(event) => setLng(event.target.value)}
          />
        </div>
        <button type="submit" className="tp-button tp-button--primary tp-button--small" disabled={isSaving}>
          {isSaving ? t('common.saving') : t('coordinates.save')}
        </button>
      </div>
      <span className="tp-field__hint">{t('coordinates.hint')}</span>
    </form>
  );
}
