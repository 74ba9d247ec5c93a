import { Suspense } from 'react';
import type { ServiceResponse } from '@tara/api-client';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../../shared/lib/lazy';
import { Panel } from '../../shared/ui/panel';
import { useServiceEditing } from './use-service-editing';

/** The forms, loaded only when the panel shows (for those who may edit content): never with a member's page. */
const ServiceEditorForms = lazyComponent(() => import('./service-editor-forms'), 'ServiceEditorForms', []);

/** 'Edit Service' (those who may edit content only): the slug, the coordinates and the hours, each saved on its own. */
export function ServiceEditorPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const editing = useServiceEditing(service);
  if (!editing.canEdit) return null;
  return (
    <Panel titleId="tp-service-editor" icon="pencil" title={t('service.edit')}>
      <Suspense fallback={<div className="tp-skeleton" style={{ minHeight: '16rem' }} aria-hidden="true" />}>
        <ServiceEditorForms service={service} editing={editing} />
      </Suspense>
    </Panel>
  );
}
