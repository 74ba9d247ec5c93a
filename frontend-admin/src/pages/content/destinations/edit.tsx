import type { DestinationResponse } from '@tara/api-client';
import { useDestinationsUpdateMutation } from '../../../shared/api/admin-api';
import { EditResourceDialog } from '../../../shared/resource-dialog';
import { DestinationFields, destinationPatchBody, destinationToValues } from './destination-form';
import { openingHoursServerError } from '../opening-hours';

/** Edit dialog: a copy of the record, up to 3 extra image URLs, clearing a field removes it. */
export function EditDestinationDialog({
  destination,
  onClose,
}: {
  destination: DestinationResponse | null;
  onClose: () => void;
}) {
  const [updateDestination] = useDestinationsUpdateMutation();
  return (
    <EditResourceDialog
      texts={{ title: 'destinations.edit', toast: 'destinations.updated' }}
      record={destination}
      toValues={destinationToValues}
      patchBody={destinationPatchBody}
      update={(id, updateDestinationRequest) => updateDestination({ id, updateDestinationRequest }).unwrap()}
      onClose={onClose}
      serverFieldErrors={openingHoursServerError}
      width={640}
    >
      {() => <DestinationFields withImages />}
    </EditResourceDialog>
  );
}
