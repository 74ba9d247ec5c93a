import { useServicesCreateMutation } from '../../../shared/api/admin-api';
import { CreateResourceDialog } from '../../../shared/resource-dialog';
import { EMPTY_SERVICE, ServiceFields, serviceCreateBody } from './service-form';
import { openingHoursServerError } from '../opening-hours';

/** 'Create Service' dialog: name and category required; slug optional (made from the name). */
export function CreateServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createService] = useServicesCreateMutation();
  return (
    <CreateResourceDialog
      texts={{ title: 'services.create', toast: 'services.created' }}
      open={open}
      initialValues={() => structuredClone(EMPTY_SERVICE)}
      create={(values) => createService({ createServiceRequest: serviceCreateBody(values) }).unwrap()}
      onClose={onClose}
      serverFieldErrors={openingHoursServerError}
      width={640}
    >
      {() => <ServiceFields slugRequired={false} />}
    </CreateResourceDialog>
  );
}
