import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX } from '../app.js';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { loadAuthConfig } from '../modules/auth/http/auth-config.js';
import { AuthConfigModule } from '../modules/auth/http/auth-config.module.js';
import { buildOpenApiDocument } from '../swagger.js';

/**
 * The OpenAPI document of the API, built from the Nest modules in preview mode (controllers and their metadata only:
 * no provider is instantiated, so no database and no server are needed).
 */
export async function createOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: 'postgres://openapi@localhost/none',
    NODE_ENV: 'development',
  });
  const root = AppModule.register(config, { url: 'postgres://openapi@localhost/none', retry: false, logging: false });
  const auth = loadAuthConfig({}, { production: false });
  const app = await NestFactory.create<NestExpressApplication>(
    { ...root, imports: [AuthConfigModule.forRoot(auth), ...(root.imports ?? [])] },
    { preview: true, logger: false, abortOnError: false },
  );
  app.setGlobalPrefix(API_PREFIX);
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
