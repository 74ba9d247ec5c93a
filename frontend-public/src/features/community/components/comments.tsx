import { useT } from '../../../i18n/i18n';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import type { Viewer } from './post-card';
import { useComments } from './use-comments';
import './comments.css';

/** A post's comments, oldest first, with 'More comments', the member's own delete, and the form to write one. */
export function Comments({ postId, viewer }: { postId: string; viewer: Viewer }) {
  const t = useT();
  const state = useComments(postId);
  return (
    <section className="tp-comments" aria-label={t('community.comments.label')}>
      <CommentList state={state} viewer={viewer} />

      <CommentForm state={state} restricted={viewer.restricted} />

      {state.toDelete ? (
        <ConfirmDialog
          title={t('community.comments.deleteTitle')}
          description={t('community.comments.deleteText')}
          confirmLabel={t('community.comments.delete')}
          busyLabel={t('community.delete.deleting')}
          busy={state.deleting}
          destructive
          onConfirm={state.confirmDelete}
          onClose={() => state.setToDelete(null)}
        />
      ) : null}
    </section>
  );
}
