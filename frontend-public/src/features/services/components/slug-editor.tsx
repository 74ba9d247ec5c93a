import { useT } from '../../../i18n/i18n';
import { useId, useState, type FormEvent } from 'react';
import { SaveButton } from '../../../shared/ui/save-button';
import '../../../shared/ui/editor.css';
import '../../../shared/ui/button-disabled.css';

interface SlugEditorProps {
  currentSlug: string | null;
  isSaving: boolean;
  /** Called with the raw text; the page validates (toast 'Invalid Slug') and saves. */
  onSave: (text: string) => void;
}

/** 'URL Slug' editor for admins and editors (spec section 2, service detail). */
export function SlugEditor({ currentSlug, isSaving, onSave }: SlugEditorProps) {
  const t = useT();
  const [text, setText] = useState(currentSlug ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text);
  };
  return (
    <form className="tp-editor" onSubmit={submit} noValidate>
      <div className="tp-field">
        <label id={`${id}-label`} className="tp-field__label" htmlFor={`${id}-slug`}>
          {t('slug.label')}
        </label>
        <div className="tp-inline-form">
          <span className="tp-slug__prefix" aria-hidden="true">
            /service/
          </span>
          <input
            id={`${id}-slug`}
            className="tp-input tp-slug__input"
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <SaveButton isSaving={isSaving} label={t('slug.save')} />
        </div>
        <span id={`${id}-hint`} className="tp-field__hint">
          {t('slug.hint')}
        </span>
      </div>
    </form>
  );
}
