import { updateDestination, type Category, type Destination } from '../content.api';
import { EditResourceDialog } from '../resource-dialog';
import { DestinationFields, destinationPatchBody, destinationToValues } from './destination-form';

interface EditDestinationDialogProps {
  destination: Destination | null;
  categories: readonly Category[];
  onClose: () => void;
  onUpdated: (destination: Destination) => void;
}

/** Edit dialog: a copy of the record, up to 3 extra image URLs, clearing a field removes it. */
export function EditDestinationDialog({ destination, categories, onClose, onUpdated }: EditDestinationDialogProps) {
  return (
    <EditResourceDialog
      noun="Destination"
      record={destination}
      toValues={destinationToValues}
      patchBody={destinationPatchBody}
      update={updateDestination}
      onSaved={onUpdated}
      onClose={onClose}
      width={640}
    >
      {() => <DestinationFields categories={categories} withImages />}
    </EditResourceDialog>
  );
}
