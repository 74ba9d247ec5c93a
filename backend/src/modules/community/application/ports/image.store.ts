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

/** What a store answers for a photo it kept: its id and the sizes of the processed image. */
export function storedImageInfo(id: string, image: ProcessedImage): StoredImageInfo {
  return {
    id,
    width: image.width,
    height: image.height,
    thumbnailWidth: image.thumbnailWidth,
    thumbnailHeight: image.thumbnailHeight,
  };
}

export type ImageVariant = 'full' | 'thumbnail';

/** Who asks for a photo: a member's id, and whether they moderate (see hidden posts in the queue). */
export interface ImageViewer {
  readonly id: string;
  readonly moderates: boolean;
}

/** Photos kept in PostgreSQL, so that every API replica serves them. */
export abstract class ImageStore {
  abstract save(id: string, ownerId: string, image: ProcessedImage, now: Date): Promise<StoredImageInfo>;
  /**
   * Marks the owner's unattached upload as used by a post; false when there is no such upload of this owner or it
   * is already attached (one photo, one post).
   */
  abstract attach(id: string, ownerId: string, now: Date): Promise<boolean>;
  /**
   * The bytes of a photo the viewer may see, else null (issue 28.5: a photo follows its post): an upload not yet on a
   * post, to its owner only; a post's photo, to whoever sees the post (the feed's rule), and to moderators, who review
   * hidden posts with their photo. Nobody signed out sees one (posts are for members).
   */
  abstract read(id: string, variant: ImageVariant, viewer: ImageViewer | null): Promise<Buffer | null>;
  /** Deletes uploads never attached to a post and created before `before`; answers how many. */
  abstract deleteUnattachedBefore(before: Date): Promise<number>;
}

/** Decodes an upload, refuses what is not a photo, and re-encodes it (ImageProcessor adapter: sharp). */
export abstract class ImageProcessor {
  abstract process(bytes: Buffer): Promise<ProcessedImage>;
}
