import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { createCategory, type Category } from '../content.api';
import { CategoryFields, categoryCreateBody, EMPTY_CATEGORY, type CategoryFormValues } from './category-form';

interface CreateCategoryDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (category: Category) => void;
}

/** 'Create Category' dialog. Cancel discards what was typed. */
export function CreateCategoryDialog({ open, onClose, onCreated }: CreateCategoryDialogProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: CategoryFormValues) => {
    setPending(true);
    try {
      const created = await createCategory(categoryCreateBody(values));
      feedback.success('Category Created', `${created.name} was added.`);
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
      title="Create Category"
      open={open}
      onCancel={() => !pending && onClose()}
      onOk={() => form.submit()}
      okText={pending ? 'Creating...' : 'Create'}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
      mask={{ closable: !pending }}
    >
      <Form form={form} layout="vertical" initialValues={{ ...EMPTY_CATEGORY }} onFinish={submit} preserve={false}>
        <CategoryFields form={form} />
      </Form>
    </Modal>
  );
}
