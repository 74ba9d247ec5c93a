import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../../app.module.js';
import { loadConfig } from '../../../config/app-config.js';
import { RATE_LIMIT_BUCKETS, type RateLimitBucket } from '../../../config/rate-limits.js';
import { AuthConfigModule } from '../../../modules/auth/http/auth-config.module.js';
import { loadAuthConfig } from '../../../modules/auth/http/auth-config.js';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../auth/auth.decorators.js';
import { Role } from '../../domain/role.js';
import { rateLimitBucketOf } from './rate-limit.decorator.js';

/**
 * The class check of the write rate limits (issue 28.2): every POST, PUT, PATCH and DELETE route that a member or a
 * visitor may call carries @RateLimit(bucket), found by walking the routes of every controller of the app (the Nest
 * modules in preview mode, as the OpenAPI document is built: no database). A new member write without a bucket fails
 * here. Staff-only routes (@Roles without user or verified_blogger) are not limited.
 */

/** Member-writable routes that are deliberately not in a bucket, and why. */
const NOT_LIMITED: Readonly<Record<string, string>> = {
  'POST /api/auth/login': 'limited by its own failure counters per account and per address (LoginUseCase, 429 TOO_MANY_ATTEMPTS)',
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
  return `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
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
    { ...root, imports: [AuthConfigModule.forRoot(loadAuthConfig({}, { production: false })), ...(root.imports ?? [])] },
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
    const unlimited = routes.filter((route) => route.memberWritable && route.bucket === undefined && !(route.name in NOT_LIMITED));
    expect(unlimited.map((route) => route.name)).toEqual([]);
  });

  it('limits each write of issue 28 in its own bucket', () => {
    const buckets = Object.fromEntries(routes.filter((route) => route.name in EXPECTED).map((route) => [route.name, route.bucket]));
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
