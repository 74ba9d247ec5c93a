import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HttpCacheInterceptor } from './http/http-cache.interceptor.js';
import { BuiltReads } from './http/built-first.js';
import { PublicAnswers } from './http/public-answers.js';
import { CacheVersions, PgCacheVersions } from './persistence/cache-versions.js';
import { TypeOrmUnitOfWork } from './persistence/typeorm-unit-of-work.js';
import { UnitOfWork } from './persistence/unit-of-work.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { PasswordHasher } from './security/password-hasher.js';
import { Clock } from './time/clock.js';
import { SystemClock } from './time/system-clock.js';

/**
 * The kernel every module uses (DESIGN.md 2): the one unit of work, the clock and the password hasher (accounts are kept
 * by users and signed in by auth), and the HTTP caching of public reads (@PublicCache, issue 13.4: the cache versions
 * and the one interceptor, with the kept signed-out answers it shares with a middleware). Global: no module imports it.
 */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    TypeOrmUnitOfWork,
    { provide: UnitOfWork, useExisting: TypeOrmUnitOfWork },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    PgCacheVersions,
    { provide: CacheVersions, useExisting: PgCacheVersions },
    PublicAnswers,
    BuiltReads,
    { provide: APP_INTERCEPTOR, useClass: HttpCacheInterceptor },
  ],
  exports: [Clock, UnitOfWork, TypeOrmUnitOfWork, PasswordHasher, PublicAnswers, CacheVersions],
})
export class KernelModule {}
