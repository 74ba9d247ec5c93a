import 'reflect-metadata';
import { jest } from '@jest/globals';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, NestFactory, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ThrottlerGuard, type ThrottlerStorage } from '@nestjs/throttler';
import { AppModule } from '../../../app.module.js';
import { loadConfig } from '../../../config/app-config.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_BUCKETS, type RateLimitBucket } from '../../../config/rate-limits.js';
import { AuthConfigModule } from '../../../modules/auth/http/auth-config.module.js';
import { loadAuthConfig } from '../../../modules/auth/http/auth-config.js';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../auth/auth.decorators.js';
import { Role } from '../../domain/role.js';
import { RateLimit, rateLimitBucketOf } from './rate-limit.decorator.js';
import { RateLimitError } from './rate-limit.errors.js';
import { RateLimitGuard, rateLimitThrottlers } from './rate-limit.guard.js';

/**
 * The class check of the write rate limits (issue 28.2): every POST, PUT, PATCH and DELETE route that a member or a
 * visitor may call carries @RateLimit(bucket), found by walking the routes of every controller of the app (the Nest
 * modules in preview mode, as the OpenAPI document is built: no database). A new member write without a bucket fails
 * here. Staff-only routes (@Roles without user or verified_blogger) are not limited.
 */

/** Member-writable routes that are deliberately not in a bucket, and why. */
const NOT_LIMITED: Readonly<Record<string, string>> = {
  'POST /api/auth/login':
    'limited by its own failure counters per account and per address (LoginUseCase, 429 TOO_MANY_ATTEMPTS)',
  'POST /api/logout': 'signing out must always work; it creates nothing',
};

/** The writes issue 28.2 names, and the bucket each must be in. */
const EXPECTED: Readonly<Record<string, RateLimitBucket>> = {
  'POST /api/auth/register': 'signup',
  'POST /api/posts': 'posts',
  'POST /api/posts/:id/comments': 'comments',
  'POST /api/reports': 'reports',
  'POST /api/posts/:id/like': 'likes',
  'POST /api/uploads': 'uploads',
  'POST /api/auth/tokens': 'tokens',
  'POST /api/coupons/:id/redeem': 'claims',
  'POST /api/reviews': 'reviews',
  'PATCH /api/reviews/:id': 'reviews',
  'PUT /api/reviews/:id/helpful': 'likes',
  'DELETE /api/reviews/:id/helpful': 'likes',
};

const MEMBER_ROLES: readonly Role[] = [Role.User, Role.VerifiedBlogger];
const WRITES = new Map<RequestMethod, string>([
  [RequestMethod.POST, 'POST'],
  [RequestMethod.PUT, 'PUT'],
  [RequestMethod.PATCH, 'PATCH'],
  [RequestMethod.DELETE, 'DELETE'],
]);

interface Route {
  readonly name: string;
  readonly memberWritable: boolean;
  readonly bucket: RateLimitBucket | undefined;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Whether a plain member (or anyone) may call the handler: @Public(), no declaration, or @Roles() naming a member role. */
function memberMay(handler: object, controller: Type): boolean {
  for (const target of [handler, controller]) {
    const isPublic = Reflect.getMetadata(IS_PUBLIC_KEY, target) as boolean | undefined;
    const roles = Reflect.getMetadata(ROLES_KEY, target) as Role[] | undefined;
    if (isPublic) return true;
    if (roles !== undefined) return roles.some((role) => MEMBER_ROLES.includes(role));
  }
  return true;
}

async function writeRoutes(): Promise<Route[]> {
  const config = loadConfig({ DATABASE_URL: 'postgres://preview@localhost/none', NODE_ENV: 'test' });
  const root = AppModule.register(config, { url: 'postgres://preview@localhost/none', retry: false, logging: false });
  const app = await NestFactory.create<NestExpressApplication>(
    {
      ...root,
      imports: [AuthConfigModule.forRoot(loadAuthConfig({}, { production: false })), ...(root.imports ?? [])],
    },
    { preview: true, logger: false, abortOnError: false },
  );
  try {
    const routes: Route[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Type;
        const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const key of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[key];
          if (typeof handler !== 'function' || key === 'constructor') continue;
          const method = WRITES.get(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod);
          if (method === undefined || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
          const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
          for (const path of paths) {
            routes.push({
              name: `${method} ${joinPath('api', prefix, path)}`,
              memberWritable: memberMay(handler, controller),
              bucket: rateLimitBucketOf(handler),
            });
          }
        }
      }
    }
    return routes;
  } finally {
    await app.close();
  }
}

describe('write rate limits on every member write', () => {
  let routes: Route[];
  beforeAll(async () => {
    routes = await writeRoutes();
  }, 60_000);

  it('finds the app’s write routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(Object.keys(EXPECTED)));
  });

  it('puts every POST, PUT, PATCH and DELETE a member may call in a bucket (or names why not)', () => {
    const unlimited = routes.filter(
      (route) => route.memberWritable && route.bucket === undefined && !(route.name in NOT_LIMITED),
    );
    expect(unlimited.map((route) => route.name)).toEqual([]);
  });

  it('limits each write of issue 28 in its own bucket', () => {
    const buckets = Object.fromEntries(
      routes.filter((route) => route.name in EXPECTED).map((route) => [route.name, route.bucket]),
    );
    expect(buckets).toEqual(EXPECTED);
  });

  it('uses every bucket of the configuration, and leaves no exemption that lost its route or gained a bucket', () => {
    const used = new Set(routes.map((route) => route.bucket).filter(Boolean));
    expect([...RATE_LIMIT_BUCKETS].filter((bucket) => !used.has(bucket))).toEqual([]);
    for (const name of Object.keys(NOT_LIMITED).filter((name) => routes.some((route) => route.name === name))) {
      expect(routes.find((route) => route.name === name)?.bucket).toBeUndefined();
    }
  });
});

