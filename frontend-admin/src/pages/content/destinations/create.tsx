import { useDestinationsCreateMutation } from '../../../shared/api/admin-api';
import { CreateResourceDialog } from '../../../shared/resource-dialog';
import { DestinationFields, destinationCreateBody, EMPTY_DESTINATION } from './destination-form';
import { openingHoursServerError } from '../opening-hours';

/** 'Create Destination' dialog (spec section 5: name required, others optional). The list refreshes (cache tags). */
export function CreateDestinationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createDestination] = useDestinationsCreateMutation();
  return (
    <CreateResourceDialog
      texts={{ title: 'destinations.create', toast: 'destinations.created' }}
      open={open}
      initialValues={() => structuredClone(EMPTY_DESTINATION)}
      create={(values) => createDestination({ createDestinationRequest: destinationCreateBody(values) }).unwrap()}
      onClose={onClose}
      serverFieldErrors={openingHoursServerError}
      width={640}
    >
      {() => <DestinationFields withImages={false} />}
    </CreateResourceDialog>
  );
}
