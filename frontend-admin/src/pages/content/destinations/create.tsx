import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { createDestination, type Category, type Destination } from '../content.api';
import { DestinationFields, destinationCreateBody, EMPTY_DESTINATION, type DestinationFormValues } from './destination-form';

interface CreateDestinationDialogProps {
  open: boolean;
  categories: readonly Category[];
  onClose: () => void;
  onCreated: (destination: Destination) => void;
}

/** 'Create Destination' dialog (spec section 5: name required, others optional). */
export function CreateDestinationDialog({ open, categories, onClose, onCreated }: CreateDestinationDialogProps) {
  const [form] = Form.useForm<DestinationFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: DestinationFormValues) => {
    setPending(true);
    try {
      const created = await createDestination(destinationCreateBody(values));
      feedback.success('Destination Created', `${created.name} was added.`);
      onCreated(created);
      onClose();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="Create Destination"
      open={open}
      onCancel={() => !pending && onClose()}
      onOk={() => form.submit()}
      okText={pending ? 'Creating...' : 'Create'}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
      mask={{ closable: !pending }}
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={structuredClone(EMPTY_DESTINATION)} onFinish={submit} preserve={false}>
        <DestinationFields categories={categories} withImages={false} />
      </Form>
    </Modal>
  );
}
