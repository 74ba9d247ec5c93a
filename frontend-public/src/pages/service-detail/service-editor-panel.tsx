import type { ServiceResponse } from '@tara/api-client';
import { CoordinatesEditor } from '../../features/services/components/coordinates-editor';
import { OpeningHoursEditor } from '../../features/services/components/opening-hours-editor';
import { SlugEditor } from '../../features/services/components/slug-editor';
import { useT } from '../../i18n/i18n';
import { Panel } from '../../shared/ui/panel';
import { useServiceEditing } from './use-service-editing';

/** 'Edit Service' (those who may edit content only): the slug, the coordinates and the hours, each saved on its own. */
export function ServiceEditorPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const editing = useServiceEditing(service);
  if (!editing.canEdit) return null;
  return (
    <Panel titleId="tp-service-editor" icon="pencil" title={t('service.edit')}>
      <SlugEditor currentSlug={service.slug} isSaving={editing.isSaving} onSave={editing.saveSlug} />
      <CoordinatesEditor
        latitude={service.latitude}
        longitude={service.longitude}
        isSaving={editing.isSaving}
        onSave={editing.saveCoordinates}
      />
      <OpeningHoursEditor
        openingHours={service.openingHours}
        isSaving={editing.isSaving}
        onSave={editing.saveOpeningHours}
      />
    </Panel>
  );
}
