import { Suspense } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../lib/lazy';
import './editor.css';

/**
 * The week's preview of the hours being typed, with the client's part that asks the server for it
 * (@tara/api-client/opening-hours): a chunk of its own, loaded when an editor's form shows this field. Its words are in
 * the catalog's rest, which the place pages load.
 */
const LazyOpeningHoursPreview = lazyComponent(() => import('./opening-hours-preview'), 'OpeningHoursPreview', []);

/** Two values an editor can copy (docs/opening-hours.md). */
export const OPENING_HOURS_EXAMPLES = ['24/7', 'Mo-Sa 08:00-21:00; PH off'] as const;
/** The API's limit (400 above it). */
export const OPENING_HOURS_MAX_LENGTH = 500;

interface OpeningHoursInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the server refused the hours (already in the language in force), shown under the field. */
  error?: string | null;
}

/**
 * 'Opening hours' of a place's editors (docs/opening-hours.md): OpenStreetMap's syntax, with a hint and two examples,
 * and under it the coming week as the server reads the value (or why it cannot), told as the editor types. The server
 * checks the value on save too (400 *_OPENING_HOURS_INVALID, shown here); the parser stays out of this app's bundle.
 */
export function OpeningHoursInput({ id, value, onChange, error }: OpeningHoursInputProps) {
  const t = useT();
  return (
    <div className="tp-field">
      <label className="tp-field__label" htmlFor={id}>
        {t('openingHours.label')}
      </label>
      <input
        id={id}
        className="tp-input"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={OPENING_HOURS_MAX_LENGTH}
        placeholder={OPENING_HOURS_EXAMPLES[1]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint ${id}-preview` : `${id}-hint ${id}-preview`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="tp-field__error">
          {error}
        </span>
      )}
      <span id={`${id}-hint`} className="tp-field__hint">
        {t('openingHours.hint')}{' '}
        {OPENING_HOURS_EXAMPLES.map((example, index) => (
          <span key={example}>
            {index > 0 && ', '}
            <code>{example}</code>
          </span>
        ))}
      </span>
      <div id={`${id}-preview`} className="tp-field" aria-live="polite">
        <Suspense fallback={null}>
          <LazyOpeningHoursPreview value={value} />
        </Suspense>
      </div>
    </div>
  );
}
