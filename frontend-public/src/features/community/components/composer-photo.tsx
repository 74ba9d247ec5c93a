import { formatNumber, useLanguage } from '@tara/i18n';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import type { Photo } from './use-photo-upload';
import './composer-photo.css';

/** The chosen photo under the text: its preview (or its name), the upload's progress, ready or failed, and Remove. */
export function ComposerPhoto({ photo, onRemove }: { photo: Photo; onRemove: () => void }) {
  const t = useT();
  const language = useLanguage();
  const progressId = useId();
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const percent = photo.state === 'uploading' ? Math.round(photo.progress * 100) : 100;
  return (
    <div className="tp-composer__photo" data-testid="photo-preview">
      {brokenPreview === photo.preview ? (
        // e.g. a HEIC photo, which most browsers cannot show (the server converts it): its name instead.
        <span className="tp-composer__photo-name" role="img" aria-label={t('community.photo.preview')}>
          <Icon name="image" size={28} />
          <span>{photo.file.name}</span>
        </span>
      ) : (
        <img src={photo.preview} alt={t('community.photo.preview')} onError={() => setBrokenPreview(photo.preview)} />
      )}
      <div className="tp-composer__photo-info">
        {photo.state === 'uploading' ? (
          <>
            <label htmlFor={progressId}>
              {t('community.photo.uploading', { percent: formatNumber(percent, language) })}
            </label>
            <progress id={progressId} max={100} value={percent} />
          </>
        ) : photo.state === 'ready' ? (
          <p className="tp-composer__photo-ready">
            <Icon name="check-circle" size={16} />
            {t('community.photo.ready')}
          </p>
        ) : (
          <p className="tp-composer__photo-failed" role="alert">
            {t('community.photo.failed')}
          </p>
        )}
        <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={onRemove}>
          <Icon name="close" size={16} />
          {t('community.photo.remove')}
        </button>
      </div>
    </div>
  );
}
