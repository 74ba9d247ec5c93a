// One photo-processing thread of ImageWorkerPool (image-worker-pool.ts). Decoding a large photo takes seconds of CPU
// (a 7200 x 5400 HEIC: about 1.3 s in libheif compiled to WebAssembly, which runs on the calling thread), so it runs
// here and never on the API's event loop. Plain JavaScript that imports only npm packages: the same file runs under
// the compiled build (copied to dist/ by tsc, allowJs in tsconfig.build.json) and under Jest (a worker cannot load
// TypeScript). One job at a time:
//   pool -> worker  { type: 'job', bytes, rules: { maxPixels, fullSize, thumbnailSize } }
//   worker -> pool  { type: 'check', info: { format, width, height } }   the header, before any pixel is decoded
//   pool -> worker  { type: 'verdict', proceed }                         the domain's checkDecoded() answer
//   worker -> pool  { type: 'done', result } | { type: 'failed', reason: 'refused' | 'unreadable' }
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

class Refused extends Error {}
class Unreadable extends Error {}

/** The pool's answer to the pending 'check' message. */
let pendingVerdict;

parentPort.on('message', (message) => {
  if (message.type === 'verdict') {
    const resolve = pendingVerdict;
    pendingVerdict = undefined;
    resolve?.(message.proceed === true);
  } else if (message.type === 'job') {
    void run(message);
  }
});

async function run({ bytes, rules }) {
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parentPort.postMessage({ type: 'done', result: await processImage(input, rules) });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', reason: error instanceof Refused ? 'refused' : 'unreadable' });
  }
}

/** Asks the pool whether an image of this format and size may be decoded. */
async function check(info) {
  const proceed = await new Promise((resolve) => {
    pendingVerdict = resolve;
    parentPort.postMessage({ type: 'check', info });
  });
  if (!proceed) throw new Refused();
}

/**
 * The header is read first, and anything the domain refuses (not a JPEG, PNG, WebP or HEIC photo, or more than
 * 40 megapixels) is refused before any pixel is decoded (limitInputPixels guards the decoder too). HEIC (iPhone
 * photos; HEVC, which the prebuilt libvips cannot decode) goes through heic-decode. The output is WebP, rotated
 * upright from the EXIF orientation, with no metadata at all: sharp writes none unless asked (GPS, camera, time gone).
 */
async function processImage(bytes, rules) {
  const source = isHevcHeic(bytes) ? await heicSource(bytes, rules) : await sharpSource(bytes, rules);
  try {
    const full = await encode(source, rules.fullSize, 80);
    const thumbnail = await encode(source, rules.thumbnailSize, 72);
    return {
      full: full.data,
      width: full.info.width,
      height: full.info.height,
      thumbnail: thumbnail.data,
      thumbnailWidth: thumbnail.info.width,
      thumbnailHeight: thumbnail.info.height,
    };
  } catch {
    throw new Unreadable();
  }
}

async function sharpSource(bytes, rules) {
  let metadata;
  try {
    // The header only (no pixel is decoded), without the pixel limit: a too-large image gets its own answer.
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new Unreadable();
  }
  // EXIF orientations 5-8 swap width and height once rotated.
  const rotated = (metadata.orientation ?? 1) >= 5;
  await check({
    format: metadata.format ?? 'unknown',
    width: (rotated ? metadata.height : metadata.width) ?? 0,
    height: (rotated ? metadata.width : metadata.height) ?? 0,
  });
  if ((metadata.pages ?? 1) > 1) throw new Unreadable(); // an animation is not a photo
  return { input: bytes, options: { limitInputPixels: rules.maxPixels, failOn: 'error', sequentialRead: true } };
}

async function heicSource(bytes, rules) {
  let images;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw new Unreadable();
  }
  try {
    const [primary] = images;
    if (!primary) throw new Unreadable();
    await check({ format: 'heif', width: primary.width, height: primary.height });
    const { width, height, data } = await primary.decode();
    return {
      input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      options: { raw: { width, height, channels: 4 }, limitInputPixels: rules.maxPixels },
    };
  } catch (error) {
    throw error instanceof Refused ? error : new Unreadable();
  } finally {
    images.dispose();
  }
}

/** An ISO-BMFF file of a HEIF brand that is not AVIF (which sharp decodes itself). */
function isHevcHeic(bytes) {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const major = bytes.toString('latin1', 8, 12);
  if (major === 'avif' || major === 'avis') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const compatible = bytes.toString('latin1', 16, boxSize);
  return HEIC_BRANDS.has(major) && !(major === 'mif1' && compatible.includes('avif'));
}

function encode(source, size, quality) {
  return sharp(source.input, source.options)
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}
