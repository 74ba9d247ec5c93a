import { formatDate, formatPostAge, useLanguage } from '@tara/i18n';
import { useId, useState } from 'react';
import { isApiError } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { ShareMenu } from '../../catalog/components/share-menu';
import {
  REPORT_REASON,
  reportDescription,
  usePostsLikeMutation,
  usePostsRemoveMutation,
  usePostsShareMutation,
  useReportsCreateMutation,
  type Post,
} from '../community.api';
import { communityErrorMessage } from '../community-errors';
import { PostText } from '../post-text';
import { Comments } from './comments';
import { ConfirmDialog, Dialog } from './dialog';

export interface Viewer {
  id: string;
  /** Banned or suspended: reads, but may not like, comment or report. */
  restricted: boolean;
  /** Moderators and admins may delete any comment. */
  moderator: boolean;
}

/** 'Maria Santos' -> 'M' (the avatar). */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * One post of the feed (spec section 2, /community; issue 9): author, age, location, the text (http(s) links only),
 * the photo (lazy, sized, opens larger), counts, and Like (optimistic), Comments, Share, Report or, for its author,
 * Delete.
 */
export function PostCard({ post, viewer, shareUrl }: { post: Post; viewer: Viewer; shareUrl: string }) {
  const t = useT();
  const language = useLanguage();
  const { toast } = useToast();
  const headingId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [confirm, setConfirm] = useState<'report' | 'delete' | null>(null);
  const [like] = usePostsLikeMutation();
  const [share] = usePostsShareMutation();
  const [report, reportState] = useReportsCreateMutation();
  const [remove, removeState] = usePostsRemoveMutation();

  const author = post.author?.displayName?.trim() || t('home.anonymousUser');
  const own = post.author?.id === viewer.id;
  const image = post.image ?? null;
  const imageUrl = image?.url ?? post.imageUrl;
  const errorToast = (error: unknown) =>
    toast({ title: t('community.toast.error'), description: communityErrorMessage(error, t), variant: 'destructive' });

  const toggleLike = async () => {
    try {
      await like({ id: post.id }).unwrap();
    } catch (error) {
      errorToast(error);
    }
  };

  const sendReport = async () => {
    try {
      await report({
        createReportRequest: { postId: post.id, reason: REPORT_REASON, description: reportDescription(post.content) },
      }).unwrap();
      toast({ title: t('community.toast.reportSubmitted'), description: t('community.toast.reportSubmittedText') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast({ title: t('community.toast.alreadyReported'), description: t('community.report.already') });
      } else {
        errorToast(error);
      }
    } finally {
      setConfirm(null);
    }
  };

  const deletePost = async () => {
    try {
      await remove({ id: post.id }).unwrap();
      setConfirm(null);
      toast({ title: t('community.toast.postDeleted'), description: t('community.toast.postDeletedText') });
    } catch (error) {
      setConfirm(null);
      errorToast(error);
    }
  };

  return (
    <article className="tp-post" aria-labelledby={headingId} data-testid="post-card" id={`post-${post.id}`}>
      <header className="tp-post__head">
        <span className="tp-post__avatar" aria-hidden="true">
          {initialOf(author)}
        </span>
        <div className="tp-post__who">
          <h3 id={headingId} className="tp-post__author">
            {author}
          </h3>
          <p className="tp-post__meta">
            <time
              dateTime={post.createdAt}
              title={formatDate(post.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
            >
              {formatPostAge(post.createdAt, new Date(), language)}
            </time>
            {post.locationName ? (
              <span className="tp-post__location">
                <Icon name="map-pin" size={14} />
                {post.locationName}
              </span>
            ) : null}
          </p>
        </div>
      </header>

      {post.status === 'under_review' ? (
        <p className="tp-post__status tp-post__status--review">
          <Icon name="shield" size={16} />
          {t('community.post.underReview')}
        </p>
      ) : post.status === 'removed' ? (
        <p className="tp-post__status tp-post__status--removed">
          <Icon name="alert" size={16} />
          {post.removedReason
            ? t('community.post.removedBecause', { reason: post.removedReason })
            : t('community.post.removed')}
        </p>
      ) : null}

      <PostText content={post.content} className="tp-post__content" />

      {imageUrl ? (
        <button
          type="button"
          className="tp-post__photo"
          onClick={() => setPhotoOpen(true)}
          aria-label={t('community.post.enlargePhoto', { author })}
        >
          <img
            src={image?.thumbnailUrl ?? imageUrl}
            srcSet={image ? `${image.thumbnailUrl} ${image.thumbnailWidth}w, ${image.url} ${image.width}w` : undefined}
            sizes={image ? '(max-width: 46rem) 100vw, 42rem' : undefined}
            width={image?.width}
            height={image?.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </button>
      ) : null}

      <p className="tp-post__counts" data-testid="post-counts">
        {t('community.post.counts', { likes: post.likeCount, comments: post.commentCount, shares: post.shareCount })}
      </p>

      <div className="tp-post__actions">
        <button
          type="button"
          className={`tp-post__action${post.likedByMe ? ' tp-post__action--on' : ''}`}
          aria-pressed={post.likedByMe}
          disabled={viewer.restricted}
          onClick={toggleLike}
        >
          <Icon name="heart" size={18} filled={post.likedByMe} />
          {t('community.post.like')}
        </button>
        <button
          type="button"
          className="tp-post__action"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <Icon name="message" size={18} />
          {t('community.post.comments')}
        </button>
        <ShareMenu
          target={{ url: shareUrl, title: t('community.share.title', { author }), description: post.content }}
          label={t('community.post.shareLabel', { author })}
          onShare={() => {
            if (!post.sharedByMe && !viewer.restricted) void share({ id: post.id });
          }}
        />
        {own ? (
          <button
            type="button"
            className="tp-post__action tp-post__action--danger"
            onClick={() => setConfirm('delete')}
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
            onClick={() => setConfirm('report')}
          >
            <Icon name="flag" size={18} />
            {t('community.post.report')}
          </button>
        )}
      </div>

      <div id={commentsId} hidden={!commentsOpen}>
        {commentsOpen ? <Comments postId={post.id} viewer={viewer} /> : null}
      </div>

      {photoOpen && imageUrl ? (
        <Dialog
          title={t('community.post.photoOf', { author })}
          onClose={() => setPhotoOpen(false)}
          className="tp-dialog__panel--photo"
          hideTitle
        >
          <img
            className="tp-photo-viewer"
            src={imageUrl}
            width={image?.width}
            height={image?.height}
            alt={t('community.post.photoOf', { author })}
          />
        </Dialog>
      ) : null}

      {confirm === 'report' ? (
        <ConfirmDialog
          title={t('community.report.title')}
          description={t('community.report.text')}
          confirmLabel={t('community.report.confirm')}
          busyLabel={t('community.report.sending')}
          busy={reportState.isLoading}
          onConfirm={sendReport}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm === 'delete' ? (
        <ConfirmDialog
          title={t('community.delete.title')}
          description={t('community.delete.text')}
          confirmLabel={t('community.delete.confirm')}
          busyLabel={t('community.delete.deleting')}
          busy={removeState.isLoading}
          destructive
          onConfirm={deletePost}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </article>
  );
}
