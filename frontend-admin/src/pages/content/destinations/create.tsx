import { createDestination, type Category, type Destination } from '../content.api';
import { CreateResourceDialog } from '../resource-dialog';
import { DestinationFields, destinationCreateBody, EMPTY_DESTINATION } from './destination-form';

interface CreateDestinationDialogProps {
  open: boolean;
  categories: readonly Category[];
  onClose: () => void;
  onCreated: (destination: Destination) => void;
}

/** 'Create Destination' dialog (spec section 5: name required, others optional). */
export function CreateDestinationDialog({ open, categories, onClose, onCreated }: CreateDestinationDialogProps) {
  return (
    <CreateResourceDialog
      noun="Destination"
      open={open}
      initialValues={() => structuredClone(EMPTY_DESTINATION)}
      create={(values) => createDestination(destinationCreateBody(values))}
      onSaved={onCreated}
      onClose={onClose}
      width={640}
    >
      {() => <DestinationFields categories={categories} withImages={false} />}
    </CreateResourceDialog>
  );
}
