import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { updateDestination, type Category, type Destination } from '../content.api';
import { DestinationFields, destinationPatchBody, destinationToValues, type DestinationFormValues } from './destination-form';

interface EditDestinationDialogProps {
  destination: Destination | null;
  categories: readonly Category[];
  onClose: () => void;
  onUpdated: (destination: Destination) => void;
}

/** Edit dialog: a copy of the record, up to 3 extra image URLs, clearing a field removes it. */
export function EditDestinationDialog({ destination, categories, onClose, onUpdated }: EditDestinationDialogProps) {
  const [form] = Form.useForm<DestinationFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: DestinationFormValues) => {
    if (!destination) return;
    const body = destinationPatchBody(destination, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setPending(true);
    try {
      const updated = await updateDestination(destination.id, body);
      feedback.success('Destination Updated', `${updated.name} was saved.`);
      onUpdated(updated);
      onClose();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="Edit Destination"
      open={destination !== null}
      onCancel={() => !pending && onClose()}
      onOk={() => form.submit()}
      okText={pending ? 'Updating...' : 'Update'}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
      mask={{ closable: !pending }}
      width={640}
    >
      {destination && (
        <Form form={form} layout="vertical" initialValues={destinationToValues(destination)} onFinish={submit} preserve={false}>
          <DestinationFields categories={categories} withImages />
        </Form>
      )}
    </Modal>
  );
}
