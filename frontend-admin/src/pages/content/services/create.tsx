import { createService, type Category, type Service } from '../content.api';
import { CreateResourceDialog } from '../resource-dialog';
import { EMPTY_SERVICE, ServiceFields, serviceCreateBody } from './service-form';

interface CreateServiceDialogProps {
  open: boolean;
  categories: readonly Category[];
  onClose: () => void;
  onCreated: (service: Service) => void;
}

/** 'Create Service' dialog: name and category required; slug optional (made from the name). */
export function CreateServiceDialog({ open, categories, onClose, onCreated }: CreateServiceDialogProps) {
  return (
    <CreateResourceDialog
      noun="Service"
      open={open}
      initialValues={() => structuredClone(EMPTY_SERVICE)}
      create={(values) => createService(serviceCreateBody(values))}
      onSaved={onCreated}
      onClose={onClose}
      width={640}
    >
      {() => <ServiceFields categories={categories} slugRequired={false} />}
    </CreateResourceDialog>
  );
}
