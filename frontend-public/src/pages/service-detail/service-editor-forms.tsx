import type { ServiceResponse } from '@tara/api-client';
import { CoordinatesEditor } from '../../features/services/components/coordinates-editor';
import { OpeningHoursEditor } from '../../features/services/components/opening-hours-editor';
import { SlugEditor } from '../../features/services/components/slug-editor';
import { useServiceEditing } from './use-service-editing';

/**
 * The forms of 'Edit Service' (service-editor-panel.tsx): the slug, the coordinates and the hours, each saved on its own.
 * A chunk of their own with their saving (useServiceEditing), loaded only for those who may edit content (issue 34.2:
 * not with a member's page).
 */
export function ServiceEditorForms({ service }: { service: ServiceResponse }) {
  const editing = useServiceEditing(service);
  return (
    <>
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
    </>
  );
}
