import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS_BY_CODE } from './error-status.js';
import { AUTH_EXTENSION } from './shared/auth/auth.decorators.js';
import { withErrorResponses } from './openapi/error-responses.js';
import { ErrorResponse } from './shared/http/error.response.js';
import { SESSION_COOKIE_NAME } from './modules/auth/http/session-cookies.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './shared/domain/page.js';
import { TOTAL_COUNT_HEADER } from './shared/http/pagination.js';

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
Everything else needs one of two credentials, and each operation below lists the roles it allows:
- the session cookie \`tara.sid\` that sign-in sets (\`GET /api/login\` in a browser, or \`POST /api/auth/login\`
  with \`{ "email", "password" }\`); send it back on every call. Changes (POST, PATCH, PUT, DELETE) made with the
  cookie must come from this site: a cross-site \`Origin\` or \`Sec-Fetch-Site: cross-site\` is 403 \`CROSS_SITE_REQUEST_BLOCKED\`;
- a personal API token for server-to-server use: sign in, \`POST /api/auth/tokens\` with \`{ "name" }\`, keep the
  \`tp_...\` token it shows once, and send \`Authorization: Bearer <token>\`. In this page: **Authorize** → \`bearer\`.
  A token acts with its owner's role and stops working when it is revoked (\`DELETE /api/auth/tokens/{id}\`) or the owner is banned.

Not signed in (or an unknown token) is 401 \`UNAUTHENTICATED\`; a role that may not do it is 403 \`FORBIDDEN\`; a suspended
account may read but any change is 403 \`ACCOUNT_SUSPENDED\` until \`suspendedUntil\`. Failed sign-ins are limited
(429 \`TOO_MANY_ATTEMPTS\` with \`Retry-After\`). Member writes (sign-up, posts, comments, likes, reports, uploads,
tokens, claims and the rest) are limited per account and per client address: over a limit, 429 \`RATE_LIMITED\` with
\`Retry-After\` (seconds) and \`details: { bucket, scope, retryAfterSeconds }\`; each operation names its bucket
(\`x-rate-limit-bucket\`).

**Errors.** Every error has the same JSON body: \`{ "statusCode": 400, "code": "VALIDATION_FAILED",
"message": "type must be one of: destination, motorist, bicycle, camping, food", "details": { ... } }\`.
\`statusCode\` repeats the HTTP status, \`code\` is a stable machine-readable code to branch on (e.g.
\`VALIDATION_FAILED\`, \`MALFORMED_JSON\`, \`NOT_FOUND\`, \`UNAUTHENTICATED\`, \`FORBIDDEN\`, \`CATEGORY_NOT_FOUND\`,
\`INTERNAL\`), \`message\` is for people and names the offending fields, and \`details\` (optional) carries
structured facts such as \`details.fields\` of a validation error. Unknown fields in a body or query are rejected with 400.
Any operation may answer 503 \`SERVICE_UNAVAILABLE\` with a \`Retry-After\` header (seconds) when the server cannot serve it
in time (no free database connection, a lock conflict, a replica shutting down); send it again after that many seconds.

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
    .addCookieAuth(
      SESSION_COOKIE_NAME,
      { type: 'apiKey', in: 'cookie', description: 'Session cookie set at sign-in (POST /api/auth/login)' },
      COOKIE_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'tp_ token',
        description: 'Personal API token `tp_...` (POST /api/auth/tokens)',
      },
      BEARER_SCHEME,
    )
    .addSecurityRequirements(COOKIE_SCHEME)
    .addSecurityRequirements(BEARER_SCHEME)
    .build();
  return withErrorCodes(
    withErrorResponses(
      applyAuthDeclarations(
        SwaggerModule.createDocument(app, config, { operationIdFactory, extraModels: [ErrorResponse] }),
      ),
    ),
  );
}

/** Every error code the API answers, sorted: the kernel's and every module's (ERROR_STATUS_BY_CODE). */
export const API_ERROR_CODES: readonly string[] = Object.keys(ERROR_STATUS_BY_CODE).sort();

/** ErrorResponse.code lists every code, so that clients (the generated one) know them all and can translate them. */
function withErrorCodes(document: OpenAPIObject): OpenAPIObject {
  const schema = document.components?.schemas?.ErrorResponse as
    { properties?: Record<string, Record<string, unknown>> } | undefined;
  const code = schema?.properties?.code;
  if (code) code.enum = [...API_ERROR_CODES];
  return document;
}

/**
 * Operation ids name the resource then the action ('DestinationsController'.'getBySlug' -> destinationsGetBySlug), so
 * that the generated client reads well (useDestinationsGetBySlugQuery) and an id changes only when the API does.
 */
export function operationIdFactory(controllerKey: string, methodKey: string): string {
  const resource = controllerKey.replace(/Controller$/, '');
  return `${resource.charAt(0).toLowerCase()}${resource.slice(1)}${methodKey.charAt(0).toUpperCase()}${methodKey.slice(1)}`;
}

export const COOKIE_SCHEME = 'cookie';
export const BEARER_SCHEME = 'bearer';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Turns each operation's auth declaration (the x-auth extension that @Public() and @Roles() add) into OpenAPI:
 * public operations take either credential or none; the others take the cookie or a bearer token (so that
 * "Try it out" works with a token everywhere) and name the roles. Their 401 and 403 come with the other error
 * responses (openapi/error-responses.ts).
 */
function applyAuthDeclarations(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const declaration = (operation as unknown as Record<string, unknown>)[AUTH_EXTENSION] as
        'public' | { roles: string[] } | undefined;
      if (declaration === 'public') {
        operation.security = [{}, { [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
        continue;
      }
      operation.security = [{ [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
      const roles = typeof declaration === 'object' && declaration.roles.length > 0 ? declaration.roles : undefined;
      const who = roles ? `Roles: ${roles.join(', ')}.` : 'Any signed-in user.';
      operation.description = operation.description ? `${operation.description}\n\n${who}` : who;
    }
  }
  return document;
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
