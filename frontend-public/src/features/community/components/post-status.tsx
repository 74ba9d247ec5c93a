import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import type { Post } from '../community.api';
import './post-status.css';

/** A post's moderation status: under review, or removed (with the moderators' reason when they gave one). */
export function PostStatus({ post }: { post: Post }) {
  const t = useT();
  if (post.status === 'under_review') {
    return (
      <p className="tp-post__status tp-post__status--review">
        <Icon name="shield" size={16} />
        {t('community.post.underReview')}
      </p>
    );
  }
  if (post.status !== 'removed') return null;
  return (
    <p className="tp-post__status tp-post__status--removed">
      <Icon name="alert" size={16} />
      {post.removedReason
        ? t('community.post.removedBecause', { reason: post.removedReason })
        : t('community.post.removed')}
    </p>
  );
}
