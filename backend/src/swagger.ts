import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_COUNT_HEADER } from './shared/http/pagination.js';

export const SWAGGER_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

const DESCRIPTION = `
The Tara Pampanga API is the backend of the Tara Pampanga travel guide and community app for Pampanga, Philippines.
Partners and apps can use it to read what the app shows: destinations (churches, parks, heritage sites, festivals),
categories, motorist, bicycle and camping services (gas stations with regular-gas prices, auto repair, emergency
services, bike shops, campsites), food places, partner coupons and community posts. Signed-in members post updates,
like and report posts and claim coupons; editors, moderators and admins manage content through the same API.

**Base URL.** Every endpoint lives under \`/api\`. Bodies are JSON (\`Content-Type: application/json\`, at most 100 kB).
This document itself is at \`/api/docs-json\` (OpenAPI 3) and \`/api/docs\` (this page).

**Authentication.** Reading destinations, categories, services and active coupons needs no authentication.
Everything else uses the session cookie that sign-in sets (\`GET /api/login\` in a browser, or \`POST /api/auth/login\`
with \`{ "email", "password" }\`); send it back on every call. Personal API tokens sent as
\`Authorization: Bearer <token>\` are coming for server-to-server use. A missing or expired session is 401, a
forbidden action 403.

**Errors.** Every error has the same JSON body: \`{ "statusCode": 400, "code": "VALIDATION_FAILED",
"message": "type must be one of: destination, motorist, bicycle, camping, food", "details": { ... } }\`.
\`statusCode\` repeats the HTTP status, \`code\` is a stable machine-readable code to branch on (e.g.
\`VALIDATION_FAILED\`, \`MALFORMED_JSON\`, \`NOT_FOUND\`, \`UNAUTHORIZED\`, \`FORBIDDEN\`, \`CATEGORY_NOT_FOUND\`,
\`INTERNAL\`), \`message\` is for people and names the offending fields, and \`details\` (optional) carries
structured facts such as \`details.fields\` of a validation error. Unknown fields in a body or query are rejected with 400.

**Pagination.** Lists take \`limit\` (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}) and \`offset\` (default 0) query
parameters, answer a plain JSON array, and give the total number of matching items in the \`${TOTAL_COUNT_HEADER}\`
response header. Short reference lists (such as categories) are returned whole, still with \`${TOTAL_COUNT_HEADER}\`.

**Health.** \`GET /api/health\` answers 200 \`{ "status": "ok", "database": "up" }\`, or 503 when the database is down.
`.trim();

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Tara Pampanga API')
    .setDescription(DESCRIPTION)
    .setVersion('0.1.0')
    .addCookieAuth('tara.sid', { type: 'apiKey', in: 'cookie', description: 'Session cookie set at sign-in' })
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Personal API token (coming soon)' })
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. The UI's scripts and styles are served
 * from the swagger-ui-dist package by this process: the page makes no outside request.
 */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup(SWAGGER_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Tara Pampanga API',
    swaggerOptions: { validatorUrl: null, persistAuthorization: false, displayRequestDuration: true },
  });
}
