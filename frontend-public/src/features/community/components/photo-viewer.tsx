import { useT } from '../../../i18n/i18n';
import type { Post } from '../community.api';
import { Dialog } from '../../../shared/ui/dialog';
import './post-photo.css';

/** The photo opened larger, in a dialog. */
export function PhotoViewer({ post, author, onClose }: { post: Post; author: string; onClose: () => void }) {
  const t = useT();
  const image = post.image ?? null;
  const imageUrl = image?.url ?? post.imageUrl;
  if (!imageUrl) return null;
  return (
    <Dialog
      title={t('community.post.photoOf', { author })}
      onClose={onClose}
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
  );
}
