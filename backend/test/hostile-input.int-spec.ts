import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  $ref?: string;
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
}
interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
const MISSING_ID = '00000000-0000-4000-8000-00000000dead';
/** Text PostgreSQL cannot store: a NUL, a lone high surrogate, a lone low surrogate. */
const UNSTORABLE = ['a\u0000b', 'a\ud800b', '\udc00z'];

/**
 * Hostile input against every operation of the OpenAPI document, as an admin (so that no guard stops it first): each
 * string field of each JSON body, and each string query parameter, with a NUL or a lone surrogate answers 400 naming
 * the field (never 500, nothing written); each numeric query parameter is bounded and answers 400 outside its range.
 */
describe('hostile input on every operation (real app, real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: string;
  let document: Document;

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema) return undefined;
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop() as string]);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
    return schema;
  };
  const operations = () =>
    Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path: template.replace(/\{[^}]+\}/g, MISSING_ID),
        operation: item[method],
      })),
    );
  const send = (method: string, path: string) =>
    (request(t.http) as unknown as Record<string, (url: string) => request.Test>)[method](path).set('Cookie', admin);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
    await insertUser(t.dataSource, { email: 'admin@hostile.test', role: Role.Admin });
    admin = await signIn(t.http, 'admin@hostile.test');
    document = (await request(t.http).get('/api/docs-json').expect(200)).body as Document;
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('answers 400 naming the field for unstorable text in any string of any JSON body', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations()) {
      const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
      for (const [field, property] of Object.entries(schema?.properties ?? {})) {
        if (resolve(property)?.type !== 'string') continue;
        for (const text of UNSTORABLE) {
          checked++;
          const res = await send(method, path).send({ [field]: text });
          const named = JSON.stringify(res.body?.details ?? {}).includes(field);
          if (res.status !== 400 || !named)
            problems.push(
              `${method.toUpperCase()} ${path} ${field}=${JSON.stringify(text)}: ${res.status} ${JSON.stringify(res.body)}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('answers 400 for unstorable text in any string query parameter and in a path parameter', async () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || resolve(parameter.schema)?.type !== 'string') continue;
        const res = await send(method, `${path}?${parameter.name}=${encodeURIComponent('x\u0000y')}`);
        if (res.status !== 400) problems.push(`${method.toUpperCase()} ${path}?${parameter.name}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    await send('get', `/api/destinations/${encodeURIComponent('a\u0000b')}`).expect(400);
  });

  it('bounds every numeric query parameter: documented minimum and maximum, 400 outside them (1e99 included)', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        const schema = resolve(parameter.schema);
        if (parameter.in !== 'query' || (schema?.type !== 'integer' && schema?.type !== 'number')) continue;
        checked++;
        if (schema.minimum === undefined || schema.maximum === undefined)
          problems.push(`${path}?${parameter.name}: no minimum/maximum documented`);
        for (const value of ['1e99', '-1', String((schema.maximum ?? 0) + 1), 'abc']) {
          const res = await send(method, `${path}?${parameter.name}=${value}`);
          if (res.status !== 400)
            problems.push(`${method.toUpperCase()} ${path}?${parameter.name}=${value}: ${res.status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
