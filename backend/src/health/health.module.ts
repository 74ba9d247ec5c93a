import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { Readiness } from './readiness.js';

/** GET /api/health, /api/health/live, /api/health/ready, and the process's Readiness (main.ts drains it on SIGTERM). */
@Global()
@Module({ controllers: [HealthController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}
