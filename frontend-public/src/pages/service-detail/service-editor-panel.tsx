import { Suspense } from 'react';
import type { ServiceResponse } from '@tara/api-client';
import { canEditContent } from '../../features/auth/permissions';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../../shared/lib/lazy';
import { Panel } from '../../shared/ui/panel';

/**
 * The forms and their saving (use-service-editing.ts: the checks, the API's error messages), loaded only when the panel
 * shows (for those who may edit content): never with a member's page.
 */
const ServiceEditorForms = lazyComponent(() => import('./service-editor-forms'), 'ServiceEditorForms', []);

/** 'Edit Service' (those who may edit content only): the slug, the coordinates and the hours, each saved on its own. */
export function ServiceEditorPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const { user } = useCurrentUser();
  if (!canEditContent(user)) return null;
  return (
    <Panel titleId="tp-service-editor" icon="pencil" title={t('service.edit')}>
      <Suspense fallback={<div className="tp-skeleton" style={{ minHeight: '16rem' }} aria-hidden="true" />}>
        <ServiceEditorForms service={service} />
      </Suspense>
    </Panel>
  );
}
