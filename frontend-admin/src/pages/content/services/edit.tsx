import { updateService, type Category, type Service } from '../content.api';
import { EditResourceDialog } from '../resource-dialog';
import { ServiceFields, servicePatchBody, serviceToValues } from './service-form';

interface EditServiceDialogProps {
  service: Service | null;
  categories: readonly Category[];
  onClose: () => void;
  onUpdated: (service: Service) => void;
}

/** Edit dialog: a copy of the record; slug and flags editable; clearing a field removes it. */
export function EditServiceDialog({ service, categories, onClose, onUpdated }: EditServiceDialogProps) {
  return (
    <EditResourceDialog
      noun="Service"
      record={service}
      toValues={serviceToValues}
      patchBody={servicePatchBody}
      update={updateService}
      onSaved={onUpdated}
      onClose={onClose}
      width={640}
    >
      {() => <ServiceFields categories={categories} slugRequired={!!service?.slug} />}
    </EditResourceDialog>
  );
}
