import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { PgThrottlerStorage } from './pg-throttler-storage.js';
import { RateLimitGuard, rateLimitThrottlers } from './rate-limit.guard.js';

/**
 * The write rate limits (docs/rate-limits.md): @nestjs/throttler's module with the bucket table as named throttlers
 * and the PostgreSQL counters as its storage, and RateLimitGuard (a ThrottlerGuard) applied to every handler with
 * @RateLimit(). Imported by AppModule after AuthModule: global guards run in the order their modules are imported,
 * and the per-account limit needs the caller the auth guard attaches.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): ThrottlerModuleOptions => ({
        storage: new PgThrottlerStorage(dataSource),
        throttlers: rateLimitThrottlers(config.rateLimits),
        // Only Retry-After, set by RateLimitGuard when it refuses (no X-RateLimit-* headers).
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
