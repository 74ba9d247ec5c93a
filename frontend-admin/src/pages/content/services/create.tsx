import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { createService, type Category, type Service } from '../content.api';
import { ServiceFields, serviceCreateBody, EMPTY_SERVICE, type ServiceFormValues } from './service-form';

interface CreateServiceDialogProps {
  open: boolean;
  categories: readonly Category[];
  onClose: () => void;
  onCreated: (service: Service) => void;
}

/** 'Create Service' dialog: name and category required; slug optional (made from the name). */
export function CreateServiceDialog({ open, categories, onClose, onCreated }: CreateServiceDialogProps) {
  const [form] = Form.useForm<ServiceFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: ServiceFormValues) => {
    setPending(true);
    try {
      const created = await createService(serviceCreateBody(values));
      feedback.success('Service Created', `${created.name} was added.`);
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
      title="Create Service"
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
      <Form form={form} layout="vertical" initialValues={structuredClone(EMPTY_SERVICE)} onFinish={submit} preserve={false}>
        <ServiceFields categories={categories} slugRequired={false} />
      </Form>
    </Modal>
  );
}
