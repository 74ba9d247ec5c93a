import type { ServiceResponse } from '@tara/api-client';
import { useServicesUpdateMutation } from '../../../shared/api/admin-api';
import { EditResourceDialog } from '../../../shared/resource-dialog';
import { ServiceFields, servicePatchBody, serviceToValues } from './service-form';
import { openingHoursServerError } from '../opening-hours';

/** Edit dialog: a copy of the record; slug and flags editable; clearing a field removes it. */
export function EditServiceDialog({ service, onClose }: { service: ServiceResponse | null; onClose: () => void }) {
  const [updateService] = useServicesUpdateMutation();
  return (
    <EditResourceDialog
      texts={{ title: 'services.edit', toast: 'services.updated' }}
      record={service}
      toValues={serviceToValues}
      patchBody={servicePatchBody}
      update={(id, updateServiceRequest) => updateService({ id, updateServiceRequest }).unwrap()}
      onClose={onClose}
      serverFieldErrors={openingHoursServerError}
      width={640}
    >
      {() => <ServiceFields slugRequired />}
    </EditResourceDialog>
  );
}
