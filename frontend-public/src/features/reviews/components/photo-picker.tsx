import { useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { MAX_PHOTOS } from '../review-rules';
import type { ReviewPhotos } from './use-review-photos';

/** The form's photos: a preview of each with its progress or failure and Remove, then 'Add a photo' (up to 3). */
export function PhotoPicker({ photos, disabled }: { photos: ReviewPhotos; disabled: boolean }) {
  const t = useT();
  const labelId = useId();
  const addDisabled = disabled || photos.full;
  return (
    <div className="tp-review-form__field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="tp-review-form__label">
        {t('reviews.form.photos', { max: MAX_PHOTOS })}
      </span>
      {photos.photos.length > 0 ? (
        <ul className="tp-review-photos tp-review-photos--form">
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="tp-review-photos__item" data-testid="form-photo">
              <img src={photo.preview} alt={t('reviews.form.photoAlt', { index: index + 1 })} width={96} height={96} />
              {photo.state === 'uploading' ? (
                <span className="tp-review-photos__status" role="status">
                  {t('reviews.form.uploading', { percent: Math.round(photo.progress * 100) })}
                </span>
              ) : photo.state === 'failed' ? (
                <span className="tp-review-photos__status tp-review-photos__status--failed">
                  {t('reviews.form.uploadFailed')}
                </span>
              ) : null}
              <button
                type="button"
                className="tp-button tp-button--ghost tp-button--small"
                disabled={disabled}
                onClick={() => photos.remove(photo.key)}
              >
                <Icon name="close" size={16} />
                {t('reviews.form.removePhoto', { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        className={`tp-button tp-button--ghost tp-button--small tp-file-button tp-review-form__add-photo${addDisabled ? ' tp-file-button--disabled' : ''}`}
      >
        <input
          className="tp-visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={addDisabled}
          onChange={photos.choose}
          data-testid="review-photo-input"
        />
        <Icon name="camera" size={18} />
        {t('reviews.form.addPhoto')}
      </label>
    </div>
  );
}
