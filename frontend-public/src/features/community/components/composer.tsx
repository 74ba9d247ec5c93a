import { forwardRef, Suspense, useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { lazyComponent } from '../../../shared/lib/lazy';
import { ComposerBar } from './composer-bar';
import { LOCATION_MAX_LENGTH, POST_MAX_LENGTH, usePostComposer } from './use-post-composer';
import '../../../shared/ui/controls.css';
import './composer.css';

/** The chosen photo's preview: with the upload's code (feed-later.ts), loaded once a photo is chosen. */
const ComposerPhoto = lazyComponent(() => import('./feed-later'), 'ComposerPhoto', []);

/**
 * The composer (spec section 2 /community and section 4 'Post creation'; issue 9): a 3-row text area, a Location
 * toggle revealing its input, a Photo button (the file input opens the camera or the gallery on a phone) with a
 * preview, upload progress and Remove; 'Posting...' while pending; 'Post Created'; then text, location and photo are
 * cleared and the location field hides. Post stays disabled while the text is empty or a photo is still uploading.
 * Its state and calls are usePostComposer's.
 */
export const Composer = forwardRef<HTMLTextAreaElement, { disabled?: boolean }>(function Composer(
  { disabled = false },
  textRef,
) {
  const t = useT();
  const ids = { text: useId(), location: useId(), counter: useId() };
  const composer = usePostComposer(disabled);
  const { photo, fileRef, choosePhoto, clearPhoto } = composer.upload;

  return (
    <form
      className="tp-composer"
      onSubmit={composer.submit}
      aria-label={t('community.composer.label')}
      data-testid="composer"
    >
      <label htmlFor={ids.text} className="tp-visually-hidden">
        {t('community.composer.label')}
      </label>
      <textarea
        ref={textRef}
        id={ids.text}
        className="tp-textarea"
        rows={3}
        placeholder={t('community.composer.placeholder')}
        value={composer.content}
        disabled={disabled}
        aria-describedby={ids.counter}
        aria-invalid={composer.tooLong || undefined}
        onChange={(event) => composer.setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) composer.submit(event);
        }}
      />
      <p id={ids.counter} className={`tp-counter${composer.tooLong ? ' tp-counter--over' : ''}`}>
        {t('community.counter', { count: composer.length, max: POST_MAX_LENGTH })}
      </p>

      {composer.showLocation ? (
        <div className="tp-composer__location">
          <label htmlFor={ids.location} className="tp-field__label">
            {t('community.composer.location')}
          </label>
          <input
            ref={composer.locationRef}
            id={ids.location}
            className="tp-input"
            type="text"
            maxLength={LOCATION_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('community.composer.locationPlaceholder')}
            value={composer.location}
            disabled={disabled}
            onChange={(event) => composer.setLocation(event.target.value)}
          />
        </div>
      ) : null}

      {photo ? (
        <Suspense fallback={null}>
          <ComposerPhoto photo={photo} onRemove={clearPhoto} />
        </Suspense>
      ) : null}

      <ComposerBar
        disabled={disabled}
        showLocation={composer.showLocation}
        onToggleLocation={composer.toggleLocation}
        fileRef={fileRef}
        onChoosePhoto={choosePhoto}
        canPost={composer.canPost}
        posting={composer.posting}
      />
    </form>
  );
});
