import type { ImageResponse } from '@tara/api-client';
import type { UploadHandle } from '../../../shared/images/upload-photo';
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useDispatch } from 'react-redux';
import { sessionExpired } from '../../../shared/api/session';
import { useT } from '../../../i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import { communityErrorMessage } from '../community-errors';
import { MAX_PHOTO_BYTES } from '../../../shared/images/photo-limits';

export type Photo =
  | { state: 'uploading'; file: File; preview: string; progress: number; abort: () => void }
  | { state: 'ready'; file: File; preview: string; image: ImageResponse }
  | { state: 'failed'; file: File; preview: string };

export interface PhotoUpload {
  photo: Photo | null;
  /** The file input, emptied when the photo goes. */
  fileRef: RefObject<HTMLInputElement>;
  choosePhoto: (event: ChangeEvent<HTMLInputElement>) => void;
  clearPhoto: () => void;
}

/**
 * The composer's photo (issue 9): a chosen image uploads at once with its progress and a local preview; a wrong type or
 * a file over 10 MB is refused with a toast; Remove (or a new photo) aborts an upload and frees the preview, and so
 * does leaving the page.
 */
export function usePhotoUpload(): PhotoUpload {
  const t = useT();
  const { toast } = useToast();
  const dispatch = useDispatch();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<Photo | null>(null);

  useEffect(() => {
    photoRef.current = photo;
  }, [photo]);

  // Leaving the page stops an upload and frees the preview.
  useEffect(
    () => () => {
      const current = photoRef.current;
      if (current?.state === 'uploading') current.abort();
      if (current) URL.revokeObjectURL(current.preview);
    },
    [],
  );

  const clearPhoto = () => {
    setPhoto((current) => {
      if (current?.state === 'uploading') current.abort();
      if (current) URL.revokeObjectURL(current.preview);
      return null;
    });
    if (fileRef.current) fileRef.current.value = '';
  };

  const refuse = (input: HTMLInputElement, description: string) => {
    toast({ title: t('community.toast.error'), description, variant: 'destructive' });
    input.value = '';
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) return refuse(event.target, t('community.photo.wrongType'));
    if (file.size > MAX_PHOTO_BYTES) return refuse(event.target, t('community.photo.tooLarge'));
    clearPhoto();
    const preview = URL.createObjectURL(file);
    const abort = startUpload(
      file,
      (progress) =>
        setPhoto((current) =>
          current?.state === 'uploading' && current.file === file ? { ...current, progress } : current,
        ),
      (image) => setPhoto((current) => (current?.file === file ? { state: 'ready', file, preview, image } : current)),
      (error) => {
        if ((error as { status?: unknown }).status === 401) dispatch(sessionExpired());
        setPhoto((current) => (current?.file === file ? { state: 'failed', file, preview } : current));
        toast({
          title: t('community.toast.error'),
          description: communityErrorMessage(error, t),
          variant: 'destructive',
        });
      },
    );
    setPhoto({ state: 'uploading', file, preview, progress: 0, abort });
  };

  return { photo, fileRef, choosePhoto, clearPhoto };
}

/**
 * Uploads `file` once the upload's code is there (feed-later.ts: with the first photo chosen, not the feed's first
 * screen); what it returns stops it, before or after it started. A download of the code that fails is a failed upload.
 */
function startUpload(
  file: File,
  onProgress: (fraction: number) => void,
  onDone: (image: ImageResponse) => void,
  onError: (error: unknown) => void,
): () => void {
  let upload: UploadHandle | undefined;
  let aborted = false;
  void import('./feed-later').then(({ uploadPhoto, isAborted }) => {
    if (aborted) return;
    upload = uploadPhoto(file, onProgress);
    upload.done.then(onDone, (error: unknown) => {
      if (!isAborted(error)) onError(error);
    });
  }, onError);
  return () => {
    aborted = true;
    upload?.abort();
  };
}
