import { updateCategory, type Category } from '../content.api';
import { EditResourceDialog } from '../resource-dialog';
import { CategoryFields, categoryPatchBody, categoryToValues } from './category-form';

interface EditCategoryDialogProps {
  /** The record to edit; null closes the dialog. The form works on a copy of it. */
  category: Category | null;
  onClose: () => void;
  onUpdated: (category: Category) => void;
}

/** Edit dialog: opens on a copy of the record; Cancel discards; Update sends only the changes. */
export function EditCategoryDialog({ category, onClose, onUpdated }: EditCategoryDialogProps) {
  return (
    <EditResourceDialog
      noun="Category"
      record={category}
      toValues={categoryToValues}
      patchBody={categoryPatchBody}
      update={updateCategory}
      onSaved={onUpdated}
      onClose={onClose}
    >
      {(form) => <CategoryFields form={form} />}
    </EditResourceDialog>
  );
}
