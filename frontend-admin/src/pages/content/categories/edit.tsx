import { Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api';
import { useFeedback } from '../../../shared/feedback';
import { updateCategory, type Category } from '../content.api';
import { CategoryFields, categoryPatchBody, categoryToValues, type CategoryFormValues } from './category-form';

interface EditCategoryDialogProps {
  /** The record to edit; null closes the dialog. The form works on a copy of it. */
  category: Category | null;
  onClose: () => void;
  onUpdated: (category: Category) => void;
}

/** Edit dialog: opens on a copy of the record; Cancel discards; Update sends only the changes. */
export function EditCategoryDialog({ category, onClose, onUpdated }: EditCategoryDialogProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [pending, setPending] = useState(false);
  const feedback = useFeedback();

  const submit = async (values: CategoryFormValues) => {
    if (!category) return;
    const body = categoryPatchBody(category, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setPending(true);
    try {
      const updated = await updateCategory(category.id, body);
      feedback.success('Category Updated', `${updated.name} was saved.`);
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
      title="Edit Category"
      open={category !== null}
      onCancel={() => !pending && onClose()}
      onOk={() => form.submit()}
      okText={pending ? 'Updating...' : 'Update'}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
      mask={{ closable: !pending }}
    >
      {category && (
        <Form form={form} layout="vertical" initialValues={categoryToValues(category)} onFinish={submit} preserve={false}>
          <CategoryFields form={form} />
        </Form>
      )}
    </Modal>
  );
}
