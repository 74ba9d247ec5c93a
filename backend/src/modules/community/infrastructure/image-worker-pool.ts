import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { envInteger, type Env } from '../../../config/env-values.js';
import type { ProcessedImage } from '../application/ports/image.store.js';

/** What the worker needs to know of the photo rules (domain/photo.ts PHOTO_RULES). */
export interface ImageJobRules {
  readonly maxPixels: number;
  readonly fullSize: number;
  readonly thumbnailSize: number;
}

/** The header the worker read, sent for the domain's check before any pixel is decoded. */
export interface ImageHeader {
  readonly format: string;
  readonly width: number;
  readonly height: number;
}

/** What a worker hands back: the photo as ImageProcessor promises it. */
export type WorkerImage = ProcessedImage;

export interface ImagePoolSettings {
  /** Worker threads at most (IMAGE_WORKERS; default: the cores, os.availableParallelism()). */
  readonly workers: number;
  /** Photos that may wait for a free worker (IMAGE_QUEUE_MAX; default twice the workers); beyond it: PoolFullError. */
  readonly queueMax: number;
}

/** IMAGE_WORKERS (1-64, default the number of cores) and IMAGE_QUEUE_MAX (0-10000, default twice the workers). */
export function imagePoolSettings(env: Env): ImagePoolSettings {
  const workers = envInteger(env, 'IMAGE_WORKERS', Math.min(os.availableParallelism(), 64), { min: 1, max: 64 });
  const queueMax = envInteger(env, 'IMAGE_QUEUE_MAX', 2 * workers, { min: 0, max: 10_000 });
  return { workers, queueMax };
}

/** Every worker is busy and the queue is full: try again shortly. */
export class PoolFullError extends Error {}
/** The worker could not read the image (or died on it). */
export class ImageUnreadableError extends Error {}
/** The pool was closed (the app is shutting down) before the job ran. */
export class PoolClosedError extends Error {}

interface Job {
  readonly bytes: Uint8Array;
  readonly rules: ImageJobRules;
  /** Throws to refuse the image (the error the job then rejects with). */
  readonly check: (header: ImageHeader) => void;
  readonly resolve: (image: WorkerImage) => void;
  readonly reject: (error: unknown) => void;
  refusal?: unknown;
}

interface Slot {
  readonly worker: Worker;
  job: Job | undefined;
}

type WorkerMessage =
  | { type: 'check'; info: ImageHeader }
  | { type: 'done'; result: Omit<WorkerImage, 'full' | 'thumbnail'> & { full: Uint8Array; thumbnail: Uint8Array } }
  | { type: 'failed'; reason: 'refused' | 'unreadable' };

const WORKER_FILE = new URL('./image-worker.mjs', import.meta.url);

/**
 * A fixed set of worker threads (node:worker_threads) that decode and re-encode photos, each one job at a time, with
 * a bounded FIFO queue in front: the API's event loop only copies bytes in and out. Workers start on first use, a
 * worker that dies is replaced on the next job, and close() terminates them all (the app's shutdown).
 */
export class ImageWorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(private readonly settings: ImagePoolSettings) {}

  /** Live worker threads (a test checks that close() leaves none). */
  get threads(): number {
    return this.slots.size;
  }

  run(bytes: Uint8Array, rules: ImageJobRules, check: (header: ImageHeader) => void): Promise<WorkerImage> {
    if (this.closed) return Promise.reject(new PoolClosedError('The image workers are shut down'));
    return new Promise<WorkerImage>((resolve, reject) => {
      // A copy the size of the image, moved (not copied again) to the worker.
      const job: Job = { bytes: new Uint8Array(bytes), rules, check, resolve, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.settings.queueMax) return reject(new PoolFullError('Every image worker is busy'));
      this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolClosedError('The image workers are shut down'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) slot.job?.reject(new PoolClosedError('The image workers are shut down'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    for (const slot of this.slots) if (!slot.job) return slot;
    return this.slots.size < this.settings.workers ? this.spawn() : undefined;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_FILE), job: undefined };
    this.slots.add(slot);
    slot.worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    slot.worker.on('error', (error) => this.onDeath(slot, error));
    slot.worker.on('exit', (code) => this.onDeath(slot, new Error(`The image worker exited (${code})`)));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.postMessage({ type: 'job', bytes: job.bytes, rules: job.rules }, [job.bytes.buffer as ArrayBuffer]);
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    const job = slot.job;
    if (!job) return;
    if (message.type === 'check') {
      let proceed = true;
      try {
        job.check(message.info);
      } catch (error) {
        job.refusal = error;
        proceed = false;
      }
      slot.worker.postMessage({ type: 'verdict', proceed });
      return;
    }
    if (message.type === 'done') {
      const { full, thumbnail, ...sizes } = message.result;
      job.resolve({ ...sizes, full: asBuffer(full), thumbnail: asBuffer(thumbnail) });
    } else {
      job.reject(
        message.reason === 'refused' && job.refusal !== undefined
          ? job.refusal
          : new ImageUnreadableError('Unreadable image'),
      );
    }
    this.next(slot);
  }

  /** A worker that crashed (e.g. out of memory on a hostile file): its job fails, the next job gets a new worker. */
  private onDeath(slot: Slot, error: unknown): void {
    if (!this.slots.delete(slot)) return;
    slot.job?.reject(new ImageUnreadableError(error instanceof Error ? error.message : String(error)));
    slot.job = undefined;
    void slot.worker.terminate();
    const waiting = this.queue.shift();
    if (waiting && !this.closed) this.start(this.spawn(), waiting);
  }

  private next(slot: Slot): void {
    slot.job = undefined;
    const waiting = this.queue.shift();
    if (waiting) this.start(slot, waiting);
  }
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
