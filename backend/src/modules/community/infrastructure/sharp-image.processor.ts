import { Injectable } from '@nestjs/common';
import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { checkDecoded, PHOTO_RULES } from '../domain/photo.js';
import { ImageProcessor, type ProcessedImage } from '../application/ports/image.store.js';

/** Pixels sharp starts from: the upload itself, or RGBA decoded from a HEIC photo. */
interface Source {
  readonly input: Buffer;
  readonly options: SharpOptions;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * Re-encodes an upload with sharp (libvips). The header is read first, and anything that is not a JPEG, PNG, WebP or
 * HEIC photo, or that would decode to more than 40 megapixels, is refused before any pixel is decoded
 * (limitInputPixels guards the decoder too). HEIC (iPhone photos; HEVC, which the prebuilt libvips cannot decode) goes
 * through libheif compiled to WebAssembly (heic-decode). The output is WebP, rotated upright from the EXIF
 * orientation, with no metadata at all: sharp writes none unless asked, so GPS, camera and time stamps are gone.
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  override async process(bytes: Buffer): Promise<ProcessedImage> {
    const source = isHevcHeic(bytes) ? await heicSource(bytes) : await sharpSource(bytes);
    try {
      const full = await encode(source, PHOTO_RULES.fullSize, 80);
      const thumbnail = await encode(source, PHOTO_RULES.thumbnailSize, 72);
      return {
        full: full.data,
        width: full.info.width,
        height: full.info.height,
        thumbnail: thumbnail.data,
        thumbnailWidth: thumbnail.info.width,
        thumbnailHeight: thumbnail.info.height,
      };
    } catch {
      throw unreadable();
    }
  }
}

async function sharpSource(bytes: Buffer): Promise<Source> {
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded), without the pixel limit: a too-large image gets its own answer below.
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw unreadable();
  }
  // EXIF orientations 5-8 swap width and height once rotated.
  const rotated = (metadata.orientation ?? 1) >= 5;
  checkDecoded({
    format: metadata.format ?? 'unknown',
    width: (rotated ? metadata.height : metadata.width) ?? 0,
    height: (rotated ? metadata.width : metadata.height) ?? 0,
  });
  if ((metadata.pages ?? 1) > 1) throw unreadable(); // an animation is not a photo
  return { input: bytes, options: { limitInputPixels: PHOTO_RULES.maxPixels, failOn: 'error', sequentialRead: true } };
}

async function heicSource(bytes: Buffer): Promise<Source> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw unreadable();
  }
  try {
    const [primary] = images;
    if (!primary) throw unreadable();
    checkDecoded({ format: 'heif', width: primary.width, height: primary.height });
    const { width, height, data } = await primary.decode();
    return {
      input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      options: { raw: { width, height, channels: 4 }, limitInputPixels: PHOTO_RULES.maxPixels },
    };
  } catch (error) {
    if (error instanceof CommunityError) throw error;
    throw unreadable();
  } finally {
    images.dispose();
  }
}

/** An ISO-BMFF file of a HEIF brand that is not AVIF (which sharp decodes itself). */
function isHevcHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const major = bytes.toString('latin1', 8, 12);
  if (major === 'avif' || major === 'avis') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const compatible = bytes.toString('latin1', 16, boxSize);
  return HEIC_BRANDS.has(major) && !(major === 'mif1' && compatible.includes('avif'));
}

function encode(source: Source, size: number, quality: number) {
  return sharp(source.input, source.options)
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}

function unreadable(): CommunityError {
  return new CommunityError(CommunityErrorCode.ImageUnreadable, 'This file is not a photo we can read', { field: 'file' });
}
