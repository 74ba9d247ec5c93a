import { useT } from '../../../i18n/i18n';
import type { Post } from '../community.api';
import './post-photo.css';

/** A post's photo: lazy, sized (srcset from the stored sizes), a button that opens it larger. */
export function PostPhoto({ post, author, onOpen }: { post: Post; author: string; onOpen: () => void }) {
  const t = useT();
  const image = post.image ?? null;
  const imageUrl = image?.url ?? post.imageUrl;
  if (!imageUrl) return null;
  return (
    <button
      type="button"
      className="tp-post__photo"
      onClick={onOpen}
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
  );
}
