import request from 'supertest';
import { SESSIONS_TABLE } from '../src/modules/auth/infrastructure/pg-session.store.js';
import { Role } from '../src/shared/domain/role.js';
import { requiredCodesOfSchema } from '../src/shared/http/required-code.decorator.js';
import { changedTables, fingerprintQuery } from './fuzz/fuzz-support.js';
import { MISSING_ID } from './fuzz/openapi-fuzz.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 31.3, over every documented operation with a JSON body (the OpenAPI document the app serves): a missing
 * required field says that it is required, and only that (never a maximum length or a type); the code is the
 * module's own (@RequiredCode) where the DTO declares one, else VALIDATION_FAILED, and is documented; nothing is
 * written. A value that is there and too long still says so.
 */
interface JsonSchema {
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, { readonly maxLength?: number; readonly type?: string }>>;
}
interface BodyOperation {
  readonly id: string;
  readonly method: 'post' | 'put' | 'patch';
  readonly path: string;
  readonly schemaName: string;
  readonly schema: JsonSchema;
  readonly roles?: readonly string[];
  readonly documented400: readonly string[];
}
interface ErrorAnswer {
  readonly code: string;
  readonly message: string;
  readonly details?: { readonly fields?: ReadonlyArray<{ field: string; messages: string[] }> };
}

const MISLEADING = /at most|shorter|must be a string|must be a UUID|must be one of/i;

function bodyOperations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> };
}): BodyOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    (['post', 'put', 'patch'] as const).flatMap((method) => {
      const operation = item[method];
      const content = (operation?.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> })?.content;
      const ref = content?.['application/json']?.schema?.$ref;
      if (!operation || !ref) return [];
      const schemaName = ref.slice(ref.lastIndexOf('/') + 1);
      const auth = operation['x-auth'] as { roles?: string[] } | string | undefined;
      const responses = operation.responses as Record<string, unknown>;
      const enumOf = (response: unknown) =>
        ((
          response as {
            content?: Record<string, { schema?: { allOf?: Array<{ properties?: { code?: { enum?: string[] } } }> } }>;
          }
        )?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? []) as string[];
      return [
        {
          id: `${method.toUpperCase()} ${template}`,
          method,
          path: template.replace(/\{[^}]+\}/g, MISSING_ID),
          schemaName,
          schema: document.components.schemas[schemaName],
          roles: typeof auth === 'object' ? auth.roles : undefined,
          documented400: enumOf(responses['400']),
        },
      ];
    }),
  );
}

