import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { ImageProcessor } from '../src/modules/community/application/ports/image.store.js';
import type { SharpImageProcessor } from '../src/modules/community/infrastructure/sharp-image.processor.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

// test/fixtures/large-7200x5400.heic: 150 KB, HEVC, 7200 x 5400 (made with libheif's heif-enc -q 10 from a smooth
// noise picture). Decoding it takes about 1.3 s of CPU in heic-decode (WebAssembly), which used to run on the event loop.
const LARGE_HEIC = readFileSync(new URL('./fixtures/large-7200x5400.heic', import.meta.url));

/** The longest the event loop went without running a 5 ms timer, while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; elapsedMs: number }> {
  let stallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last), elapsedMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('photo processing in worker threads (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let blogger: string;
  const saved = { workers: process.env.IMAGE_WORKERS, queue: process.env.IMAGE_QUEUE_MAX };

  const upload = (bytes: Buffer, name: string, type: string) =>
    request(t.http)
      .post('/api/uploads')
      .set('Cookie', blogger)
      .attach('file', bytes, { filename: name, contentType: type });

  beforeAll(async () => {
    // One worker and one waiting photo: the third photo at once finds the queue full.
    process.env.IMAGE_WORKERS = '1';
    process.env.IMAGE_QUEUE_MAX = '1';
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
    await insertUser(t.dataSource, { email: 'blogger@images.test', role: Role.VerifiedBlogger });
    blogger = await signIn(t.http, 'blogger@images.test');
  }, 120_000);

  let closed = false;

  afterAll(async () => {
    if (!closed) await t?.close();
    await db?.stop();
    process.env.IMAGE_WORKERS = saved.workers;
    process.env.IMAGE_QUEUE_MAX = saved.queue;
    if (saved.workers === undefined) delete process.env.IMAGE_WORKERS;
    if (saved.queue === undefined) delete process.env.IMAGE_QUEUE_MAX;
  });

  it('keeps answering other requests while a 7200 x 5400 HEIC is decoded', async () => {
    const healthTimes: number[] = [];
    let uploading = true;
    const { result, stallMs, elapsedMs } = await longestStall(async () => {
      const heavy = upload(LARGE_HEIC, 'IMG_7200.HEIC', 'image/heic').then((res) => {
        uploading = false;
        return res;
      });
      // Cheap reads, one after the other, for as long as the photo is being processed.
      while (uploading) {
        const started = performance.now();
        await request(t.http).get('/api/health/live').expect(200);
        if (uploading) healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return heavy;
    });

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ width: 1600, height: 1200, thumbnailWidth: 480, thumbnailHeight: 360 });
    // The decode took long enough to matter, and the event loop never waited on it: on the event loop, the longest
    // stall was the decode itself (1.3-3 s, most of the upload's time). The bounds are a share of the upload's own
    // time, measured in the same run, so that a busy machine (slower everything) does not fail a decode kept off
    // the event loop, while a decode on it (a stall of most of the upload) still fails.
    expect(elapsedMs).toBeGreaterThan(800);
    expect(stallMs).toBeLessThan(elapsedMs / 4);
    expect(healthTimes.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...healthTimes)).toBeLessThan(elapsedMs / 4);
  }, 120_000);

  it('answers 503 IMAGE_PROCESSING_BUSY with Retry-After when every worker is busy and the queue is full', async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => upload(LARGE_HEIC, `IMG_${n}.HEIC`, 'image/heic')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 503]);
    const busy = answers.find((res) => res.status === 503)!;
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.body).toEqual({
      statusCode: 503,
      code: 'IMAGE_PROCESSING_BUSY',
      message: expect.any(String),
      details: { retryAfterSeconds: Number(busy.headers['retry-after']) },
    });
    // The queue drains: the next photo is accepted again.
    await upload(LARGE_HEIC, 'IMG_4.HEIC', 'image/heic').expect(201);
  }, 180_000);

  it('still refuses what the domain refuses, checked before the worker decodes any pixel', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(svg, 'logo.png', 'image/png').expect(400)).body.code).toMatch(
      /^IMAGE_(TYPE_NOT_ALLOWED|UNREADABLE)$/,
    );
    expect((await upload(Buffer.from('not a photo'), 'a.jpg', 'image/jpeg').expect(400)).body.code).toBe(
      'IMAGE_UNREADABLE',
    );
  });

  it('terminates every worker when the app closes', async () => {
    const processor = t.app.get(ImageProcessor) as SharpImageProcessor;
    expect(processor.pool.threads).toBe(1);
    await t.close();
    closed = true;
    expect(processor.pool.threads).toBe(0);
    await expect(processor.process(LARGE_HEIC)).rejects.toMatchObject({ code: 'IMAGE_PROCESSING_BUSY' });
  });
});
