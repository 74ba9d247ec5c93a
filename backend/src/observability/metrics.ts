import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import {
  DATABASE_UNAVAILABLE_REASONS,
  type DatabaseUnavailableReason,
} from '../shared/persistence/database-unavailable.js';
import { routeOf } from './request-log.js';

/** The pg Pool's live counts (TypeORM's PostgresDriver keeps it as `master`). */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * Prometheus metrics of one process: request durations by method, route pattern and status; the database pool (in use,
 * idle, waiting clients) and the requests answered 503 because the database could not serve them (db_unavailable_total
 * by reason: pool_timeout, server_busy, lock_conflict); and Node's defaults (event-loop lag, heap, GC, CPU). Served by {@link metricsEndpoint} to a
 * scraper holding METRICS_TOKEN only.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly unavailable = new Counter({
    name: 'db_unavailable_total',
    help: 'Requests answered 503 because the database could not serve them (no pooled connection in time, server busy, lock conflict)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor(dataSource: DataSource) {
    for (const reason of DATABASE_UNAVAILABLE_REASONS) this.unavailable.inc({ reason }, 0); // every series from the start
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const pool = (): PoolCounts | undefined => (dataSource.driver as unknown as { master?: PoolCounts }).master;
    const gauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const counts = pool();
          if (counts) this.set(read(counts));
        },
      });
    gauge(
      'db_pool_connections_in_use',
      'Database connections checked out of the pool',
      (c) => c.totalCount - c.idleCount,
    );
    gauge('db_pool_connections_idle', 'Open database connections waiting in the pool', (c) => c.idleCount);
    gauge('db_pool_clients_waiting', 'Requests waiting for a database connection', (c) => c.waitingCount);
  }

  /** Counts one request answered 503 because the database could not serve it (the exception filter calls this). */
  databaseUnavailable(reason: DatabaseUnavailableReason): void {
    this.unavailable.inc({ reason });
  }

  /** Express middleware timing every request once its response is done. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const end = this.durations.startTimer();
      res.once('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
      next();
    };
  }
}

/** GET /api/metrics in Prometheus text format, for `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise). */
export function metricsEndpoint(metrics: AppMetrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' || req.path !== '/') return next();
    const given = Buffer.from(req.headers.authorization ?? '');
    res.setHeader('Cache-Control', 'no-store');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
      return;
    }
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };
}
