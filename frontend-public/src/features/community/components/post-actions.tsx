import { useT } from '../../../i18n/i18n';
import { ShareMenu } from '../../../shared/share/share-menu';
import { Icon } from '../../../shared/ui/icon';
import type { Post } from '../community.api';
import type { Viewer } from './post-card';
import type { PostActionsState } from './use-post-actions';
import './post-actions.css';

/** A post's buttons: Like, Comments (opens the list), Share, and Delete for its author or Report (once) for others. */
export function PostActions({
  post,
  viewer,
  author,
  shareUrl,
  commentsId,
  commentsOpen,
  onToggleComments,
  actions,
}: {
  post: Post;
  viewer: Viewer;
  author: string;
  shareUrl: string;
  commentsId: string;
  commentsOpen: boolean;
  onToggleComments: () => void;
  actions: PostActionsState;
}) {
  const t = useT();
  const own = post.author?.id === viewer.id;
  return (
    <div className="tp-post__actions">
      <button
        type="button"
        className={`tp-post__action${post.likedByMe ? ' tp-post__action--on' : ''}`}
        aria-pressed={post.likedByMe}
        disabled={viewer.restricted}
        onClick={actions.toggleLike}
      >
        <Icon name="heart" size={18} filled={post.likedByMe} />
        {t('community.post.like')}
      </button>
      <button
        type="button"
        className="tp-post__action"
        aria-expanded={commentsOpen}
        aria-controls={commentsId}
        onClick={onToggleComments}
      >
        <Icon name="message" size={18} />
        {t('community.post.comments')}
      </button>
      <ShareMenu
        target={{ url: shareUrl, title: t('community.share.title', { author }), description: post.content }}
        label={t('community.post.shareLabel', { author })}
        onShare={actions.countShare}
      />
      {own ? (
        <button
          type="button"
          className="tp-post__action tp-post__action--danger"
          onClick={() => actions.setConfirm('delete')}
        >
          <Icon name="trash" size={18} />
          {t('community.post.delete')}
        </button>
      ) : post.reportedByMe ? (
        <span className="tp-post__reported" data-testid="post-reported">
          <Icon name="flag" size={16} filled />
          {t('community.post.reported')}
        </span>
      ) : (
        <button
          type="button"
          className="tp-post__action"
          disabled={viewer.restricted}
          onClick={() => actions.setConfirm('report')}
        >
          <Icon name="flag" size={18} />
          {t('community.post.report')}
        </button>
      )}
    </div>
  );
}
