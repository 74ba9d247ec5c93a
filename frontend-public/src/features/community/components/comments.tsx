import { formatPostAge, useLanguage } from '@tara/i18n';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { flattenPages } from '../../../shared/lists/list-page';
import {
  useDeleteCommentMutation,
  useGetCommentsInfiniteQuery,
  usePostsCommentMutation,
  type Comment,
} from '../community.api';
import { communityErrorMessage } from '../community-errors';
import { PostText } from '../post-text';
import { ConfirmDialog } from './dialog';
import type { Viewer } from './post-card';

/** Issue 9: 1 to 1,000 characters. */
export const COMMENT_MAX_LENGTH = 1000;

/** A post's comments, oldest first, with 'More comments', the member's own delete, and the form to write one. */
export function Comments({ postId, viewer }: { postId: string; viewer: Viewer }) {
  const t = useT();
  const language = useLanguage();
  const { toast } = useToast();
  const fieldId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const list = useGetCommentsInfiniteQuery(postId);
  const [addComment, addState] = usePostsCommentMutation();
  const [deleteComment, deleteState] = useDeleteCommentMutation();
  const comments = flattenPages(list.data?.pages);
  const trimmed = text.trim();
  const length = Array.from(text).length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      toast({ title: t('community.toast.error'), description: t('community.comments.empty'), variant: 'destructive' });
      return;
    }
    if (tooLong || addState.isLoading) return;
    try {
      await addComment({ id: postId, createCommentRequest: { content: trimmed } }).unwrap();
      setText('');
    } catch (error) {
      toast({
        title: t('community.toast.error'),
        description: communityErrorMessage(error, t),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteComment({ id: toDelete.id, postId }).unwrap();
      toast({ title: t('community.toast.commentDeleted'), description: t('community.toast.commentDeletedText') });
    } catch (error) {
      toast({
        title: t('community.toast.error'),
        description: communityErrorMessage(error, t),
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="tp-comments" aria-label={t('community.comments.label')}>
      {list.isError && !list.data ? (
        <p className="tp-comments__state" role="alert">
          {t('community.comments.loadError')} {isApiError(list.error) ? list.error.message : ''}{' '}
          <button type="button" className="tp-link-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : !list.data ? (
        <p className="tp-comments__state" role="status">
          {t('community.comments.loading')}
        </p>
      ) : comments.length === 0 ? (
        <p className="tp-comments__state">{t('community.comments.none')}</p>
      ) : (
        <ul className="tp-comments__list">
          {comments.map((comment) => {
            const author = comment.author?.displayName?.trim() || t('home.anonymousUser');
            const mayDelete = comment.author?.id === viewer.id || viewer.moderator;
            return (
              <li key={comment.id} className="tp-comment" data-testid="comment">
                <p className="tp-comment__meta">
                  <strong>{author}</strong> ·{' '}
                  <time dateTime={comment.createdAt}>{formatPostAge(comment.createdAt, new Date(), language)}</time>
                </p>
                <PostText content={comment.content} className="tp-comment__content" />
                {mayDelete ? (
                  <button
                    type="button"
                    className="tp-link-button tp-comment__delete"
                    aria-label={t('community.comments.deleteLabel', { author })}
                    onClick={() => setToDelete(comment)}
                  >
                    <Icon name="trash" size={14} />
                    {t('community.comments.delete')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className="tp-link-button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('catalog.loadingMore') : t('community.comments.more')}
        </button>
      ) : null}

      <form className="tp-comments__form" onSubmit={submit}>
        <label htmlFor={fieldId} className="tp-visually-hidden">
          {t('community.comments.write')}
        </label>
        <textarea
          id={fieldId}
          className="tp-textarea"
          rows={2}
          placeholder={t('community.comments.placeholder')}
          value={text}
          disabled={viewer.restricted}
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
          }}
        />
        <div className="tp-comments__form-foot">
          <span id={counterId} className={`tp-counter${tooLong ? ' tp-counter--over' : ''}`}>
            {t('community.counter', { count: length, max: COMMENT_MAX_LENGTH })}
          </span>
          <button
            type="submit"
            className="tp-button tp-button--primary tp-button--small"
            disabled={viewer.restricted || !trimmed || tooLong || addState.isLoading}
          >
            {addState.isLoading ? t('community.comments.sending') : t('community.comments.send')}
          </button>
        </div>
      </form>

      {toDelete ? (
        <ConfirmDialog
          title={t('community.comments.deleteTitle')}
          description={t('community.comments.deleteText')}
          confirmLabel={t('community.comments.delete')}
          busyLabel={t('community.delete.deleting')}
          busy={deleteState.isLoading}
          destructive
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}
