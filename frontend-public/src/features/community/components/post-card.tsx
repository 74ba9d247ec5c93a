import { Suspense, useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { lazyComponent } from '../../../shared/lib/lazy';
import type { Post } from '../community.api';
import { PostText } from '../post-text';
import { CommentsLoading } from './comments-skeleton';
import { PostActions } from './post-actions';
import { PostHeader } from './post-header';
import { PostPhoto } from './post-photo';
import { PostStatus } from './post-status';
import { usePostActions } from './use-post-actions';
import './post-card.css';

// A post's comments, its photo larger and the questions before reporting or deleting: one chunk (feed-later.ts), loaded
// when first asked for (their words are the community's, already there).
const Comments = lazyComponent(() => import('./feed-later'), 'Comments', []);
const PhotoViewer = lazyComponent(() => import('./feed-later'), 'PhotoViewer', []);
const PostConfirmDialogs = lazyComponent(() => import('./feed-later'), 'PostConfirmDialogs', []);

export interface Viewer {
  id: string;
  /** Banned or suspended: reads, but may not like, comment or report. */
  restricted: boolean;
  /** Moderators and admins may delete any comment. */
  moderator: boolean;
}

/**
 * One post of the feed (spec section 2, /community; issue 9): author, age, location, the text (http(s) links only),
 * the photo (lazy, sized, opens larger), counts, and Like (optimistic), Comments, Share, Report or, for its author,
 * Delete. What the buttons do is usePostActions'.
 */
export function PostCard({ post, viewer, shareUrl }: { post: Post; viewer: Viewer; shareUrl: string }) {
  const t = useT();
  const headingId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const actions = usePostActions(post, viewer.restricted);
  const author = post.author?.displayName?.trim() || t('home.anonymousUser');

  return (
    <article className="tp-post" aria-labelledby={headingId} data-testid="post-card" id={`post-${post.id}`}>
      <PostHeader post={post} author={author} headingId={headingId} />
      <PostStatus post={post} />
      <PostText content={post.content} className="tp-post__content" />
      <PostPhoto post={post} author={author} onOpen={() => setPhotoOpen(true)} />

      <p className="tp-post__counts" data-testid="post-counts">
        {t('community.post.counts', { likes: post.likeCount, comments: post.commentCount, shares: post.shareCount })}
      </p>

      <PostActions
        post={post}
        viewer={viewer}
        author={author}
        shareUrl={shareUrl}
        commentsId={commentsId}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsOpen((open) => !open)}
        actions={actions}
      />

      <div id={commentsId} hidden={!commentsOpen}>
        {commentsOpen ? (
          <Suspense fallback={<CommentsLoading />}>
            <Comments postId={post.id} viewer={viewer} />
          </Suspense>
        ) : null}
      </div>

      <Suspense fallback={null}>
        {photoOpen ? <PhotoViewer post={post} author={author} onClose={() => setPhotoOpen(false)} /> : null}
        {actions.confirm ? <PostConfirmDialogs actions={actions} /> : null}
      </Suspense>
    </article>
  );
}
