import { useT } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import type { PostActionsState } from './use-post-actions';

/** The yes/no question before reporting or deleting a post. */
export function PostConfirmDialogs({ actions }: { actions: PostActionsState }) {
  const t = useT();
  const close = () => actions.setConfirm(null);
  if (actions.confirm === 'report') {
    return (
      <ConfirmDialog
        title={t('community.report.title')}
        description={t('community.report.text')}
        confirmLabel={t('community.report.confirm')}
        busyLabel={t('community.report.sending')}
        busy={actions.reporting}
        onConfirm={actions.sendReport}
        onClose={close}
      />
    );
  }
  if (actions.confirm !== 'delete') return null;
  return (
    <ConfirmDialog
      title={t('community.delete.title')}
      description={t('community.delete.text')}
      confirmLabel={t('community.delete.confirm')}
      busyLabel={t('community.delete.deleting')}
      busy={actions.deleting}
      destructive
      onConfirm={actions.deletePost}
      onClose={close}
    />
  );
}
