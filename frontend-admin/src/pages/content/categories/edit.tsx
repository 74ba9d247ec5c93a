import type { CategoryResponse } from '@tara/api-client';
import { useCategoriesUpdateMutation } from '../../../shared/api/admin-api';
import { EditResourceDialog } from '../../../shared/resource-dialog';
import { CategoryFields, categoryPatchBody, categoryToValues } from './category-form';

interface EditCategoryDialogProps {
  /** The record to edit; null closes the dialog. The form works on a copy of it. */
  category: CategoryResponse | null;
  onClose: () => void;
}

/** Edit dialog: opens on a copy of the record; Cancel discards; Update sends only the changes. */
export function EditCategoryDialog({ category, onClose }: EditCategoryDialogProps) {
  const [updateCategory] = useCategoriesUpdateMutation();
  return (
    <EditResourceDialog
      texts={{ title: 'categories.edit', toast: 'categories.updated' }}
      record={category}
      toValues={categoryToValues}
      patchBody={categoryPatchBody}
      update={(id, updateCategoryRequest) => updateCategory({ id, updateCategoryRequest }).unwrap()}
      onClose={onClose}
    >
      {(form) => <CategoryFields form={form} />}
    </EditResourceDialog>
  );
}
