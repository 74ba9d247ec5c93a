import sharp from 'sharp';
import request from 'supertest';
import { RATE_LIMIT_BUCKETS, rateLimitVariable, type RateLimitBucket } from '../src/config/rate-limits.js';
import { Role } from '../src/shared/domain/role.js';
import { PgThrottlerStorage } from '../src/shared/http/rate-limit/pg-throttler-storage.js';
import { createAuthTestApp, insertApiToken, insertUser } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The write rate limits (issue 28.2), probed bucket by bucket on two app instances over one PostgreSQL (two replicas):
 * low limits (2 per account, 3 per address), the client address from X-Forwarded-For (TRUST_PROXY=1, as behind nginx).
 * For each bucket: the (limit+1)th request of one account is 429 RATE_LIMITED with Retry-After, whichever replica it
 * reaches; another member at the same address is still served; many accounts at one address meet the per-address
 * limit; a refused request writes nothing.
 */
const PER_ACCOUNT = 2;
const PER_ADDRESS = 3;
const WINDOW_SECONDS = 3600;
/** The tokens bucket's window in the test: short enough to see it end. */
const TOKENS_WINDOW_SECONDS = 2;

function lowLimits(): Record<string, string> {
  const env: Record<string, string> = { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' };
  for (const bucket of RATE_LIMIT_BUCKETS) {
    if (bucket !== 'signup') env[rateLimitVariable(bucket, 'PER_ACCOUNT')] = String(PER_ACCOUNT);
    env[rateLimitVariable(bucket, 'PER_ADDRESS')] = String(PER_ADDRESS);
    env[rateLimitVariable(bucket, 'WINDOW_SECONDS')] = String(
      bucket === 'tokens' ? TOKENS_WINDOW_SECONDS : WINDOW_SECONDS,
    );
  }
  return env;
}

interface Caller {
  readonly id: string;
  readonly token: string;
}

/** One request of a bucket: as `caller` (or anonymous), from `address`, through `app`; `n` makes each one different. */
type Probe = (app: TestApp, caller: Caller | null, address: string, n: number) => Promise<request.Response>;

describe('write rate limits: per account and per address, shared by the replicas (real PostgreSQL)', () => {
  let db: TestDatabase;
  let replicas: [TestApp, TestApp];
  let postId: string;
  let coupons: string[];
  let places: string[];
  let photo: Buffer;
  let userCount = 0;

  const sql = async (text: string, params: unknown[] = []) =>
    (await replicas[0].dataSource.query(text, params)) as Array<Record<string, unknown>>;
  const count = async (table: string) => Number((await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  async function member(role: Role = Role.VerifiedBlogger): Promise<Caller> {
    const id = await insertUser(replicas[0].dataSource, {
      email: `member${++userCount}@example.com`,
      role,
      password: null,
    });
    return { id, token: await insertApiToken(replicas[0].dataSource, id) };
  }

  const send = (app: TestApp, method: 'post' | 'delete', path: string, caller: Caller | null, address: string) => {
    const req = request(app.http)[method](path).set('X-Forwarded-For', address);
    return caller ? req.set('Authorization', `Bearer ${caller.token}`) : req;
  };

  const PROBES: Record<Exclude<RateLimitBucket, 'writes'>, { probe: Probe; table: string }> = {
    signup: {
      table: 'users',
      probe: (app, _caller, address, n) =>
        send(app, 'post', '/api/auth/register', null, address).send({
          email: `new${address}-${n}@example.com`,
          password: 'a long enough passphrase',
        }),
    },
    posts: {
      table: 'posts',
      probe: (app, caller, address, n) =>
        send(app, 'post', '/api/posts', caller, address).send({ content: `Update ${n}` }),
    },
    comments: {
      table: 'post_comments',
      probe: (app, caller, address, n) =>
        send(app, 'post', `/api/posts/${postId}/comments`, caller, address).send({ content: `Comment ${n}` }),
    },
    likes: {
      table: 'post_likes',
      probe: (app, caller, address) => send(app, 'post', `/api/posts/${postId}/like`, caller, address),
    },
    reports: {
      table: 'post_reports',
      probe: (app, caller, address) =>
        send(app, 'post', '/api/reports', caller, address).send({
          postId,
          reason: 'spam',
          description: 'Reported post: spam',
        }),
    },
    uploads: {
      table: 'community_images',
      probe: (app, caller, address) =>
        send(app, 'post', '/api/uploads', caller, address).attach('file', photo, {
          filename: 'photo.png',
          contentType: 'image/png',
        }),
    },
    tokens: {
      table: 'api_tokens',
      probe: (app, caller, address, n) =>
        send(app, 'post', '/api/auth/tokens', caller, address).send({ name: `token ${n}` }),
    },
    claims: {
      table: 'coupon_redemptions',
      probe: (app, caller, address, n) =>
        send(app, 'post', `/api/coupons/${coupons[n % coupons.length]}/redeem`, caller, address),
    },
    reviews: {
      table: 'reviews',
      probe: (app, caller, address, n) =>
        send(app, 'post', '/api/reviews', caller, address).send({
          destinationId: places[n % places.length],
          stars: 4,
          text: `Review ${n}: a fine place to visit with the family.`,
          visitMonth: '2025-01',
        }),
    },
  };

  function expectRateLimited(
    res: request.Response,
    bucket: RateLimitBucket,
    scope: 'account' | 'address',
    windowSeconds = WINDOW_SECONDS,
  ): void {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests: try again in \d+ minutes?$/),
      details: { bucket, scope, retryAfterSeconds: retryAfter },
    });
  }

  /** Not refused; `first` of a caller: done (2xx), so the probe really writes and 'writes nothing' means something. */
  const served = (res: request.Response, first = false) => {
    expect(res.status).not.toBe(429);
    expect(res.status).toBeLessThan(first ? 300 : 500);
  };

  beforeAll(async () => {
    db = await startTestDatabase();
    // Two replicas of one deployment: the first loads the demo data (coupons), the second finds it there.
    const first = await createAuthTestApp(db, { env: { ...lowLimits(), DEMO_DATA: 'true' } });
    const second = await createAuthTestApp(db, { env: lowLimits() });
    replicas = [first, second];
    const author = await member(Role.Admin);
    postId = String(
      (
        await sql(
          `INSERT INTO posts (author_id, content, status, created_at) VALUES ($1, 'Welcome', 'visible', now()) RETURNING id`,
          [author.id],
        )
      )[0].id,
    );
    coupons = (
      await sql(
        `SELECT id FROM coupons WHERE is_active AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > now() + interval '1 day')
           AND (max_redemptions IS NULL OR max_redemptions - current_redemptions > 50) ORDER BY id LIMIT 3`,
      )
    ).map((row) => String(row.id));
    expect(coupons).toHaveLength(3);
    places = (await sql(`SELECT id FROM destinations ORDER BY id LIMIT 6`)).map((row) => String(row.id));
    photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  }, 180_000);

  afterAll(async () => {
    for (const app of replicas ?? []) await app?.close();
    await db?.stop();
  });

  const accountBuckets = Object.keys(PROBES).filter((bucket) => bucket !== 'signup') as Array<
    Exclude<RateLimitBucket, 'writes' | 'signup'>
  >;

  describe.each(accountBuckets.map((bucket, index) => [bucket, index] as const))('%s: per account', (bucket, index) => {
    it(`refuses request ${PER_ACCOUNT + 1} of one account on either replica, serves another member at the same address, writes nothing`, async () => {
      const { probe, table } = PROBES[bucket];
      const address = `10.1.${index}.1`;
      const [a, b] = [await member(), await member()];
      // The first hits through one replica, the next through the other: one count.
      for (let n = 0; n < PER_ACCOUNT; n++) served(await probe(replicas[n % 2], a, address, n), n === 0);
      const before = await count(table);
      expectRateLimited(
        await probe(replicas[PER_ACCOUNT % 2], a, address, PER_ACCOUNT),
        bucket,
        'account',
        bucket === 'tokens' ? TOKENS_WINDOW_SECONDS : WINDOW_SECONDS,
      );
      expect(await count(table)).toBe(before);
      // From another address, the same account is still over its own limit.
      expectRateLimited(
        await probe(replicas[0], a, `10.9.${index}.1`, PER_ACCOUNT + 1),
        bucket,
        'account',
        bucket === 'tokens' ? TOKENS_WINDOW_SECONDS : WINDOW_SECONDS,
      );
      // Another member behind the same address (a carrier-grade NAT) is not blocked by the first one's limit.
      served(await probe(replicas[1], b, address, 0), true);
    });
  });

  describe.each(
    Object.keys(PROBES).map((bucket, index) => [bucket as Exclude<RateLimitBucket, 'writes'>, index] as const),
  )('%s: per address', (bucket, index) => {
    it(`refuses request ${PER_ADDRESS + 1} from one address, whoever sends it, and serves other addresses`, async () => {
      const { probe, table } = PROBES[bucket];
      const address = `10.2.${index}.1`;
      const callers =
        bucket === 'signup'
          ? Array.from({ length: PER_ADDRESS + 2 }, () => null)
          : await Promise.all(Array.from({ length: PER_ADDRESS + 2 }, () => member()));
      for (let n = 0; n < PER_ADDRESS; n++) served(await probe(replicas[n % 2], callers[n], address, n), true);
      const before = await count(table);
      expectRateLimited(await probe(replicas[1], callers[PER_ADDRESS], address, PER_ADDRESS), bucket, 'address');
      expect(await count(table)).toBe(before);
      served(await probe(replicas[0], callers[PER_ADDRESS + 1], `10.3.${index}.1`, PER_ADDRESS + 1), true);
    });
  });

  it('counts simultaneous requests exactly: 20 comments at once from one account on two replicas write 2', async () => {
    const a = await member();
    const before = await count('post_comments');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => PROBES.comments.probe(replicas[n % 2], a, `10.4.${n}.1`, n)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(PER_ACCOUNT);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(20 - PER_ACCOUNT);
    expect(await count('post_comments')).toBe(before + PER_ACCOUNT);
  });

  it('counts a crowd on one key exactly, each replica in fewer statements than hits (grouped upserts)', async () => {
    let statements = 0;
    const storages = replicas.map(
      (replica) =>
        new PgThrottlerStorage({
          query: (...args: Parameters<TestApp['dataSource']['query']>) => {
            statements++;
            return replica.dataSource.query(...args);
          },
        } as unknown as TestApp['dataSource']),
    );
    const key = 'claims:address:198.51.100.7';
    const hits = await Promise.all(Array.from({ length: 300 }, (_, n) => storages[n % 2].increment(key, 60_000, 100)));
    // Every hit has its own place in the window, as if counted one by one: 1..300, each once; the first 100 pass.
    expect(hits.map((hit) => hit.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 300 }, (_, n) => n + 1),
    );
    expect(hits.filter((hit) => !hit.isBlocked)).toHaveLength(100);
    expect(hits.filter((hit) => hit.isBlocked).every((hit) => hit.timeToBlockExpire >= 1)).toBe(true);
    expect(Number((await sql(`SELECT hits FROM rate_limit_hits WHERE key = $1`, [key]))[0].hits)).toBe(300);
    expect(statements).toBeLessThan(300);
  });

  it('limits every other member write in the shared bucket (a delete, a notice seen)', async () => {
    const a = await member();
    const address = '10.5.0.1';
    for (let n = 0; n < PER_ACCOUNT; n++) {
      expect(
        (await send(replicas[n % 2], 'delete', `/api/comments/00000000-0000-4000-8000-00000000dead`, a, address))
          .status,
      ).toBe(404);
    }
    expectRateLimited(
      await send(replicas[0], 'post', '/api/user/notices/00000000-0000-4000-8000-00000000dead/seen', a, address),
      'writes',
      'account',
    );
  });

  it('lets the account in again when its window ends', async () => {
    const a = await member();
    const address = '10.6.0.1';
    for (let n = 0; n < PER_ACCOUNT; n++) served(await PROBES.tokens.probe(replicas[n % 2], a, address, n));
    expectRateLimited(
      await PROBES.tokens.probe(replicas[0], a, address, 9),
      'tokens',
      'account',
      TOKENS_WINDOW_SECONDS,
    );
    await new Promise((resolve) => setTimeout(resolve, TOKENS_WINDOW_SECONDS * 1000 + 200));
    expect((await PROBES.tokens.probe(replicas[1], a, address, 10)).status).toBe(201);
  });

  it('leaves reads alone: a member over every limit still reads the feed', async () => {
    const a = await member();
    const address = '10.7.0.1';
    for (let n = 0; n <= PER_ACCOUNT; n++) await PROBES.posts.probe(replicas[0], a, address, n);
    for (let n = 0; n < 5; n++) {
      expect(
        (
          await request(replicas[n % 2].http)
            .get('/api/posts')
            .set('X-Forwarded-For', address)
            .set('Authorization', `Bearer ${a.token}`)
        ).status,
      ).toBe(200);
    }
  });
});
