import { useT } from '../../i18n/i18n';
import './button-disabled.css';

/** A small editor's submit button: disabled and 'Saving…' while its change is being saved. */
export function SaveButton({ isSaving, label }: { isSaving: boolean; label: string }) {
  const t = useT();
  return (
    <button type="submit" className="tp-button tp-button--primary tp-button--small" disabled={isSaving}>
      {isSaving ? t('common.saving') : label}
    </button>
  );
}
