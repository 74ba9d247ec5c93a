import { useCategoriesCreateMutation } from '../../../shared/api/admin-api';
import { CreateResourceDialog } from '../../../shared/resource-dialog';
import { CategoryFields, categoryCreateBody, EMPTY_CATEGORY } from './category-form';

interface CreateCategoryDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Create Category' dialog. Cancel discards what was typed. The category lists refresh (cache tags). */
export function CreateCategoryDialog({ open, onClose }: CreateCategoryDialogProps) {
  const [createCategory] = useCategoriesCreateMutation();
  return (
    <CreateResourceDialog
      texts={{ title: 'categories.create', toast: 'categories.created' }}
      open={open}
      initialValues={() => ({ ...EMPTY_CATEGORY })}
      create={(values) => createCategory({ createCategoryRequest: categoryCreateBody(values) }).unwrap()}
      onClose={onClose}
    >
      {(form) => <CategoryFields form={form} />}
    </CreateResourceDialog>
  );
}
