import type { ImageResponse } from '@tara/api-client';
import { formatNumber, useLanguage } from '@tara/i18n';
import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { sessionExpired } from '../../../app/session';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { usePostsCreateMutation } from '../community.api';
import { communityErrorMessage } from '../community-errors';
import { isAborted, MAX_PHOTO_BYTES, uploadPhoto } from '../upload-photo';

/** Issue 9: at most 2,000 characters; a location of at most 120. */
export const POST_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;

type Photo =
  | { state: 'uploading'; file: File; preview: string; progress: number; abort: () => void }
  | { state: 'ready'; file: File; preview: string; image: ImageResponse }
  | { state: 'failed'; file: File; preview: string };

/**
 * The composer (spec section 2 /community and section 4 'Post creation'; issue 9): a 3-row text area, a Location
 * toggle revealing its input, a Photo button (the file input opens the camera or the gallery on a phone) with a
 * preview, upload progress and Remove; 'Posting...' while pending; 'Post Created'; then text, location and photo are
 * cleared and the location field hides. Post stays disabled while the text is empty or a photo is still uploading.
 */
export const Composer = forwardRef<HTMLTextAreaElement, { disabled?: boolean }>(function Composer(
  { disabled = false },
  textRef,
) {
  const t = useT();
  const language = useLanguage();
  const { toast } = useToast();
  const dispatch = useDispatch();
  const ids = { text: useId(), location: useId(), counter: useId(), progress: useId(), photo: useId() };
  const [content, setContent] = useState('');
  const [showLocation, setShowLocation] = useState(false);
  const [location, setLocation] = useState('');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const [createPost, createState] = usePostsCreateMutation();
  const locationRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<Photo | null>(null);
  photoRef.current = photo;

  // Leaving the page stops an upload and frees the preview.
  useEffect(
    () => () => {
      const current = photoRef.current;
      if (current?.state === 'uploading') current.abort();
      if (current) URL.revokeObjectURL(current.preview);
    },
    [],
  );

  const length = Array.from(content).length;
  const tooLong = length > POST_MAX_LENGTH;
  const posting = createState.isLoading;
  const uploading = photo?.state === 'uploading';
  const canPost = !disabled && content.trim() !== '' && !tooLong && !posting && !uploading && photo?.state !== 'failed';

  const clearPhoto = () => {
    setPhoto((current) => {
      if (current?.state === 'uploading') current.abort();
      if (current) URL.revokeObjectURL(current.preview);
      return null;
    });
    if (fileRef.current) fileRef.current.value = '';
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      toast({ title: t('community.toast.error'), description: t('community.photo.wrongType'), variant: 'destructive' });
      event.target.value = '';
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: t('community.toast.error'), description: t('community.photo.tooLarge'), variant: 'destructive' });
      event.target.value = '';
      return;
    }
    clearPhoto();
    const preview = URL.createObjectURL(file);
    const upload = uploadPhoto(file, (progress) =>
      setPhoto((current) =>
        current?.state === 'uploading' && current.file === file ? { ...current, progress } : current,
      ),
    );
    setPhoto({ state: 'uploading', file, preview, progress: 0, abort: upload.abort });
    upload.done.then(
      (image) => setPhoto((current) => (current?.file === file ? { state: 'ready', file, preview, image } : current)),
      (error: unknown) => {
        if (isAborted(error)) return;
        if ((error as { status?: unknown }).status === 401) dispatch(sessionExpired());
        setPhoto((current) => (current?.file === file ? { state: 'failed', file, preview } : current));
        toast({
          title: t('community.toast.error'),
          description: communityErrorMessage(error, t),
          variant: 'destructive',
        });
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || posting || uploading) return;
    const text = content.trim();
    if (!text) {
      toast({ title: t('community.toast.error'), description: t('community.composer.empty'), variant: 'destructive' });
      return;
    }
    if (tooLong) return;
    const place = location.trim();
    try {
      await createPost({
        createPostRequest: {
          content: text,
          ...(showLocation && place ? { locationName: place } : {}),
          ...(photo?.state === 'ready' ? { imageId: photo.image.id } : {}),
        },
      }).unwrap();
      toast({ title: t('community.toast.postCreated'), description: t('community.toast.postCreatedText') });
      setContent('');
      setLocation('');
      setShowLocation(false);
      clearPhoto();
    } catch (error) {
      toast({
        title: t('community.toast.error'),
        description: communityErrorMessage(error, t),
        variant: 'destructive',
      });
    }
  };

  const toggleLocation = () => {
    setShowLocation((shown) => {
      if (!shown) window.setTimeout(() => locationRef.current?.focus(), 0);
      return !shown;
    });
  };

  const percent = photo?.state === 'uploading' ? Math.round(photo.progress * 100) : 100;

  return (
    <form className="tp-composer" onSubmit={submit} aria-label={t('community.composer.label')} data-testid="composer">
      <label htmlFor={ids.text} className="tp-visually-hidden">
        {t('community.composer.label')}
      </label>
      <textarea
        ref={textRef}
        id={ids.text}
        className="tp-textarea"
        rows={3}
        placeholder={t('community.composer.placeholder')}
        value={content}
        disabled={disabled}
        aria-describedby={ids.counter}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
      />
      <p id={ids.counter} className={`tp-counter${tooLong ? ' tp-counter--over' : ''}`}>
        {t('community.counter', { count: length, max: POST_MAX_LENGTH })}
      </p>

      {showLocation ? (
        <div className="tp-composer__location">
          <label htmlFor={ids.location} className="tp-field__label">
            {t('community.composer.location')}
          </label>
          <input
            ref={locationRef}
            id={ids.location}
            className="tp-input"
            type="text"
            maxLength={LOCATION_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('community.composer.locationPlaceholder')}
            value={location}
            disabled={disabled}
            onChange={(event) => setLocation(event.target.value)}
          />
        </div>
      ) : null}

      {photo ? (
        <div className="tp-composer__photo" data-testid="photo-preview">
          {brokenPreview === photo.preview ? (
            // e.g. a HEIC photo, which most browsers cannot show (the server converts it): its name instead.
            <span className="tp-composer__photo-name" role="img" aria-label={t('community.photo.preview')}>
              <Icon name="image" size={28} />
              <span>{photo.file.name}</span>
            </span>
          ) : (
            <img
              src={photo.preview}
              alt={t('community.photo.preview')}
              onError={() => setBrokenPreview(photo.preview)}
            />
          )}
          <div className="tp-composer__photo-info">
            {photo.state === 'uploading' ? (
              <>
                <label htmlFor={ids.progress}>
                  {t('community.photo.uploading', { percent: formatNumber(percent, language) })}
                </label>
                <progress id={ids.progress} max={100} value={percent} />
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
            <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={clearPhoto}>
              <Icon name="close" size={16} />
              {t('community.photo.remove')}
            </button>
          </div>
        </div>
      ) : null}

      <div className="tp-composer__bar">
        <div className="tp-composer__tools">
          <button
            type="button"
            className="tp-button tp-button--ghost tp-button--small"
            aria-pressed={showLocation}
            disabled={disabled}
            onClick={toggleLocation}
          >
            <Icon name="map-pin" size={18} />
            {t('community.composer.locationToggle')}
          </button>
          <label
            className={`tp-button tp-button--ghost tp-button--small tp-file-button${disabled ? ' tp-file-button--disabled' : ''}`}
          >
            <input
              ref={fileRef}
              id={ids.photo}
              className="tp-visually-hidden"
              type="file"
              accept="image/*"
              disabled={disabled}
              onChange={choosePhoto}
            />
            <Icon name="camera" size={18} />
            {t('community.composer.photo')}
          </label>
        </div>
        <button type="submit" className="tp-button tp-button--primary tp-button--small" disabled={!canPost}>
          {posting ? t('community.composer.posting') : t('community.composer.post')}
        </button>
      </div>
    </form>
  );
});
