import { createCategory, type Category } from '../content.api';
import { CreateResourceDialog } from '../resource-dialog';
import { CategoryFields, categoryCreateBody, EMPTY_CATEGORY } from './category-form';

interface CreateCategoryDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (category: Category) => void;
}

/** 'Create Category' dialog. Cancel discards what was typed. */
export function CreateCategoryDialog({ open, onClose, onCreated }: CreateCategoryDialogProps) {
  return (
    <CreateResourceDialog
      noun="Category"
      open={open}
      initialValues={() => ({ ...EMPTY_CATEGORY })}
      create={(values) => createCategory(categoryCreateBody(values))}
      onSaved={onCreated}
      onClose={onClose}
    >
      {(form) => <CategoryFields form={form} />}
    </CreateResourceDialog>
  );
}
