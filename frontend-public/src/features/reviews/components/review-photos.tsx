import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Dialog } from '../../../shared/ui/dialog';
import type { ReviewPhoto } from '../reviews.api';

/** A review's photos as thumbnails (lazy, sized), each a button that opens it larger in a dialog. */
export function ReviewPhotos({ photos, author }: { photos: readonly ReviewPhoto[]; author: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="tp-review-photos">
        {photos.map((photo, index) => (
          <li key={photo.id} className="tp-review-photos__item">
            <button
              type="button"
              className="tp-review__photo"
              aria-label={t('reviews.photos.open', { index: index + 1, count: photos.length, author })}
              onClick={() => setOpen(index)}
            >
              <img src={photo.thumbnailUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {shown && open !== null ? (
        <Dialog
          title={t('reviews.photos.alt', { index: open + 1, author })}
          onClose={() => setOpen(null)}
          className="tp-dialog__panel--photo"
          hideTitle
        >
          <img
            className="tp-review-photo-viewer"
            src={shown.url}
            width={shown.width}
            height={shown.height}
            alt={t('reviews.photos.alt', { index: open + 1, author })}
          />
        </Dialog>
      ) : null}
    </>
  );
}
