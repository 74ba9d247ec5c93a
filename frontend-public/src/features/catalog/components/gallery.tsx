import { useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../shared/ui/icon';
import { useT } from '../../../i18n/i18n';
import './gallery.css';

interface GalleryProps {
  images: readonly string[];
  /** Place name for the alt texts. */
  name: string;
  /** Dots under the main image (service detail). */
  showDots?: boolean;
}

/**
 * Main image with thumbnails (spec section 2): the first image is the main one; a thumbnail, a dot, the
 * previous/next buttons or the arrow keys on the main image switch it.
 */
export function Gallery({ images, name, showDots = false }: GalleryProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const imagesKey = images.join('\n');
  // Other images (another place) start again at the first: reset while rendering, not in an effect.
  const [shownKey, setShownKey] = useState(imagesKey);
  if (shownKey !== imagesKey) {
    setShownKey(imagesKey);
    setIndex(0);
  }

  if (count === 0) {
    return (
      <div className="tp-gallery tp-gallery--empty" role="img" aria-label={t('gallery.noPhotosOf', { name })}>
        <Icon name="image" size={48} />
        <span>{t('gallery.noPhotos')}</span>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };

  return (
    <div
      className="tp-gallery"
      role="group"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.photosOf', { name })}
    >
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys on the focused photo are a shortcut; its buttons are the controls */}
      <div
        className="tp-gallery__main"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        aria-label={count > 1 ? t('gallery.mainLabel', { number: current + 1, count }) : undefined}
      >
        <img
          src={images[current]}
          alt={t('gallery.photoAlt', { name, number: current + 1, count })}
          width={1200}
          height={750}
          data-testid="gallery-main"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="tp-gallery__nav tp-gallery__nav--prev"
              onClick={() => go(current - 1)}
              aria-label={t('gallery.previous')}
            >
              <Icon name="chevron-left" size={22} />
            </button>
            <button
              type="button"
              className="tp-gallery__nav tp-gallery__nav--next"
              onClick={() => go(current + 1)}
              aria-label={t('gallery.next')}
            >
              <Icon name="chevron-right" size={22} />
            </button>
          </>
        )}
        {showDots && count > 1 && (
          <div className="tp-gallery__dots" data-testid="gallery-dots">
            {images.map((image, dot) => (
              <button
                key={`${image}-${dot}`}
                type="button"
                className="tp-gallery__dot"
                aria-current={dot === current ? 'true' : undefined}
                aria-label={t('gallery.goTo', { number: dot + 1 })}
                tabIndex={-1}
                onClick={() => setIndex(dot)}
              />
            ))}
          </div>
        )}
      </div>
      {count > 1 && (
        <ul className="tp-gallery__thumbs" aria-label={t('gallery.thumbnails')}>
          {images.map((image, thumb) => (
            <li key={`${image}-${thumb}`}>
              <button
                type="button"
                className="tp-gallery__thumb"
                aria-label={t('gallery.show', { number: thumb + 1, count })}
                aria-current={thumb === current ? 'true' : undefined}
                onClick={() => setIndex(thumb)}
              >
                <img src={image} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
