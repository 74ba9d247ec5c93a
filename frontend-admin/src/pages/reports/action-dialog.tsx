import { Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { ReportAction } from '../../shared/api/admin-api';
import { actionTexts, type ReportSubject } from '../../shared/report-labels';

/** The backend keeps at most this many characters of a note (NOTE_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 500;

export interface PendingAction {
  action: ReportAction;
  /** The post's or review's author, named in the texts. */
  author: string;
  /** Whether the reports are about a post or a review (the texts name it). */
  subject: ReportSubject['kind'];
}

interface ActionDialogProps {
  pending: PendingAction | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a moderation action (a dialog: focus moves in, Escape cancels, Enter in the buttons confirms),
 * with an optional note for the actions that record one (the report's action taken, shown to the author of a removed
 * post or review or a suspended member).
 */
export function ActionDialog({ pending, busy, onConfirm, onCancel }: ActionDialogProps) {
  const t = useT();
  const [note, setNote] = useState('');
  const noteId = useId();
  // A new action starts with an empty note (set while rendering: React's pattern for state that follows a prop).
  const [noteFor, setNoteFor] = useState(pending);
  if (pending !== noteFor) {
    setNoteFor(pending);
    if (pending) setNote('');
  }
  const texts = pending ? actionTexts(pending.action, pending.subject) : null;
  return (
    <Modal
      open={!!pending}
      title={texts ? t(texts.title) : undefined}
      okText={texts ? t(texts.label) : undefined}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: texts?.danger, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => onConfirm(note.trim())}
      onCancel={busy ? undefined : onCancel}
      mask={{ closable: !busy }}
      destroyOnHidden
      width={480}
    >
      {pending && texts ? (
        <>
          <Typography.Paragraph>{t(texts.text, { name: pending.author })}</Typography.Paragraph>
          {texts.note ? (
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('reports.note')}
                htmlFor={noteId}
                help={t('reports.noteHelp')}
                style={{ marginBottom: 0 }}
              >
                <Input.TextArea
                  id={noteId}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  maxLength={NOTE_MAX_LENGTH}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  placeholder={t('reports.notePlaceholder')}
                />
              </Form.Item>
            </Form>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
