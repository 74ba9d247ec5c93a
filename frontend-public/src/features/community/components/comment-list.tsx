import { isApiError } from '@tara/api-client';
import { formatPostAge, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import type { Comment } from '../community.api';
import { PostText } from '../post-text';
import type { Viewer } from './post-card';
import type { CommentsState } from './use-comments';
import { CommentsSkeleton } from './comments-skeleton';
import '../../../shared/ui/controls.css';
import './comment-list.css';

/**
 * The comments' list: a load error with Retry, 3 skeletons until the first answer, 'No comments yet' after an empty
 * one, or the comments with 'More comments'.
 */
export function CommentList({
  state,
  viewer,
}: {
  state: Pick<CommentsState, 'list' | 'comments' | 'setToDelete'>;
  viewer: Viewer;
}) {
  const t = useT();
  const { list, comments } = state;
  return (
    <>
      {list.isError && !list.data ? (
        <p className="tp-comments__state" role="alert">
          {t('community.comments.loadError')} {isApiError(list.error) ? list.error.message : ''}{' '}
          <button type="button" className="tp-link-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : !list.data ? (
        <CommentsSkeleton />
      ) : comments.length === 0 ? (
        <p className="tp-comments__state">{t('community.comments.none')}</p>
      ) : (
        <ul className="tp-comments__list">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} viewer={viewer} onDelete={state.setToDelete} />
          ))}
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
    </>
  );
}

/** One comment: author, age, the text, and Delete for its author or a moderator. */
function CommentItem({
  comment,
  viewer,
  onDelete,
}: {
  comment: Comment;
  viewer: Viewer;
  onDelete: (comment: Comment) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const author = comment.author?.displayName?.trim() || t('home.anonymousUser');
  const mayDelete = comment.author?.id === viewer.id || viewer.moderator;
  return (
    <li className="tp-comment" data-testid="comment">
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
          onClick={() => onDelete(comment)}
        >
          <Icon name="trash" size={14} />
          {t('community.comments.delete')}
        </button>
      ) : null}
    </li>
  );
}
