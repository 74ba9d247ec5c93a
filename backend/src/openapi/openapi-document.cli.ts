import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '../app.js';
import { AppModule } from '../app.module.js';
import { loadConfig, REPO_ROOT } from '../config/app-config.js';
import { loadAuthConfig } from '../modules/auth/http/auth-config.js';
import { AuthConfigModule } from '../modules/auth/http/auth-config.module.js';
import { buildOpenApiDocument } from '../swagger.js';

/** Where `npm run openapi` writes the document; the API client generator reads it from there. */
export const OPENAPI_FILE = path.join(REPO_ROOT, 'libs', 'api-client', 'openapi.json');

/**
 * `npm run openapi`: the OpenAPI document of the API, built from the Nest modules in preview mode (controllers and
 * their metadata only: no provider is instantiated, so no database and no server are needed), written as sorted,
 * stable JSON so that a diff shows only real contract changes. Usage: node dist/openapi/openapi-document.cli.js [file]
 */
async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? OPENAPI_FILE);
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
  const document = buildOpenApiDocument(app);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target) || target}`);
}

/** Object keys in a fixed order (arrays keep theirs): the same contract always gives the same bytes. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
