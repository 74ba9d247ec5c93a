import { CommunityError, CommunityErrorCode } from './community.errors.js';

/** Upload limits of a post photo (DESIGN.md 7). */
export const PHOTO_RULES = {
  maxBytes: 10 * 1024 * 1024,
  /** Larger images are refused before decoding (a decompression bomb: a small file that decodes to gigabytes). */
  maxPixels: 40_000_000,
  /** The stored photo's long side, and the thumbnail's. */
  fullSize: 1_600,
  thumbnailSize: 480,
  /** An upload not attached to a post within this time is deleted. */
  unattachedLifetimeMs: 24 * 60 * 60 * 1000,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as readonly string[],
} as const;

/** What the decoder found in an upload before re-encoding it. */
export interface DecodedImageInfo {
  readonly format: string;
  readonly width: number;
  readonly height: number;
}

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** Checks an upload's declared size and type before it is decoded. */
export function checkUpload(sizeBytes: number, declaredType: string): void {
  if (sizeBytes > PHOTO_RULES.maxBytes) {
    throw new CommunityError(CommunityErrorCode.ImageTooLarge, 'A photo may be at most 10 MB', {
      maxBytes: PHOTO_RULES.maxBytes,
    });
  }
  if (!PHOTO_RULES.types.includes(declaredType.toLowerCase())) {
    throw typeNotAllowed();
  }
}

/** Checks what the decoder really found (the declared type proves nothing). */
export function checkDecoded(info: DecodedImageInfo): void {
  if (!FORMATS.has(info.format)) throw typeNotAllowed();
  if (info.width * info.height > PHOTO_RULES.maxPixels) {
    throw new CommunityError(CommunityErrorCode.ImageTooManyPixels, 'A photo may have at most 40 megapixels', {
      maxPixels: PHOTO_RULES.maxPixels,
    });
  }
}

function typeNotAllowed(): CommunityError {
  return new CommunityError(CommunityErrorCode.ImageTypeNotAllowed, 'Please choose a JPEG, PNG, WebP or HEIC photo', {
    field: 'file',
    allowed: PHOTO_RULES.types,
  });
}
