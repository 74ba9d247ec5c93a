import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, of } from 'rxjs';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import { FixedClock } from '../testing/kernel-fakes.js';
import { HttpCacheInterceptor, PublicCache } from './http-cache.js';

class KnownVersions extends CacheVersions {
  version = 'v1';

  override current(scopes: readonly CacheScope[]): string {
    return scopes.map((scope) => `${scope}.${this.version}`).join('-');
  }

  override async reload(): Promise<void> {}
}

class Reads {
  @PublicCache({ scopes: ['destinations', 'coupons'], timeBucketS: 60 })
  bucketed(): void {}

  @PublicCache({ scopes: ['destinations'] })
  plain(): void {}
}

/** The ETag the interceptor gives a GET of /api/destinations answered by `handler`. */
async function etagOf(interceptor: HttpCacheInterceptor, handler: () => void): Promise<string> {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value), vary: () => undefined };
  const req = { method: 'GET', originalUrl: '/api/destinations', headers: {} };
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Reads,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of([]) };
  await firstValueFrom(interceptor.intercept(context, next));
  return headers.get('ETag') ?? '';
}

describe('HttpCacheInterceptor: answers that also change with time alone (a coupon expiring)', () => {
  const start = new Date('2026-11-23T10:00:05Z');

  it('keeps the ETag within a time bucket and changes it in the next one', async () => {
    const clock = new FixedClock(start);
    const interceptor = new HttpCacheInterceptor(new Reflector(), new KnownVersions(), clock);
    const first = await etagOf(interceptor, Reads.prototype.bucketed);
    clock.advance(50_000);
    expect(await etagOf(interceptor, Reads.prototype.bucketed)).toBe(first);
    clock.advance(10_000);
    expect(await etagOf(interceptor, Reads.prototype.bucketed)).not.toBe(first);
  });

  it('an answer without a time bucket keeps its ETag until a write', async () => {
    const clock = new FixedClock(start);
    const versions = new KnownVersions();
    const interceptor = new HttpCacheInterceptor(new Reflector(), versions, clock);
    const first = await etagOf(interceptor, Reads.prototype.plain);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await etagOf(interceptor, Reads.prototype.plain)).toBe(first);
    versions.version = 'v2';
    expect(await etagOf(interceptor, Reads.prototype.plain)).not.toBe(first);
  });
});
