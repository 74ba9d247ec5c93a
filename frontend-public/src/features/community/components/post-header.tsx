import { formatDate, formatPostAge, useLanguage } from '@tara/i18n';
import { Icon } from '../../../shared/ui/icon';
import type { Post } from '../community.api';
import './post-header.css';

/** 'Maria Santos' -> 'M' (the avatar). */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** A post's head: the author's initial and name (the card's heading), the post's age and its location. */
export function PostHeader({ post, author, headingId }: { post: Post; author: string; headingId: string }) {
  const language = useLanguage();
  return (
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
  );
}
