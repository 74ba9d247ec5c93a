/** A photo re-encoded for the web: the full image and its thumbnail, both WebP with no metadata. */
export interface ProcessedImage {
  readonly full: Buffer;
  readonly width: number;
  readonly height: number;
  readonly thumbnail: Buffer;
  readonly thumbnailWidth: number;
  readonly thumbnailHeight: number;
}

export interface StoredImageInfo {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly thumbnailWidth: number;
  readonly thumbnailHeight: number;
}

export type ImageVariant = 'full' | 'thumbnail';

/** Photos kept in PostgreSQL, so that every API replica serves them. */
export abstract class ImageStore {
  abstract save(id: string, ownerId: string, image: ProcessedImage, now: Date): Promise<StoredImageInfo>;
  /**
   * Marks the owner's unattached upload as used by a post; false when there is no such upload of this owner or it
   * is already attached (one photo, one post).
   */
  abstract attach(id: string, ownerId: string, now: Date): Promise<boolean>;
  abstract read(id: string, variant: ImageVariant): Promise<Buffer | null>;
  /** Deletes uploads never attached to a post and created before `before`; answers how many. */
  abstract deleteUnattachedBefore(before: Date): Promise<number>;
}

/** Decodes an upload, refuses what is not a photo, and re-encodes it (ImageProcessor adapter: sharp). */
export abstract class ImageProcessor {
  abstract process(bytes: Buffer): Promise<ProcessedImage>;
}