describe('a missing required field says it is required, on every documented operation with a JSON body', () => {
  let db: TestDatabase;
  let t: TestApp;
  let operations: BodyOperation[];
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db, { env: { RATE_LIMIT_FACTOR: '1000' } });
    for (const role of Object.values(Role)) {
      await insertUser(t.dataSource, { email: `${role}@required.test`, role });
      cookies.set(role, await signIn(t.http, `${role}@required.test`));
    }
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body as Parameters<
      typeof bodyOperations
    >[0];
    operations = bodyOperations(document);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  /** As a caller the operation lets through to validation: its first role, else an admin (signed in). */
  const send = (operation: BodyOperation, body: object) =>
    request(t.http)
      [operation.method](operation.path)
      .set('Cookie', cookies.get(operation.roles?.[0] ?? Role.Admin) as string)
      .send(body);

  /** The module's code where the DTO declares one for a missing field, else VALIDATION_FAILED. */
  const expectedCodes = (operation: BodyOperation, missing: readonly string[]): string[] => {
    const declared = requiredCodesOfSchema(operation.schemaName);
    return missing.length > 0 && declared.length > 0 ? declared : ['VALIDATION_FAILED'];
  };

  it('finds the operations with a JSON body, some with required fields and their own codes', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.filter((operation) => (operation.schema.required ?? []).length > 0).length).toBeGreaterThan(10);
    expect(operations.map((operation) => operation.id)).toEqual(
      expect.arrayContaining(['POST /api/posts', 'POST /api/coupons', 'POST /api/users']),
    );
  });

  it('answers {} with "required" for each required field, the resource code, and writes nothing', async () => {
    const fingerprint = await fingerprintQuery(t.dataSource, [SESSIONS_TABLE]);
    const before = await fingerprint();
    const problems: string[] = [];
    for (const operation of operations) {
      const required = operation.schema.required ?? [];
      const res = await send(operation, {});
      const body = res.body as ErrorAnswer;
      if (required.length === 0) {
        if (res.status >= 500) problems.push(`${operation.id} {}: ${res.status}`);
        continue;
      }
      const fields = new Map((body.details?.fields ?? []).map((entry) => [entry.field, entry.messages]));
      const fact = {
        status: res.status,
        code: expectedCodes(operation, required).includes(body.code) ? 'expected' : body.code,
        documented: operation.documented400.includes(body.code),
        misleading: MISLEADING.test(body.message),
        notRequired: required.filter((field) => !(fields.get(field) ?? []).some((m) => /required/.test(m))),
        extraMessages: required.filter((field) => (fields.get(field) ?? []).length !== 1),
      };
      const expected = {
        status: 400,
        code: 'expected',
        documented: true,
        misleading: false,
        notRequired: [],
        extraMessages: [],
      };
      if (JSON.stringify(fact) !== JSON.stringify(expected))
        problems.push(`${operation.id} {}: ${JSON.stringify(fact)} ${body.message}`);
    }
    expect(problems).toEqual([]);
    const changed = changedTables(before, await fingerprint()).filter(
      (table) => !['rate_limit_hits', 'login_failures'].includes(table),
    );
    expect(changed).toEqual([]);
  });

  it('answers each required field sent blank (or null) with that field required, and writes nothing', async () => {
    const fingerprint = await fingerprintQuery(t.dataSource, [SESSIONS_TABLE]);
    const before = await fingerprint();
    const problems: string[] = [];
    for (const operation of operations) {
      for (const field of operation.schema.required ?? []) {
        for (const blank of ['', '   ', null]) {
          const res = await send(operation, { [field]: blank });
          const body = res.body as ErrorAnswer;
          const messages = body.details?.fields?.find((entry) => entry.field === field)?.messages ?? [];
          const ok =
            res.status === 400 &&
            messages.length === 1 &&
            /required/.test(messages[0]) &&
            !MISLEADING.test(body.message) &&
            expectedCodes(operation, [field]).includes(body.code) &&
            operation.documented400.includes(body.code);
          if (!ok)
            problems.push(
              `${operation.id} ${field}=${JSON.stringify(blank)}: ${res.status} ${body.code} ${body.message}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    const changed = changedTables(before, await fingerprint()).filter(
      (table) => !['rate_limit_hits', 'login_failures'].includes(table),
    );
    expect(changed).toEqual([]);
  });

  it.each<[string, string, object]>([
    ['POST /api/posts', 'content', {}],
    ['POST /api/posts/{id}/comments', 'content', {}],
    ['POST /api/coupons', 'title', {}],
    ['POST /api/users', 'firstName', {}],
    ['POST /api/categories', 'name', { type: 'food' }],
    ['POST /api/destinations', 'name', {}],
    ['POST /api/reports', 'description', {}],
  ])('%s: a %s that is there and too long still says it is too long', async (id, field, rest) => {
    const operation = operations.find((candidate) => candidate.id === id) as BodyOperation;
    const maxLength = operation.schema.properties?.[field]?.maxLength as number;
    expect(maxLength).toBeGreaterThan(0);
    const res = await send(operation, { ...rest, [field]: 'x'.repeat(maxLength * 2 + 1) });
    const body = res.body as ErrorAnswer;
    expect(res.status).toBe(400);
    const messages = body.details?.fields?.find((entry) => entry.field === field)?.messages ?? [body.message];
    expect(messages.join(' ')).toMatch(/at most|too long|characters/i);
    expect(messages.join(' ')).not.toMatch(/required/);
  });
});
