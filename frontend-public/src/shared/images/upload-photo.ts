import { formatHttpErrorMessage, toApiError, type ApiError, type ImageResponse } from '@tara/api-client';

// A module of its own, so that a form can check a file's size before the upload's code is there.
export { MAX_PHOTO_BYTES } from './photo-limits';

export interface UploadHandle {
  /** The stored photo, or an ApiError (status 0 'FETCH_ERROR' when the network failed, 'CUSTOM_ERROR' when aborted). */
  done: Promise<ImageResponse>;
  abort: () => void;
}

/**
 * POST /api/uploads (multipart, one `file`) through XMLHttpRequest, which (unlike fetch) reports the upload's
 * progress: `onProgress` gets 0..1 as the bytes leave. Cookies go with it (same origin); errors are the app's ApiError.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImageResponse>((resolve, rejectWith) => {
    // The app's ApiError, as RTK Query's unwrap() rejects with, so that callers read both alike.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an ApiError is a plain object by design
    const reject = (error: ApiError) => rejectWith(error);
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(1);
          resolve(JSON.parse(xhr.responseText) as ImageResponse);
        } catch {
          reject({
            status: 'PARSING_ERROR',
            message: formatHttpErrorMessage(xhr.status, 'The server sent a response that could not be read'),
          } satisfies ApiError);
        }
        return;
      }
      reject(toApiError({ status: xhr.status, data: xhr.responseText }, { statusText: xhr.statusText } as Response));
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' } satisfies ApiError);
    xhr.onabort = () => reject({ status: 'CUSTOM_ERROR', message: 'aborted' } satisfies ApiError);
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}

export function isAborted(error: unknown): boolean {
  return (error as ApiError | null)?.status === 'CUSTOM_ERROR';
}