/**
 * RateLimitGuard is @nestjs/throttler's ThrottlerGuard with the bucket table as named throttlers. Its counting against
 * PostgreSQL, on two replicas, is test/rate-limits.int-spec.ts; here, with a storage that records the hits it is given
 * (and refuses from a chosen key on), what the guard counts, in which order, under which key, and what it reads.
 */
describe('RateLimitGuard (a ThrottlerGuard over the bucket table)', () => {
  class Handlers {
    @RateLimit('posts')
    post(): void {}

    @RateLimit('signup')
    signUp(): void {}

    read(): void {}
  }

  interface Hit {
    readonly key: string;
    readonly ttl: number;
    readonly limit: number;
  }

  async function guardWith(blockedKeys: readonly string[] = []) {
    const hits: Hit[] = [];
    const storage: ThrottlerStorage = {
      increment: async (key, ttl, limit) => {
        hits.push({ key, ttl, limit });
        const isBlocked = blockedKeys.includes(key);
        return {
          totalHits: isBlocked ? limit + 1 : 1,
          timeToExpire: 90,
          isBlocked,
          timeToBlockExpire: isBlocked ? 90 : 0,
        };
      },
    };
    const guard = new RateLimitGuard(
      { storage, throttlers: rateLimitThrottlers(DEFAULT_RATE_LIMITS), setHeaders: false },
      storage,
      new Reflector(),
    );
    await guard.onModuleInit();
    return { guard, hits };
  }

  function contextOf(handler: keyof Handlers, user: { id: string } | undefined, ip = '203.0.113.7') {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
    const req = { ip, user, headers: {} };
    const context = new ExecutionContextHost([req, res], Handlers, Handlers.prototype[handler]);
    context.setType('http');
    return { context, headers };
  }

  it('is @nestjs/throttler’s ThrottlerGuard, with one named throttler per bucket and scope from the table', () => {
    expect(RateLimitGuard.prototype).toBeInstanceOf(ThrottlerGuard);
    const throttlers = rateLimitThrottlers(DEFAULT_RATE_LIMITS);
    for (const bucket of RATE_LIMIT_BUCKETS) {
      const { perAccount, perAddress, windowSeconds } = DEFAULT_RATE_LIMITS[bucket];
      expect(throttlers.find((t) => t.name === `${bucket}:address`)).toMatchObject({
        limit: perAddress,
        ttl: windowSeconds * 1000,
      });
      const account = throttlers.find((t) => t.name === `${bucket}:account`);
      if (perAccount === null) expect(account).toBeUndefined();
      else expect(account).toMatchObject({ limit: perAccount, ttl: windowSeconds * 1000 });
    }
  });

  it('counts the account, then the address, under <bucket>:<scope>:<caller> with the bucket’s limits', async () => {
    const { guard, hits } = await guardWith();
    await expect(guard.canActivate(contextOf('post', { id: 'u1' }).context)).resolves.toBe(true);
    const { perAccount, perAddress, windowSeconds } = DEFAULT_RATE_LIMITS.posts;
    expect(hits).toEqual([
      { key: 'posts:account:u1', ttl: windowSeconds * 1000, limit: perAccount },
      { key: 'posts:address:203.0.113.7', ttl: windowSeconds * 1000, limit: perAddress },
    ]);
  });

  it('counts only the address without a caller or without a per-account limit, and nothing without a bucket', async () => {
    const { guard, hits } = await guardWith();
    await guard.canActivate(contextOf('post', undefined, '::ffff:198.51.100.4').context);
    await guard.canActivate(contextOf('signUp', { id: 'u1' }).context);
    await expect(guard.canActivate(contextOf('read', { id: 'u1' }).context)).resolves.toBe(true);
    expect(hits.map((hit) => hit.key)).toEqual(['posts:address:198.51.100.4', 'signup:address:203.0.113.7']);
  });

  it('refuses over the account’s limit with Retry-After and RATE_LIMITED, before counting the address', async () => {
    const { guard, hits } = await guardWith(['posts:account:u1']);
    const { context, headers } = contextOf('post', { id: 'u1' });
    const refusal = guard.canActivate(context);
    await expect(refusal).rejects.toBeInstanceOf(RateLimitError);
    await expect(refusal).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { bucket: 'posts', scope: 'account', retryAfterSeconds: 90 },
    });
    expect(headers.get('Retry-After')).toBe('90');
    expect(hits.map((hit) => hit.key)).toEqual(['posts:account:u1']);
  });

  it('refuses over the address’s limit with scope address', async () => {
    const { guard } = await guardWith(['signup:address:203.0.113.7']);
    await expect(guard.canActivate(contextOf('signUp', undefined).context)).rejects.toMatchObject({
      details: { bucket: 'signup', scope: 'address', retryAfterSeconds: 90 },
    });
  });

  it('reads a handler’s bucket once, not on every request', async () => {
    const { guard } = await guardWith();
    await guard.canActivate(contextOf('post', { id: 'u1' }).context);
    await guard.canActivate(contextOf('read', { id: 'u1' }).context);
    const reads = jest.spyOn(Reflect, 'getMetadata');
    try {
      await guard.canActivate(contextOf('post', { id: 'u2' }).context);
      await guard.canActivate(contextOf('read', { id: 'u2' }).context);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});
