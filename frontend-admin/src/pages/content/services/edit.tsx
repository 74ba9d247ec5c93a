import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { updateService, type Category, type Service } from '../content.api';
import { ServiceFields, servicePatchBody, serviceToValues, type ServiceFormValues } from './service-form';

interface EditServiceDialogProps {
  service: Service | null;
  categories: readonly Category[];
  onClose: () => void;
  onUpdated: (service: Service) => void;
}

/** Edit dialog: a copy of the record; slug and flags editable; clearing a field removes it. */
export function EditServiceDialog({ service, categories, onClose, onUpdated }: EditServiceDialogProps) {
  const [form] = Form.useForm<ServiceFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: ServiceFormValues) => {
    if (!service) return;
    const body = servicePatchBody(service, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setPending(true);
    try {
      const updated = await updateService(service.id, body);
      feedback.success('Service Updated', `${updated.name} was saved.`);
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
      title="Edit Service"
      open={service !== null}
      onCancel={() => !pending && onClose()}
      onOk={() => form.submit()}
      okText={pending ? 'Updating...' : 'Update'}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
      mask={{ closable: !pending }}
      width={640}
    >
      {service && (
        <Form form={form} layout="vertical" initialValues={serviceToValues(service)} onFinish={submit} preserve={false}>
          <ServiceFields categories={categories} slugRequired={!!service.slug} />
        </Form>
      )}
    </Modal>
  );
}
