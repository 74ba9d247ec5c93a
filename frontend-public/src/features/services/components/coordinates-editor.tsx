import { useT } from '../../../i18n/i18n';
import { useId, useState, type FormEvent } from 'react';
import { toNumber } from '../../../shared/lib/format';
import { SaveButton } from '../../../shared/ui/save-button';
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
        <DecimalField
          id={`${id}-lat`}
          label={t('coordinates.latitude')}
          placeholder={t('coordinates.latitudeExampleService')}
          value={lat}
          onChange={setLat}
        />
        <DecimalField
          id={`${id}-lng`}
          label={t('coordinates.longitude')}
          placeholder={t('coordinates.longitudeExampleService')}
          value={lng}
          onChange={setLng}
        />
        <SaveButton isSaving={isSaving} label={t('coordinates.save')} />
      </div>
      <span className="tp-field__hint">{t('coordinates.hint')}</span>
    </form>
  );
}

/** One coordinate: a text field with the decimal keyboard on phones (the page checks the number). */
function DecimalField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="tp-field">
      <label className="tp-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="tp-input"
        type="text"
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
