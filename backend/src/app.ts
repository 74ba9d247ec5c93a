import 'reflect-metadata';
import {
  Logger,
  UnsupportedMediaTypeException,
  ValidationPipe,
  type LoggerService,
  type LogLevel,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { DemoDataLoader } from './database/demo-data/demo-data.loader.js';
import { ERROR_STATUS_BY_CODE } from './error-status.js';
import { AuthConfig, loadAuthConfig } from './shared/auth/auth-config.js';
import { AuthConfigModule } from './shared/auth/auth-config.module.js';
import { SessionMiddleware } from './shared/auth/session.js';
import { createFrontendHosting } from './frontends/frontend-hosting.js';
import { DomainErrorFilter } from './shared/http/domain-error.filter.js';
import { RequestValidationError } from './shared/http/request-validation.js';
import { setupSwagger } from './swagger.js';

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
  });
  const app = await NestFactory.create<NestExpressApplication>(
    { ...root, imports: [AuthConfigModule.forRoot(auth), ...(root.imports ?? [])] },
    {
      bodyParser: false,
      abortOnError: false,
      logger: options.logger ?? (config.production ? ['log', 'warn', 'error'] : undefined),
    },
  );
  try {
    configureApp(app, config);
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
 * The HTTP pipeline, in order: response compression (gzip/brotli for anything over 1 kB: the JS bundles and JSON lists
 * shrink 3-5x on slow mobile data), JSON body parser (100 kB), JSON-only bodies, sessions on /api (cookie tara.sid,
 * PostgreSQL store), global prefix 'api', the global auth guard (UsersModule's APP_GUARD), ValidationPipe, the
 * one DomainErrorFilter, Swagger (/api/docs, /api/docs-json), then the built frontends and /remotes.json outside /api.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.use(compression({ threshold: 1024 }));
  app.set('trust proxy', app.get(AuthConfig).trustProxy);
  app.setGlobalPrefix(API_PREFIX);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(`/${API_PREFIX}`, requireJsonBodies);
  const sessions = app.get(SessionMiddleware).handler;
  // Sessions for the API, not for the Swagger UI's files.
  app.use(`/${API_PREFIX}`, (req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/docs') ? next() : sessions(req, res, next),
  );
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => RequestValidationError.fromValidationErrors(errors),
    }),
  );
  app.useGlobalFilters(new DomainErrorFilter(ERROR_STATUS_BY_CODE));
  setupSwagger(app);
  const logger = new Logger('Frontends');
  app.use(createFrontendHosting(config.frontends, (message) => logger.warn(message)));
}

/** The API takes JSON bodies only: any other body is 415 (the error filter renders it). */
function requireJsonBodies(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('json')) {
    next(new UnsupportedMediaTypeException('Request bodies must be JSON (Content-Type: application/json)'));
    return;
  }
  next();
}
