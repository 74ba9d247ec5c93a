import { useId, useState, type FormEvent } from 'react';
import {
  hasErrors,
  MAX_EXTRA_IMAGES,
  toFormValues,
  validateDestinationForm,
  type DestinationFormErrors,
  type DestinationFormValues,
} from '../destination-form';
import type { DestinationResponse } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { OpeningHoursInput } from '../../../shared/ui/opening-hours-input';
import '../../../shared/ui/panel.css';
import '../../../shared/ui/editor.css';
import '../../../shared/ui/button-disabled.css';

// What saving the form needs, with the form's code: the page takes them from here when it saves (issue 34.2).
export { destinationChanges } from '../destination-form';
export { translatedErrorMessage } from '../../../shared/api/error-messages';

interface DestinationEditorProps {
  destination: DestinationResponse;
  isSaving: boolean;
  /** A server message to show in the form after a failed save. */
  serverError: string | null;
  onSave: (values: DestinationFormValues) => void;
  onCancel: () => void;
}

/**
 * Edit form for admins and editors (spec section 2): name, description, address, latitude, longitude, phone,
 * website, opening hours (issue 33.1; the server checks them, its refusal shows in the form) and up to 3 extra image
 * URLs. It works on a copy of the record; Cancel throws the copy away.
 */
export function DestinationEditor({ destination, isSaving, serverError, onSave, onCancel }: DestinationEditorProps) {
  const t = useT();
  const [values, setValues] = useState<DestinationFormValues>(() => toFormValues(destination));
  const [errors, setErrors] = useState<DestinationFormErrors>({});
  const id = useId();

  const set = <K extends keyof DestinationFormValues>(key: K, value: DestinationFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDestinationForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      const firstInvalid = document.querySelector<HTMLElement>(`[data-editor="${id}"] [aria-invalid="true"]`);
      firstInvalid?.focus();
      return;
    }
    onSave(values);
  };

  const field = (key: 'name' | 'address' | 'phone' | 'website', label: string, type = 'text', hint?: string) => (
    <div className="tp-field">
      <label className="tp-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="tp-input"
        type={type}
        value={values[key]}
        required={key === 'name'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : hint ? `${id}-${key}-hint` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {hint && !errors[key] && (
        <span id={`${id}-${key}-hint`} className="tp-field__hint">
          {hint}
        </span>
      )}
      {errors[key] && (
        <span id={`${id}-${key}-error`} className="tp-field__error">
          {t(errors[key])}
        </span>
      )}
    </div>
  );

  return (
    <form className="tp-panel tp-editor" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate data-editor={id}>
      <h2 id={`${id}-title`} className="tp-panel__title">
        {t('destinationForm.title')}
      </h2>
      {field('name', t('destinationForm.name'))}
      <div className="tp-field">
        <label className="tp-field__label" htmlFor={`${id}-description`}>
          {t('destinationForm.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="tp-input"
          rows={5}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      {field('address', t('place.addressLabel'))}
      <div className="tp-editor__grid tp-editor__grid--two">
        {(['latitude', 'longitude'] as const).map((key) => (
          <div className="tp-field" key={key}>
            <label className="tp-field__label" htmlFor={`${id}-${key}`}>
              {key === 'latitude' ? t('coordinates.latitude') : t('coordinates.longitude')}
            </label>
            <input
              id={`${id}-${key}`}
              className="tp-input"
              type="text"
              inputMode="decimal"
              placeholder={key === 'latitude' ? t('coordinates.latitudeExample') : t('coordinates.longitudeExample')}
              value={values[key]}
              aria-invalid={errors.coordinates ? true : undefined}
              aria-describedby={errors.coordinates ? `${id}-coordinates-error` : undefined}
              onChange={(event) => set(key, event.target.value)}
            />
          </div>
        ))}
      </div>
      {errors.coordinates && (
        <span id={`${id}-coordinates-error`} className="tp-field__error">
          {t(errors.coordinates)}
        </span>
      )}
      <div className="tp-editor__grid tp-editor__grid--two">
        {field('phone', t('place.phoneLabel'), 'tel')}
        {field('website', t('place.websiteLabel'), 'url', 'https://...')}
      </div>
      <OpeningHoursInput
        id={`${id}-openingHours`}
        value={values.openingHours}
        onChange={(text) => set('openingHours', text)}
      />
      <fieldset className="tp-editor__grid tp-fieldset">
        <legend className="tp-field__label">{t('destinationForm.extraImages', { max: MAX_EXTRA_IMAGES })}</legend>
        {Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => {
          const error = errors.extraImages?.[index];
          return (
            <div className="tp-field" key={index}>
              <label className="tp-field__label" htmlFor={`${id}-image-${index}`}>
                {t('destinationForm.extraImage', { number: index + 1 })}
              </label>
              <input
                id={`${id}-image-${index}`}
                className="tp-input"
                type="url"
                value={values.extraImages[index] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-image-${index}-error` : undefined}
                onChange={(event) =>
                  set(
                    'extraImages',
                    values.extraImages.map((url, position) => (position === index ? event.target.value : url)),
                  )
                }
              />
              {error && (
                <span id={`${id}-image-${index}-error`} className="tp-field__error">
                  {t(error)}
                </span>
              )}
            </div>
          );
        })}
        <span className="tp-field__hint">{t('destinationForm.imagesHint')}</span>
      </fieldset>
      {serverError && (
        <p className="tp-field__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="tp-editor__buttons">
        <button type="submit" className="tp-button tp-button--primary" disabled={isSaving}>
          {isSaving ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" className="tp-button tp-button--ghost" onClick={onCancel} disabled={isSaving}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
