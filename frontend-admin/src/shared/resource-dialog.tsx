import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT, type MessageId } from '../i18n/i18n';
import { useFeedback } from './feedback';

/** A saved category, destination or service: the success toast names it. */
interface Saved {
  name: string;
}

interface DialogBaseProps<Values extends object, Result extends Saved> {
  /** What the dialog makes or edits: its title, OK button and success toast, e.g. 'categories.create' ('Create Category'). */
  texts: { title: MessageId; toast: MessageId };
  onClose: () => void;
  width?: number;
  /** The form's fields; the form instance is given for fields that watch each other. */
  children: (form: FormInstance<Values>) => ReactNode;
  /** After the success toast (the lists refresh through their cache tags). */
  onSaved?: (saved: Result) => void;
  /** The fields a failed save names, with their messages, shown on the fields as well as in the toast. */
  serverFieldErrors?: (error: unknown) => { name: string; errors: string[] }[];
}

const MODES = {
  create: { ok: 'dialog.create', okPending: 'dialog.creating', done: 'dialog.added' },
  edit: { ok: 'dialog.update', okPending: 'dialog.updating', done: 'dialog.saved' },
} as const satisfies Record<string, Record<string, MessageId>>;

/**
 * The mechanics the Content tab's create and edit dialogs share: a modal around a form, the OK button
 * showing 'Creating...' or 'Updating...' while the request runs (Cancel and the mask do nothing then),
 * a success toast, then the dialog closes; an error shows a toast (and its fields' messages) and keeps the form.
 */
function useResourceDialog<Values extends object, Result extends Saved>(
  mode: keyof typeof MODES,
  props: DialogBaseProps<Values, Result>,
) {
  const { texts, onClose, onSaved, width, serverFieldErrors } = props;
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();
  const text = MODES[mode];

  const send = async (request: () => Promise<Result>) => {
    setPending(true);
    try {
      const saved = await request();
      feedback.success(t(texts.toast), t(text.done, { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors?.(error) ?? [];
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      feedback.error(error);
    } finally {
      setPending(false);
    }
  };

  const modalProps = {
    title: t(texts.title),
    onCancel: () => !pending && onClose(),
    onOk: () => form.submit(),
    okText: t(pending ? text.okPending : text.ok),
    cancelText: t('common.cancel'),
    okButtonProps: { loading: pending },
    cancelButtonProps: { disabled: pending },
    destroyOnHidden: true,
    mask: { closable: !pending },
    ...(width === undefined ? {} : { width }),
  };
  return { form, send, modalProps };
}

interface CreateResourceDialogProps<Values extends object, Result extends Saved> extends DialogBaseProps<
  Values,
  Result
> {
  open: boolean;
  /** Fresh values for a new record (a copy, never the shared empty values themselves). */
  initialValues: () => Values;
  create: (values: Values) => Promise<Result>;
}

/** 'Create <noun>' dialog. Cancel discards what was typed. */
export function CreateResourceDialog<Values extends object, Result extends Saved>(
  props: CreateResourceDialogProps<Values, Result>,
) {
  const { open, initialValues, create, children } = props;
  const { form, send, modalProps } = useResourceDialog('create', props);
  return (
    <Modal {...modalProps} open={open}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues()}
        onFinish={(values) => void send(() => create(values))}
        preserve={false}
      >
        {children(form)}
      </Form>
    </Modal>
  );
}

interface EditResourceDialogProps<
  Row extends { id: string },
  Values extends object,
  Body extends object,
  Result extends Saved,
> extends DialogBaseProps<Values, Result> {
  /** The record to edit; null closes the dialog. The form works on a copy of it. */
  record: Row | null;
  toValues: (record: Row) => Values;
  /** The changed fields only; none means there is nothing to send and the dialog just closes. */
  patchBody: (record: Row, values: Values) => Body;
  update: (id: string, body: Body) => Promise<Result>;
}

/** 'Edit <noun>' dialog: opens on a copy of the record; Cancel discards; Update sends only the changes. */
export function EditResourceDialog<
  Row extends { id: string },
  Values extends object,
  Body extends object,
  Result extends Saved,
>(props: EditResourceDialogProps<Row, Values, Body, Result>) {
  const { record, toValues, patchBody, update, onClose, children } = props;
  const { form, send, modalProps } = useResourceDialog('edit', props);

  const submit = async (values: Values) => {
    if (!record) return;
    const body = patchBody(record, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    await send(() => update(record.id, body));
  };

  return (
    <Modal {...modalProps} open={record !== null}>
      {record && (
        <Form
          form={form}
          layout="vertical"
          initialValues={toValues(record)}
          onFinish={(values) => void submit(values)}
          preserve={false}
        >
          {children(form)}
        </Form>
      )}
    </Modal>
  );
}
