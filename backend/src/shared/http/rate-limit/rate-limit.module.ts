import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PgThrottlerStorage } from './pg-throttler-storage.js';
import { RateLimitGuard } from './rate-limit.guard.js';

/**
 * The write rate limits (docs/rate-limits.md): RateLimitGuard over the PostgreSQL counters, applied to every handler
 * with @RateLimit(). Imported by AppModule after AuthModule: global guards run in the order their modules are
 * imported, and the per-account limit needs the caller the auth guard attaches.
 */
@Module({
  providers: [PgThrottlerStorage, { provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
