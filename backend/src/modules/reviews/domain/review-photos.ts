import { ReviewError, ReviewErrorCode } from './review.errors.js';

export const MAX_REVIEW_PHOTOS = 3;

/** photoIds of a write: at most 3, each once, in the order the author gives. */
export function checkPhotoIds(photoIds: readonly string[]): readonly string[] {
  if (photoIds.length > MAX_REVIEW_PHOTOS)
    throw new ReviewError(ReviewErrorCode.TooManyPhotos, `A review has at most ${MAX_REVIEW_PHOTOS} photos`, {
      field: 'photoIds',
      max: MAX_REVIEW_PHOTOS,
    });
  const seen = new Set<string>();
  for (const id of photoIds) {
    const key = id.toLowerCase();
    if (seen.has(key))
      throw new ReviewError(ReviewErrorCode.DuplicatePhoto, 'Each photo may be given once', {
        field: 'photoIds',
        photoId: id,
      });
    seen.add(key);
  }
  return photoIds.map((id) => id.toLowerCase());
}

export function photoNotAvailable(): ReviewError {
  return new ReviewError(
    ReviewErrorCode.PhotoNotAvailable,
    'Each photo must be an upload of yours that no post or review uses yet',
    { field: 'photoIds' },
  );
}
