import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/i18n';
import { OpeningHoursInput } from '../../../shared/ui/opening-hours-input';
import { SaveButton } from '../../../shared/ui/save-button';
import '../../../shared/ui/editor.css';
import '../../../shared/ui/button-disabled.css';

interface OpeningHoursEditorProps {
  openingHours: string | null;
  isSaving: boolean;
  /** Saves the text (empty clears the hours); resolves to the server's refusal of them, or null. */
  onSave: (text: string) => Promise<string | null>;
}

/** A service's opening hours for admins and editors (issue 33.1), saved on their own like the slug. */
export function OpeningHoursEditor({ openingHours, isSaving, onSave }: OpeningHoursEditorProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(openingHours ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onSave(value);
    setError(refusal);
    if (refusal) document.getElementById(`${id}-hours`)?.focus();
  };
  return (
    <form
      className="tp-editor"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('openingHours.label')}
    >
      <OpeningHoursInput id={`${id}-hours`} value={value} onChange={setValue} error={error} />
      <div>
        <SaveButton isSaving={isSaving} label={t('openingHours.save')} />
      </div>
    </form>
  );
}
