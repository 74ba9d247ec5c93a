import type { ServiceResponse } from '@tara/api-client';
import { CoordinatesEditor } from '../../features/services/components/coordinates-editor';
import { SlugEditor } from '../../features/services/components/slug-editor';
import { useT } from '../../i18n/i18n';
import { Icon } from '../../shared/ui/icon';
import { useServiceEditing } from './use-service-editing';

/** 'Edit Service' (those who may edit content only): the slug and the coordinates, each saved on its own. */
export function ServiceEditorPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const editing = useServiceEditing(service);
  if (!editing.canEdit) return null;
  return (
    <section className="tp-panel" aria-labelledby="tp-service-editor">
      <h2 id="tp-service-editor" className="tp-panel__title">
        <Icon name="pencil" size={20} />
        {t('service.edit')}
      </h2>
      <SlugEditor currentSlug={service.slug} isSaving={editing.isSaving} onSave={editing.saveSlug} />
      <CoordinatesEditor
        latitude={service.latitude}
        longitude={service.longitude}
        isSaving={editing.isSaving}
        onSave={editing.saveCoordinates}
      />
    </section>
  );
}
