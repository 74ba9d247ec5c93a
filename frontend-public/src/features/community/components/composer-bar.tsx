import { useId, type ChangeEvent, type RefObject } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import '../../../shared/ui/controls.css';
import './composer-bar.css';

/** The composer's bottom bar: the Location toggle, the Photo button (a file input in its label), and Post. */
export function ComposerBar({
  disabled,
  showLocation,
  onToggleLocation,
  fileRef,
  onChoosePhoto,
  canPost,
  posting,
}: {
  disabled: boolean;
  showLocation: boolean;
  onToggleLocation: () => void;
  fileRef: RefObject<HTMLInputElement>;
  onChoosePhoto: (event: ChangeEvent<HTMLInputElement>) => void;
  canPost: boolean;
  posting: boolean;
}) {
  const t = useT();
  const photoId = useId();
  return (
    <div className="tp-composer__bar">
      <div className="tp-composer__tools">
        <button
          type="button"
          className="tp-button tp-button--ghost tp-button--small"
          aria-pressed={showLocation}
          disabled={disabled}
          onClick={onToggleLocation}
        >
          <Icon name="map-pin" size={18} />
          {t('community.composer.locationToggle')}
        </button>
        <label
          className={`tp-button tp-button--ghost tp-button--small tp-file-button${disabled ? ' tp-file-button--disabled' : ''}`}
        >
          <input
            ref={fileRef}
            id={photoId}
            className="tp-visually-hidden"
            type="file"
            accept="image/*"
            disabled={disabled}
            onChange={onChoosePhoto}
          />
          <Icon name="camera" size={18} />
          {t('community.composer.photo')}
        </label>
      </div>
      <button type="submit" className="tp-button tp-button--primary tp-button--small" disabled={!canPost}>
        {posting ? t('community.composer.posting') : t('community.composer.post')}
      </button>
    </div>
  );
}
