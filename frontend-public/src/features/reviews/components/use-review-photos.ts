import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { sessionExpired } from '../../../shared/api/session';
import { translatedErrorMessage } from '../../../shared/api/error-messages';
import { isAborted, MAX_PHOTO_BYTES, uploadPhoto } from '../../../shared/images/upload-photo';
import { useT } from '../../../i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import { MAX_PHOTOS } from '../review-rules';
import type { ReviewPhoto } from '../reviews.api';

/** A photo of the form: one the review has (or an upload that finished), one uploading, or one that failed. */
export type FormPhoto =
  | { key: string; state: 'ready'; id: string; preview: string; local: boolean }
  | { key: string; state: 'uploading'; preview: string; progress: number; abort: () => void }
  | { key: string; state: 'failed'; preview: string };

let counter = 0;
const newKey = () => `photo-${(counter += 1)}`;

/**
 * The review's photos (issue 32.1): those it has, then up to 3 in all chosen from the device, each uploaded at once
 * through the community's pipeline (POST /api/uploads: metadata stripped, 10 MB at most) with its progress; a wrong
 * type or size is refused with a toast. Removing one aborts its upload; leaving frees the previews.
 */
export function useReviewPhotos(initial: readonly ReviewPhoto[]) {
  const t = useT();
  const { toast } = useToast();
  const dispatch = useDispatch();
  const [photos, setPhotos] = useState<FormPhoto[]>(() =>
    initial.map((photo) => ({
      key: newKey(),
      state: 'ready',
      id: photo.id,
      preview: photo.thumbnailUrl,
      local: false,
    })),
  );
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);

  useEffect(
    () => () => {
      for (const photo of current.current) {
        if (photo.state === 'uploading') photo.abort();
        if (photo.state !== 'ready' || photo.local) URL.revokeObjectURL(photo.preview);
      }
    },
    [],
  );

  const patch = (key: string, next: (photo: FormPhoto) => FormPhoto) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? next(photo) : photo)));

  const refuse = (description: string) =>
    toast({ title: t('reviews.error.title'), description, variant: 'destructive' });

  const upload = (file: File) => {
    const key = newKey();
    const preview = URL.createObjectURL(file);
    const handle = uploadPhoto(file, (progress) =>
      patch(key, (photo) => (photo.state === 'uploading' ? { ...photo, progress } : photo)),
    );
    setPhotos((list) => [...list, { key, state: 'uploading', preview, progress: 0, abort: handle.abort }]);
    handle.done.then(
      (image) => patch(key, () => ({ key, state: 'ready', id: image.id, preview, local: true })),
      (error: unknown) => {
        if (isAborted(error)) return;
        if ((error as { status?: unknown }).status === 401) dispatch(sessionExpired());
        patch(key, () => ({ key, state: 'failed', preview }));
        refuse(translatedErrorMessage(error, t, t('reviews.form.uploadFailed')));
      },
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    let room = MAX_PHOTOS - current.current.length;
    for (const file of files) {
      if (file.type && !file.type.startsWith('image/')) refuse(t('reviews.form.photoWrongType'));
      else if (file.size > MAX_PHOTO_BYTES) refuse(t('reviews.form.photoTooLarge'));
      else if (room > 0) {
        room -= 1;
        upload(file);
      }
    }
  };

  const remove = (key: string) =>
    setPhotos((list) =>
      list.filter((photo) => {
        if (photo.key !== key) return true;
        if (photo.state === 'uploading') photo.abort();
        if (photo.state !== 'ready' || photo.local) URL.revokeObjectURL(photo.preview);
        return false;
      }),
    );

  return {
    photos,
    choose,
    remove,
    full: photos.length >= MAX_PHOTOS,
    uploading: photos.some((photo) => photo.state === 'uploading'),
    /** The ids to send: the photos that are there, in order (a failed upload is left out). */
    ids: () => photos.flatMap((photo) => (photo.state === 'ready' ? [photo.id] : [])),
  };
}

export type ReviewPhotos = ReturnType<typeof useReviewPhotos>;
