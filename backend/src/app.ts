import 'reflect-metadata';
import { Logger, UnsupportedMediaTypeException, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { DemoDataLoader } from './database/demo-data/demo-data.loader.js';
import { ERROR_STATUS_BY_CODE } from './error-status.js';
import { AuthConfig, loadAuthConfig } from './modules/auth/http/auth-config.js';
import { AuthConfigModule } from './modules/auth/http/auth-config.module.js';
import { SessionMiddleware } from './modules/auth/http/session-middleware.js';
import { FIRST_PAINT_CARDS, keptWhileVersion } from './frontends/first-paint.js';
import { createFrontendHosting } from './frontends/frontend-hosting.js';
import { placePageSources } from './frontends/place-page-sources.js';
import { keptPlacePages } from './frontends/place-pages.js';
import { RenderArtworkQuery } from './modules/artwork/application/render-artwork.query.js';
import { ListDestinationsQuery } from './modules/destinations/application/list-destinations.query.js';
import { DestinationResponse } from './modules/destinations/http/dto/destination.response.js';
import { ListServicesQuery } from './modules/services/application/list-services.query.js';
import { ServiceResponse } from './modules/services/http/dto/service.response.js';
import { CategoryType } from './shared/domain/category-type.js';
import { CacheVersions } from './shared/persistence/cache-versions.js';
import { securityHeaders } from './frontends/security-headers.js';
import { DomainErrorFilter } from './shared/http/domain-error.filter.js';
import { KernelErrorCode } from './shared/domain/kernel.errors.js';
import { COMPRESSION_THRESHOLD_BYTES } from './shared/http/content-encoding.js';
import { answerKeptFirst, skipWhenDone } from './shared/http/answer-kept-first.js';
import { BuiltReads } from './shared/http/built-first.js';
import { PublicAnswers } from './shared/http/public-answers.js';
import { applyHttpServerLimits } from './shared/http/server-limits.js';
import { requestPipes } from './shared/http/request-pipes.js';
import { setupSwagger } from './swagger.js';
import { Readiness } from './health/readiness.js';
import { createJsonLogger, PinoNestLogger } from './observability/logger.js';
import { AppMetrics, metricsEndpoint } from './observability/metrics.js';
import { requestIds } from './observability/request-log.js';
import { DataSource } from 'typeorm';
import type { Logger as PinoLogger } from 'pino';

export const API_PREFIX = 'api';
export const JSON_BODY_LIMIT = '100kb';

export interface CreateAppOptions {
  readonly config: AppConfig;
  /** Connection URL of the database: DatabaseServer.url from startDatabaseServer(), or a test database's. */
  readonly databaseUrl: string;
  /** Nest logger; default: everything in development, log/warn/error in production. false = silent. */
  readonly logger?: LoggerService | LogLevel[] | false;
  /** TypeORM's own logging (errors, warnings, migrations); default true. */
  readonly databaseLogging?: boolean;
  /** Retry the first connection (10 x 3 s); default: only for a DATABASE_URL server. */
  readonly retryDatabase?: boolean;
  /** Sign-in and session settings; default loadAuthConfig(process.env) (SESSION_SECRET, LOGIN_*, OIDC_*...). */
  readonly auth?: AuthConfig;
  /** Where request logs go; default: stdout as JSON lines when config.logFormat is json, else none. */
  readonly requestLog?: PinoLogger | false;
}

/**
 * Builds the whole application the way main.ts runs it (used by main.ts, the integration tests and the
 * benchmark): modules, DataSource with migrations applied, HTTP pipeline (configureApp), and the demo data
 * when config.demoData. The app is initialised but not listening: call app.listen() or use
 * app.getHttpServer() with supertest. app.close() closes the DataSource; the database server is the caller's.
 */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const auth = options.auth ?? loadAuthConfig(process.env, { production: config.production });
  const root = AppModule.register(config, {
    url: options.databaseUrl,
    retry: options.retryDatabase ?? config.database.kind === 'external',
    logging: options.databaseLogging ?? true,
    pool: config.databasePool,
  });
  const json = config.logFormat === 'json' ? createJsonLogger() : undefined;
  const app = await NestFactory.create<NestExpressApplication>(
    { ...root, imports: [AuthConfigModule.forRoot(auth), ...(root.imports ?? [])] },
    {
      bodyParser: false,
      abortOnError: false,
      logger:
        options.logger ?? (json ? new PinoNestLogger(json) : config.production ? ['log', 'warn', 'error'] : undefined),
    },
  );
  try {
    configureApp(app, config, {
      requestLog: options.requestLog === undefined ? json : options.requestLog || undefined,
    });
    await app.init();
    if (config.demoData) {
      const result = await app.get(DemoDataLoader).loadOnce();
      new Logger('DemoData').log(
        result.loaded
          ? 'Demo data loaded'
          : `Demo data already loaded on ${result.loadedAt.toISOString()}: not loading it again`,
      );
    }
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The HTTP pipeline, in order: security headers (CSP and the rest, frontends/security-headers.ts), request ids (X-Request-Id kept from the web server or made, one JSON log line per
 * request when logging JSON), request metrics and GET /api/metrics (with METRICS_TOKEN), Connection: close while
 * draining after SIGTERM, signed-out repeats of public reads answered from the kept answers (compressed once, as
 * kept), response compression (gzip/brotli for anything over 1 kB: the JS bundles and JSON lists shrink 3-5x on slow
 * mobile data), JSON body parser (100 kB), JSON-only bodies, sessions on /api (cookie tara.sid,
 * PostgreSQL store), global prefix 'api', the global auth guard (AuthModule's APP_GUARD), ValidationPipe, the
 * one DomainErrorFilter, Swagger (/api/docs, /api/docs-json), then the built frontends and /remotes.json outside /api
 * (unless SERVE_STATIC=false: a web server serves them).
 */
export function configureApp(
  app: NestExpressApplication,
  config: AppConfig,
  options: { requestLog?: PinoLogger } = {},
): void {
  // Connection cap and header/request/keep-alive timeouts (HTTP_MAX_CONNECTIONS...): no slow client holds the process.
  applyHttpServerLimits(app.getHttpServer(), config.httpLimits);
  app.disable('x-powered-by');
  // No ETag computed from every body (a hash per response): public reads get a strong, version-based one from
  // @PublicCache (shared/http/http-cache.ts); answers that differ per user get none (issue 13.3, 13.4).
  app.set('etag', false);
  // What every answer gets, kept answers included (answerKeptFirst below runs the same three first).
  const prelude = [
    securityHeaders(config.frontends, { production: config.production }),
    requestIds(options.requestLog),
  ];
  const metrics = config.metricsToken ? new AppMetrics(app.get(DataSource)) : undefined;
  if (metrics) prelude.push(metrics.middleware());
  for (const middleware of prelude) app.use(skipWhenDone(middleware));
  if (metrics && config.metricsToken) app.use(`/${API_PREFIX}/metrics`, metricsEndpoint(metrics, config.metricsToken));
  const readiness = app.get(Readiness);
  app.use(refuseReadsWhileDraining(readiness));
  // A signed-out repeat of a public read is answered before Express, from the kept answers
  // (shared/http/answer-kept-first.ts): with the prelude's headers, log line and metrics, compressed as it was kept (or
  // as is), never again; not while draining (the middleware above answers then).
  // Then a signed-out GET of a path Nest answered with a public read is built there too, without Express
  // (shared/http/built-first.ts: the same handler, pipes and headers; anything it cannot answer goes on to Express).
  const built = app.get(BuiltReads);
  built.useQueryParser(
    app.getHttpAdapter().getInstance().get('query parser fn') as (query: string) => Record<string, unknown>,
  );
  answerKeptFirst(app.getHttpServer(), app.get(PublicAnswers), {
    prelude,
    answering: () => !readiness.draining,
    built,
  });
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.set('trust proxy', app.get(AuthConfig).trustProxy);
  app.setGlobalPrefix(API_PREFIX);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(`/${API_PREFIX}`, requireJsonBodies);
  const sessions = app.get(SessionMiddleware).handler;
  // Sessions for the API, not for the Swagger UI's files.
  app.use(`/${API_PREFIX}`, (req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/docs') ? next() : sessions(req, res, next),
  );
  app.useGlobalPipes(...requestPipes());
  // A request the database cannot serve now (no pooled connection in time, a lock conflict) is 503 with Retry-After, counted.
  app.useGlobalFilters(
    new DomainErrorFilter(ERROR_STATUS_BY_CODE, undefined, {
      databaseUnavailable: (reason) => metrics?.databaseUnavailable(reason),
    }),
  );
  setupSwagger(app);
  if (config.serveStatic) {
    const logger = new Logger('Frontends');
    const destinations = app.get(ListDestinationsQuery);
    const services = app.get(ListServicesQuery);
    const firstPage = { limit: FIRST_PAINT_CARDS, offset: 0 };
    const versions = app.get(CacheVersions);
    const artwork = app.get(RenderArtworkQuery);
    app.use(
      createFrontendHosting(config.frontends, (message) => logger.warn(message), {
        // The first page of each list as GET /api/destinations and GET /api/services?type=motorist (the first tab)
        // answer it, its first cards only, kept until a write; a destination's or a service's page: the place as the
        // API answers it and its first reviews, for the first paint and the JSON-LD (frontends/structured-data.ts),
        // kept until a write (not found: neither).
        firstPlaces: {
          destinations: keptWhileVersion(
            () => versions.current(['destinations', 'categories']),
            async () => (await destinations.execute(firstPage)).items.map((view) => DestinationResponse.from(view)),
          ),
          services: keptWhileVersion(
            () => versions.current(['services', 'categories']),
            async () =>
              (await services.execute({ ...firstPage, type: CategoryType.Motorist })).items.map((view) =>
                ServiceResponse.from(view),
              ),
          ),
        },
        placePages: keptPlacePages(placePageSources(app), versions),
        siteOrigin: app.get(AuthConfig).publicUrl,
        // The first cover, when it is generated artwork, comes with the HTML (issue 13.5, LCP).
        inlineImage: (address) => artwork.dataUrlOf(address),
      }),
    );
  } else {
    app.use(apiOnly);
  }
}

/**
 * Draining after SIGTERM: each keep-alive connection ends with its current response (main.ts). Reads are refused
 * unprocessed with 503: nginx retries them on another replica (proxy_next_upstream http_503) and marks this one failed
 * (max_fails=1), so it stops sending anything here, writes included, long before the listener closes (open-source
 * nginx has no active health checks to read /api/health/ready). Writes are served.
 */
function refuseReadsWhileDraining(readiness: Readiness) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (readiness.draining) {
      res.setHeader('Connection', 'close');
      if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/health')) {
        res.status(503).setHeader('Retry-After', '1');
        res.json({
          statusCode: 503,
          code: KernelErrorCode.Draining,
          message: 'This server is shutting down: try again',
        });
        return;
      }
    }
    next();
  };
}

/** SERVE_STATIC=false: a path outside /api is the web server's business; here it is a JSON 404. */
function apiOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`)) return next();
  res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: `This server answers /${API_PREFIX} only` });
}

/** The one endpoint that takes a file (multipart/form-data): POST /api/uploads (a post's photo). */
const MULTIPART_PATHS = new Set(['/uploads']);

/** The API takes JSON bodies only, except a photo upload: any other body is 415 (the error filter renders it). */
function requireJsonBodies(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const multipartAllowed = req.method === 'POST' && MULTIPART_PATHS.has(req.path) && req.is('multipart/form-data');
  if (hasBody && !req.is('json') && !multipartAllowed) {
    next(new UnsupportedMediaTypeException('Request bodies must be JSON (Content-Type: application/json)'));
    return;
  }
  next();
}
