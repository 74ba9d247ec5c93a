import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';

interface DeleteWithQuestionProps {
  /** The button's words. */
  label: string;
  /** The question: its title, its text, the confirming button's words and its words while deleting. */
  question: { title: string; text: string; confirm: string; busy: string };
  busy: boolean;
  /** The button itself off while deleting (the reply's), or only the dialog's (the review's). */
  disabledWhileBusy?: boolean;
  /** Deletes; the question closes once it settles, whatever the outcome. */
  onConfirm: () => Promise<void>;
}

/** A Delete button that asks first (a review, a reply): public words that cannot come back. */
export function DeleteWithQuestion({
  label,
  question,
  busy,
  disabledWhileBusy = false,
  onConfirm,
}: DeleteWithQuestionProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await onConfirm();
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        disabled={disabledWhileBusy && busy}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" size={16} />
        {label}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={question.title}
          description={question.text}
          confirmLabel={question.confirm}
          busyLabel={question.busy}
          busy={busy}
          destructive
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
