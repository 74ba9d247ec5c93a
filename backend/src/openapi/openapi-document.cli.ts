import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/app-config.js';
import { createOpenApiDocument } from './openapi-document.js';

/** Where `npm run openapi` writes the document; the API client generator reads it from there. */
export const OPENAPI_FILE = path.join(REPO_ROOT, 'libs', 'api-client', 'openapi.json');

/**
 * `npm run openapi`: the OpenAPI document of the API (openapi-document.ts), written as sorted, stable JSON so that a
 * diff shows only real contract changes. Usage: node dist/openapi/openapi-document.cli.js [file]
 */
async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? OPENAPI_FILE);
  const document = await createOpenApiDocument();
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
