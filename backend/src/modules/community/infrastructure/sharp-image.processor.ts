import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
// Loaded by the main thread before any worker loads it (sharp's advice for worker threads: the native module then stays
// loaded for the process's life).
import 'sharp';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { checkDecoded, PHOTO_RULES } from '../domain/photo.js';
import { ImageProcessor, type ProcessedImage } from '../application/ports/image.store.js';
import { ImageWorkerPool, imagePoolSettings, PoolClosedError, PoolFullError } from './image-worker-pool.js';

/** Seconds a client is told to wait (Retry-After) when every image worker is busy and the queue is full. */
const RETRY_AFTER_SECONDS = 2;

const RULES = {
  maxPixels: PHOTO_RULES.maxPixels,
  fullSize: PHOTO_RULES.fullSize,
  thumbnailSize: PHOTO_RULES.thumbnailSize,
};

/**
 * Re-encodes an upload with sharp (libvips) and heic-decode in worker threads (image-worker.mjs), never on the event
 * loop: a 7200 x 5400 HEIC takes over a second of CPU to decode, during which every other request used to wait. The
 * header is checked by the domain (checkDecoded: JPEG, PNG, WebP or HEIC, at most 40 megapixels) before any pixel is
 * decoded. IMAGE_WORKERS threads at most (default: the cores), IMAGE_QUEUE_MAX photos waiting (default twice that);
 * beyond it the upload is refused with 503 IMAGE_PROCESSING_BUSY and Retry-After. The output is WebP (1,600 px and a
 * 480 px thumbnail), rotated upright, with no metadata at all.
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor implements OnApplicationShutdown {
  readonly pool = new ImageWorkerPool(imagePoolSettings(process.env));

  override async process(bytes: Buffer): Promise<ProcessedImage> {
    try {
      return await this.pool.run(bytes, RULES, checkDecoded);
    } catch (error) {
      if (error instanceof CommunityError) throw error;
      if (error instanceof PoolFullError || error instanceof PoolClosedError) {
        throw new CommunityError(
          CommunityErrorCode.ImageProcessingBusy,
          'Too many photos are being processed; please try again in a moment',
          {
            retryAfterSeconds: RETRY_AFTER_SECONDS,
          },
        );
      }
      throw new CommunityError(CommunityErrorCode.ImageUnreadable, 'This file is not a photo we can read', {
        field: 'file',
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
