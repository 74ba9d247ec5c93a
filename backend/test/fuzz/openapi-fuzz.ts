/**
 * A contract fuzzer: from an OpenAPI 3 document, deterministic (seeded) hostile requests for each operation.
 * Pure: no HTTP, no database (see test/contract-fuzz.int-spec.ts for the run and its checks).
 *
 * Each request starts from a valid request built from the schema (the operation's path, query and JSON body, with
 * documented examples, enums, formats and bounds) and applies one mutation from MUTATIONS: wrong types, missing and
 * extra fields, huge strings, deep JSON, unicode edge cases, negative and huge numbers, bad UUIDs in path parameters,
 * arrays for scalars, prototype-pollution keys, content types other than JSON, malformed JSON, bodies over the size
 * limit, hostile headers, undocumented methods.
 */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
  'x-auth'?: 'public' | { roles: string[] };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface OperationRef {
  readonly method: string;
  readonly template: string;
  readonly operation: Operation;
  /** e.g. 'POST /api/posts/{id}/comments' */
  readonly label: string;
}

/** One request to send. body: raw bytes or text (sent as is, with exactly `headers`). */
export interface FuzzRequest {
  readonly mutation: string;
  /** The kind of mutation (MUTATIONS[].name), for grouping problems. */
  readonly family?: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
  /** Send the body without Content-Length (chunked). */
  readonly chunked?: boolean;
  /** The app must refuse this request (4xx), whoever sends it. */
  readonly mustRefuse?: boolean;
}

/** Sizes the app enforces (src/app.ts JSON_BODY_LIMIT, community PHOTO_RULES.maxBytes). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';
/** The marker a prototype-pollution payload tries to plant on Object.prototype. */
export const POLLUTION_MARKER = 'fuzzPolluted';

/** mulberry32: a small, fast, seeded PRNG (same seed, same sequence). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** Text edge cases: NUL, lone surrogates, bidi overrides, zero-width characters, emoji, combining marks, BOM... */
export const UNICODE_EDGE_CASES: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  '\ud83d',
  '\u202eevil\u202c.exe',
  '\u200f\u0645\u0631\u062d\u0628\u0627\u200e',
  '\u200b\u200c\u200d\u2060',
  '\ufeffBOM',
  '\u2028\u2029',
  '👨‍👩‍👧‍👦🇵🇭🏳️‍🌈',
  'Z\u0334\u0321\u0322\u031b\u0353\u0347\u0300\u0301\u0302\u0303',
  '\uffff\ufffe',
  '\u{10ffff}',
  'ｆｕｌｌｗｉｄｔｈ',
  'Ⅻ①㊿',
  'İıſK',
  '\r\n\t\v\f',
  '\u001b[31mred\u001b[0m',
  ' ',
  '',
];

/** Strings that would mean something to a careless interpreter (SQL, HTML, templates, paths, URLs). */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) OR (1=1',
  "%' --",
  '\\',
  '_%',
  "admin'--",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/',
  'https://evil.example/x.jpg',
  'file:///etc/passwd',
  '%00',
  '%s%s%s%n',
  '{"$gt":""}',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

/** Raw JSON number literals JSON.parse turns into Infinity, rounded or huge values. */
export const HOSTILE_NUMBER_LITERALS: readonly string[] = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '0.0000000000000000000000001',
  '-0',
  '1E2',
  '1e-999',
];

export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e99',
  '99999999999999999999',
  '0x10',
  '%201',
  '1%20',
  '+1%20',
  'Infinity',
  'NaN',
  '-0',
  '+1',
  'true',
  'null',
  'undefined',
  '',
  'abc',
  '%00',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%C0%AF',
  '%F0%9F%98%80',
  '%E2%80%AE',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent("%' --"),
  encodeURIComponent('_%\\'),
  encodeURIComponent('<script>'),
  'a'.repeat(3000),
  encodeURIComponent('x'.repeat(20) + '\u0000'),
  encodeURIComponent('//evil.example/'),
  encodeURIComponent('https://evil.example/'),
  encodeURIComponent('/\\evil.example'),
  encodeURIComponent('javascript:alert(1)'),
];

export const BAD_PATH_IDS: readonly string[] = [
  'not-a-uuid',
  '1',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  MISSING_ID.toUpperCase(),
  `{${MISSING_ID}}`,
  `${MISSING_ID}x`,
  MISSING_ID.slice(0, -1),
  `${MISSING_ID.replace(/-/g, '')}`,
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  encodeURIComponent("' OR 1=1--"),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%90%B7',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'a'.repeat(1200),
  '%20',
  'NaN',
  '1e99',
  '9'.repeat(40),
  `${MISSING_ID}%00`,
  `${MISSING_ID};drop`,
  encodeURIComponent('\u202e') + MISSING_ID,
];

/** Prototype-pollution bodies and fields, as JSON text (JSON.parse keeps "__proto__" as an own key). */
export const POLLUTION_JSON: readonly string[] = [
  `{"__proto__":{"${POLLUTION_MARKER}":"yes","isAdmin":true,"role":"admin"}}`,
  `{"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}}}`,
  `{"constructor.prototype.${POLLUTION_MARKER}":"yes"}`,
  `{"__proto__.${POLLUTION_MARKER}":"yes"}`,
  `{"prototype":{"${POLLUTION_MARKER}":"yes"}}`,
];

export interface GenerateContext {
  /** Resolves the value of a uuid path parameter for a template (an existing id or MISSING_ID). */
  readonly pathId: (template: string, name: string, random: Random) => string;
  /** A unique number for emails and names, so that valid requests do not collide with each other. */
  readonly serial: () => number;
  /** An existing id for a uuid body field (categoryId, postId, imageId...), or undefined (then MISSING_ID). */
  readonly bodyId?: (field: string, random: Random) => string | undefined;
}

export class OpenApiFuzzer {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly context: GenerateContext,
  ) {}

  operations(): OperationRef[] {
    return Object.entries(this.document.paths).flatMap(([template, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => ({
        method,
        template,
        operation: item[method],
        label: `${method.toUpperCase()} ${template}`,
      })),
    );
  }

  resolve(schema: Schema | undefined, depth = 0): Schema | undefined {
    if (!schema || depth > 20) return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() as string;
      return this.resolve({ ...this.document.components?.schemas?.[name], ...withoutRef(schema) }, depth + 1);
    }
    if (schema.allOf) {
      const merged = Object.assign({}, ...schema.allOf.map((part) => this.resolve(part, depth + 1))) as Schema;
      const { allOf: _allOf, ...rest } = schema;
      return { ...merged, ...rest };
    }
    return schema;
  }

  /** The JSON body schema (undefined when the operation takes none or only multipart). */
  jsonBodySchema(operation: Operation): Schema | undefined {
    return this.resolve(operation.requestBody?.content?.['application/json']?.schema);
  }

  isMultipart(operation: Operation): boolean {
    return operation.requestBody?.content?.['multipart/form-data'] !== undefined;
  }

  /** A value the schema accepts (as far as the document says). */
  validValue(schemaIn: Schema | undefined, random: Random, name = ''): unknown {
    const schema = this.resolve(schemaIn) ?? {};
    if (schema.enum?.length) return random.pick(schema.enum);
    if (schema.oneOf?.length) return this.validValue(schema.oneOf[0], random, name);
    if (schema.anyOf?.length) return this.validValue(schema.anyOf[0], random, name);
    if (schema.example !== undefined && !(schema.format === 'uuid')) return schema.example;
    if (schema.format === 'uuid') return this.context.bodyId?.(name, random) ?? MISSING_ID;
    if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${this.context.serial()}@example.com`;
    if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
    if (schema.format === 'password' || /password/i.test(name)) return 'a fuzzing passphrase 42';
    switch (schema.type) {
      case 'integer':
      case 'number':
        return schema.default ?? schema.minimum ?? 1;
      case 'boolean':
        return false;
      case 'array':
        return [this.validValue(schema.items, random, name)];
      case 'object':
        if (!schema.properties) return {};
        return this.validObject(schema, random);
      default: {
        const length = Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8));
        return `fuzz${this.context.serial()}`.padEnd(length, 'x').slice(0, Math.max(length, 5));
      }
    }
  }

  validObject(schema: Schema, random: Random): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(field) || random.chance(0.5))
        object[field] = this.validValue(property, random, field);
    }
    return object;
  }

  /** A hostile value for a field or parameter of this schema. */
  hostileValue(schemaIn: Schema | undefined, random: Random, name: string): { kind: string; value: unknown } {
    const schema = this.resolve(schemaIn) ?? {};
    const valid = this.validValue(schema, random, name);
    const kinds: Array<() => { kind: string; value: unknown }> = [
      () => ({ kind: 'wrong type: number', value: random.pick(HOSTILE_NUMBERS) }),
      () => ({ kind: 'wrong type: boolean', value: random.chance(0.5) }),
      () => ({ kind: 'wrong type: null', value: null }),
      () => ({ kind: 'wrong type: object', value: { [name || 'x']: valid } }),
      () => ({ kind: 'wrong type: string', value: String(valid) + 'x' }),
      () => ({ kind: 'array for scalar', value: [valid, valid] }),
      () => ({ kind: 'empty array', value: [] }),
      () => ({ kind: 'huge string', value: hugeString(random) }),
      () => ({ kind: 'unicode edge case', value: random.pick(UNICODE_EDGE_CASES) }),
      () => ({ kind: 'unicode edge case in valid text', value: `${String(valid)}${random.pick(UNICODE_EDGE_CASES)}` }),
      () => ({ kind: 'injection string', value: random.pick(INJECTION_STRINGS) }),
      () => ({ kind: 'hostile number', value: random.pick(HOSTILE_NUMBERS) }),
      () => ({ kind: 'deep JSON value', value: deepValue(random.pick([40, 200, 2000])) }),
      () => ({ kind: 'numeric string', value: random.pick(['-1', '1e99', '0x1F', 'NaN', 'Infinity', '١٢٣']) }),
      () => ({ kind: 'operator object', value: { $gt: '', $ne: null } }),
      () => ({ kind: 'bad uuid', value: random.pick(BAD_PATH_IDS.map(decodeSafe)) }),
      () => ({
        kind: 'bad date',
        value: random.pick([
          '2030-02-30T00:00:00Z',
          'yesterday',
          '0000-00-00',
          '+275760-09-13T00:00:00.001Z',
          '-271821-04-19T00:00:00Z',
          '',
        ]),
      }),
      () => ({
        kind: 'bad enum',
        value: random.pick(['ADMIN', 'admin ', 'superuser', '', 'constructor', '__proto__']),
      }),
    ];
    return random.pick(kinds)();
  }

  /** The concrete path (template with its parameters) and a valid query string. */
  validPath(op: OperationRef, random: Random, overrides: Record<string, string> = {}): string {
    const parameters = op.operation.parameters ?? [];
    let path = op.template;
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      const schema = this.resolve(parameter.schema) ?? {};
      const value =
        overrides[parameter.name] ??
        (schema.format === 'uuid'
          ? this.context.pathId(op.template, parameter.name, random)
          : encodeURIComponent(String(parameter.example ?? this.validValue(schema, random, parameter.name))));
      path = path.replace(`{${parameter.name}}`, value);
    }
    return path;
  }

  validQuery(op: OperationRef, random: Random): Array<[string, string]> {
    return (op.operation.parameters ?? [])
      .filter((p) => p.in === 'query' && (p.required || random.chance(0.3)))
      .map((p) => [p.name, encodeURIComponent(String(p.example ?? this.validValue(p.schema, random, p.name)))]);
  }

  private readonly queues = new Map<string, Mutation[]>();

  /**
   * The next request for an operation. Every kind of mutation that applies to it comes once per round, in a seeded
   * random order that changes from round to round (so that each kind meets different roles): an operation with at
   * least as many requests as kinds gets every kind.
   */
  generate(op: OperationRef, random: Random): FuzzRequest {
    let queue = this.queues.get(op.label);
    if (!queue?.length) {
      queue = shuffle(
        MUTATIONS.filter((mutation) => mutation.applies(this, op)),
        random,
      );
      this.queues.set(op.label, queue);
    }
    const mutation = queue.shift() as Mutation;
    return { ...mutation.build(this, op, random), family: mutation.name };
  }
}

interface Mutation {
  readonly name: string;
  applies(fuzzer: OpenApiFuzzer, op: OperationRef): boolean;
  build(fuzzer: OpenApiFuzzer, op: OperationRef, random: Random): FuzzRequest;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function request(
  mutation: string,
  op: OperationRef,
  path: string,
  query: Array<[string, string]>,
  init: Partial<FuzzRequest> = {},
): FuzzRequest {
  const search = query.length ? `?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
  return { mutation, method: op.method.toUpperCase(), path: path + search, headers: {}, ...init };
}

function hasJsonBody(fuzzer: OpenApiFuzzer, op: OperationRef): boolean {
  return fuzzer.jsonBodySchema(op.operation) !== undefined;
}

function bodyFields(fuzzer: OpenApiFuzzer, op: OperationRef): Array<[string, Schema]> {
  return Object.entries(fuzzer.jsonBodySchema(op.operation)?.properties ?? {});
}

function jsonRequest(
  mutation: string,
  fuzzer: OpenApiFuzzer,
  op: OperationRef,
  random: Random,
  body: string,
): FuzzRequest {
  return request(mutation, op, fuzzer.validPath(op, random), fuzzer.validQuery(op, random), {
    headers: { ...JSON_HEADERS },
    body,
  });
}

function validBody(fuzzer: OpenApiFuzzer, op: OperationRef, random: Random): Record<string, unknown> {
  const schema = fuzzer.jsonBodySchema(op.operation);
  return schema ? fuzzer.validObject(schema, random) : {};
}

function params(op: OperationRef, where: 'path' | 'query'): Parameter[] {
  return (op.operation.parameters ?? []).filter((p) => p.in === where);
}

function hugeString(random: Random): string {
  const size = random.pick([300, 5_000, 70_000]);
  return random.pick(['a', 'é', '😀', '\u202e', ' ']).repeat(size).slice(0, size);
}

/** A nested value, arrays or objects, `depth` levels deep. */
export function deepValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function withoutRef(schema: Schema): Schema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

/** Multipart body with the given parts (each: field name, optional filename and type, content). */
export function multipart(
  parts: ReadonlyArray<{ name: string; filename?: string; type?: string; content: Buffer | string }>,
  boundary = 'fuzzBoundary7MA4YWxkTrZu0gW',
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The first bytes of a JPEG and a PNG (not complete images). */
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Over-limit bodies are expensive (10 MB each): a run sends at most this many multipart ones. */
export const OVERSIZE_UPLOADS = { sent: 0, max: 6 };

export const MUTATIONS: readonly Mutation[] = [
  {
    name: 'valid request (control)',
    applies: () => true,
    build: (f, op, r) =>
      hasJsonBody(f, op)
        ? jsonRequest('valid request (control)', f, op, r, JSON.stringify(validBody(f, op, r)))
        : request('valid request (control)', op, f.validPath(op, r), f.validQuery(op, r)),
  },
  {
    name: 'missing required field',
    applies: (f, op) => (f.jsonBodySchema(op.operation)?.required?.length ?? 0) > 0,
    build: (f, op, r) => {
      const body = validBody(f, op, r);
      const field = r.pick(f.jsonBodySchema(op.operation)?.required ?? []);
      delete body[field];
      return { ...jsonRequest(`missing required field ${field}`, f, op, r, JSON.stringify(body)), mustRefuse: true };
    },
  },
  {
    name: 'empty object body',
    applies: (f, op) => hasJsonBody(f, op),
    build: (f, op, r) => jsonRequest('empty object body', f, op, r, '{}'),
  },
  {
    name: 'extra field',
    applies: (f, op) => hasJsonBody(f, op),
    build: (f, op, r) => {
      const extra = r.pick([
        'isAdmin',
        'role',
        'id',
        'authorId',
        'createdAt',
        'likes',
        'password_hash',
        'fuzzExtra',
        '',
      ]);
      const body = JSON.stringify({ ...validBody(f, op, r), [extra]: r.pick([true, 'admin', 1, MISSING_ID]) });
      return { ...jsonRequest(`extra field ${extra || '(empty name)'}`, f, op, r, body), mustRefuse: true };
    },
  },
  {
    name: 'hostile field value',
    applies: (f, op) => bodyFields(f, op).length > 0,
    build: (f, op, r) => {
      const [field, schema] = r.pick(bodyFields(f, op));
      const { kind, value } = f.hostileValue(schema, r, field);
      return jsonRequest(
        `body ${field}: ${kind}`,
        f,
        op,
        r,
        JSON.stringify({ ...validBody(f, op, r), [field]: value }),
      );
    },
  },
  {
    name: 'hostile values in every field',
    applies: (f, op) => bodyFields(f, op).length > 1,
    build: (f, op, r) => {
      const body: Record<string, unknown> = {};
      for (const [field, schema] of bodyFields(f, op)) body[field] = f.hostileValue(schema, r, field).value;
      const text = JSON.stringify(body);
      return jsonRequest('hostile values in every field', f, op, r, text.length < JSON_BODY_LIMIT_BYTES ? text : '{}');
    },
  },
  {
    name: 'raw number literal',
    applies: (f, op) => bodyFields(f, op).length > 0,
    build: (f, op, r) => {
      const [field] = r.pick(bodyFields(f, op));
      const literal = r.pick(HOSTILE_NUMBER_LITERALS);
      const body = { ...validBody(f, op, r) };
      delete body[field];
      const rest = JSON.stringify(body).slice(1, -1);
      return jsonRequest(
        `body ${field}: number literal ${literal}`,
        f,
        op,
        r,
        `{${rest ? `${rest},` : ''}"${field}":${literal}}`,
      );
    },
  },
  {
    name: 'duplicate key',
    applies: (f, op) => bodyFields(f, op).length > 0,
    build: (f, op, r) => {
      const [field, schema] = r.pick(bodyFields(f, op));
      const body = validBody(f, op, r);
      const hostile = f.hostileValue(schema, r, field).value;
      const rest = JSON.stringify(body).slice(1, -1);
      return jsonRequest(
        `duplicate key ${field}`,
        f,
        op,
        r,
        `{${rest ? `${rest},` : ''}"${field}":${JSON.stringify(hostile)},"${field}":${JSON.stringify(f.validValue(schema, r, field))}}`,
      );
    },
  },
  {
    name: 'prototype pollution',
    applies: () => true,
    build: (f, op, r) => {
      // The plain "__proto__" object (what a naive merge falls for) half of the time.
      const payload = r.chance(0.5) ? POLLUTION_JSON[0] : r.pick(POLLUTION_JSON);
      if (hasJsonBody(f, op) || op.method !== 'get') {
        const body = JSON.stringify(validBody(f, op, r)).slice(1, -1);
        const nested =
          bodyFields(f, op).length && r.chance(0.3)
            ? `{${body ? `${body},` : ''}"${r.pick(bodyFields(f, op))[0]}":${payload}}`
            : `{${body ? `${body},` : ''}${payload.slice(1, -1)}}`;
        return jsonRequest('prototype pollution (body)', f, op, r, nested);
      }
      const query = r.pick([
        `__proto__[${POLLUTION_MARKER}]=yes`,
        `constructor[prototype][${POLLUTION_MARKER}]=yes`,
        `__proto__.${POLLUTION_MARKER}=yes`,
        `__proto__=yes`,
      ]);
      const [key, value] = query.split('=');
      return request('prototype pollution (query)', op, f.validPath(op, r), [...f.validQuery(op, r), [key, value]]);
    },
  },
  {
    name: 'body not an object',
    applies: (f, op) => hasJsonBody(f, op),
    build: (f, op, r) => {
      const body = r.pick([
        '[]',
        'null',
        '"text"',
        '0',
        'true',
        '[{}]',
        `[${JSON.stringify(validBody(f, op, r))}]`,
        '""',
        '{"":""}',
      ]);
      return { ...jsonRequest(`body is ${body.slice(0, 12)}`, f, op, r, body), mustRefuse: true };
    },
  },
  {
    name: 'deep JSON body',
    applies: (f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const depth = r.pick([33, 500, 5_000, 20_000]);
      const text = r.chance(0.5)
        ? '['.repeat(depth) + ']'.repeat(depth)
        : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return { ...jsonRequest(`deep JSON body (${depth})`, f, op, r, text), mustRefuse: hasJsonBody(f, op) };
    },
  },
  {
    name: 'malformed JSON',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const text = r.pick([
        '{',
        '{"a":}',
        "{'a':1}",
        '{"a":1,}',
        'undefined',
        '\ufeff\ufeff{}',
        'NaN',
        '{"a" 1}',
        '}{',
        '[1,]',
        '{"a":01}',
        '\u0000',
      ]);
      return { ...jsonRequest(`malformed JSON ${JSON.stringify(text)}`, f, op, r, text), mustRefuse: true };
    },
  },
  {
    name: 'invalid UTF-8',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const bytes = r.pick([
        [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d],
        [0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d],
        [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
        [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d],
      ]);
      return request('invalid UTF-8 body', op, f.validPath(op, r), f.validQuery(op, r), {
        headers: { ...JSON_HEADERS },
        body: Buffer.from(bytes),
      });
    },
  },
  {
    name: 'other content type',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const json = JSON.stringify(validBody(f, op, r));
      const [type, body] = r.pick<[string, string]>([
        ['text/plain', json],
        ['application/x-www-form-urlencoded', 'a=1&b[c]=2&__proto__[x]=1'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
        ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
        ['application/json; charset=utf-16', json],
        ['application/json; charset=latin1', json],
        ['application/json; charset=bogus', json],
        ['application/vnd.api+json', json],
        ['application/merge-patch+json', json],
        ['application/csp-report', json],
        ['text/html', '<html></html>'],
        ['application/octet-stream', json],
        ['application/jsonx', json],
        ['', json],
        ['*/*', json],
        ['application/json, text/plain', json],
      ]);
      const jsonLike = /^application\/[a-z.-]+\+json/.test(type);
      return request(`content type ${type || '(empty)'}`, op, f.validPath(op, r), f.validQuery(op, r), {
        headers: type ? { 'content-type': type } : {},
        body,
        mustRefuse: !jsonLike,
      });
    },
  },
  {
    name: 'no content type',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) =>
      request('body without a content type', op, f.validPath(op, r), f.validQuery(op, r), {
        headers: {},
        body: JSON.stringify(validBody(f, op, r)),
        mustRefuse: true,
      }),
  },
  {
    name: 'content encoding',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const encoding = r.pick(['gzip', 'deflate', 'br', 'compress', 'x-fuzz', 'identity, gzip']);
      const base = jsonRequest(
        `Content-Encoding ${encoding} (not encoded)`,
        f,
        op,
        r,
        JSON.stringify(validBody(f, op, r)),
      );
      return { ...base, headers: { ...base.headers, 'content-encoding': encoding } };
    },
  },
  {
    name: 'JSON body over the limit',
    applies: (_f, op) => op.method !== 'get',
    build: (f, op, r) => {
      const size = r.pick([JSON_BODY_LIMIT_BYTES + 1, JSON_BODY_LIMIT_BYTES * 3, 2 * 1024 * 1024]);
      const body = JSON.stringify({ ...validBody(f, op, r), padding: 'p'.repeat(size) });
      return {
        ...jsonRequest(`JSON body over the limit (${body.length} bytes)`, f, op, r, body),
        chunked: r.chance(0.3),
        mustRefuse: true,
      };
    },
  },
  {
    name: 'body on a GET',
    applies: (_f, op) => op.method === 'get',
    build: (f, op, r) =>
      request('GET with a JSON body', op, f.validPath(op, r), f.validQuery(op, r), {
        headers: { ...JSON_HEADERS },
        body: r.pick(['{"limit":-1}', '{', POLLUTION_JSON[0]]),
      }),
  },
  {
    name: 'bad path id',
    applies: (_f, op) => params(op, 'path').length > 0,
    build: (f, op, r) => {
      const parameter = r.pick(params(op, 'path'));
      const value = r.pick(BAD_PATH_IDS);
      return request(
        `path ${parameter.name}=${value.slice(0, 40)}`,
        op,
        f.validPath(op, r, { [parameter.name]: value }),
        f.validQuery(op, r),
        hasJsonBody(f, op) ? { headers: { ...JSON_HEADERS }, body: JSON.stringify(validBody(f, op, r)) } : {},
      );
    },
  },
  {
    name: 'hostile query value',
    applies: (_f, op) => params(op, 'query').length > 0,
    build: (f, op, r) => {
      const parameter = r.pick(params(op, 'query'));
      const value = r.pick(HOSTILE_QUERY_VALUES);
      const query = f.validQuery(op, r).filter(([key]) => key !== parameter.name);
      return request(`query ${parameter.name}=${value.slice(0, 40)}`, op, f.validPath(op, r), [
        ...query,
        [parameter.name, value],
      ]);
    },
  },
  {
    name: 'off-site URL in a query value',
    applies: (_f, op) => params(op, 'query').length > 0,
    build: (f, op, r) => {
      const parameter = r.pick(params(op, 'query'));
      const value = encodeURIComponent(
        r.pick([
          '//evil.example/',
          'https://evil.example/',
          '/\\evil.example',
          '\\\\evil.example',
          'http:evil.example',
          '/%2F%2Fevil.example',
          'javascript:alert(1)',
          ' //evil.example',
        ]),
      );
      return request(`query ${parameter.name}=${decodeSafe(value)}`, op, f.validPath(op, r), [
        ...f.validQuery(op, r).filter(([key]) => key !== parameter.name),
        [parameter.name, value],
      ]);
    },
  },
  {
    name: 'unicode query value',
    applies: (_f, op) => params(op, 'query').length > 0,
    build: (f, op, r) => {
      const parameter = r.pick(params(op, 'query'));
      const value = encodeUnicode(r.pick(UNICODE_EDGE_CASES));
      return request(`query ${parameter.name}: unicode ${value.slice(0, 30)}`, op, f.validPath(op, r), [
        ...f.validQuery(op, r).filter(([key]) => key !== parameter.name),
        [parameter.name, value],
      ]);
    },
  },
  {
    name: 'array for a query scalar',
    applies: (_f, op) => params(op, 'query').length > 0,
    build: (f, op, r) => {
      const parameter = r.pick(params(op, 'query'));
      const valid = encodeURIComponent(String(parameter.example ?? f.validValue(parameter.schema, r, parameter.name)));
      const form = r.pick<Array<[string, string]>>([
        [
          [parameter.name, valid],
          [parameter.name, valid],
        ],
        [[`${parameter.name}[]`, valid]],
        [[`${parameter.name}[x]`, valid]],
        [[`${parameter.name}[0][a]`, valid]],
        [[parameter.name, '']],
        [
          [`${parameter.name}`, valid],
          [`${parameter.name.toUpperCase()}`, valid],
        ],
      ]);
      return request(`query ${parameter.name} as an array/object`, op, f.validPath(op, r), form);
    },
  },
  {
    name: 'unknown query parameter',
    applies: () => true,
    build: (f, op, r) =>
      request('unknown query parameter', op, f.validPath(op, r), [
        ...f.validQuery(op, r),
        [r.pick(['fuzz', 'role', 'isAdmin', 'limit[$gt]', '%00', 'a'.repeat(500)]), r.pick(['1', 'admin', '%00'])],
      ]),
  },
  {
    name: 'hostile headers',
    applies: () => true,
    build: (f, op, r) => {
      const [name, value] = r.pick<[string, string]>([
        ['cookie', 'tara.sid=s%3Agarbage.signature'],
        ['cookie', `tara.sid=${'a'.repeat(3000)}`],
        ['cookie', 'tara.sid=s%3A%E0%A4%A.x'],
        ['authorization', 'Bearer not-a-token'],
        ['authorization', `Bearer ${'x'.repeat(4000)}`],
        ['authorization', 'Basic YWRtaW46YWRtaW4='],
        ['authorization', 'Bearer '],
        ['origin', 'https://evil.example'],
        ['origin', 'null'],
        ['sec-fetch-site', 'cross-site'],
        ['x-forwarded-for', "1.2.3.4, ' OR 1=1"],
        ['x-request-id', `${'r'.repeat(300)}\u00e9`],
        ['accept', 'application/xml'],
        ['accept-language', 'xx-\u00e9;q=2'],
        ['if-none-match', '*'],
        ['range', 'bytes=0-1,2-3,4-5'],
      ]);
      const base = hasJsonBody(f, op)
        ? jsonRequest('', f, op, r, JSON.stringify(validBody(f, op, r)))
        : request('', op, f.validPath(op, r), f.validQuery(op, r));
      return { ...base, mutation: `header ${name}`, headers: { ...base.headers, [name]: value } };
    },
  },
  {
    name: 'undocumented method',
    applies: () => true,
    build: (f, op, r) => {
      const method = r.pick(['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS']);
      return {
        ...request('', op, f.validPath(op, r), []),
        mutation: `method ${method}`,
        method,
        headers: { ...JSON_HEADERS },
        body: '{}',
      };
    },
  },
  {
    name: 'multipart upload',
    applies: (f, op) => f.isMultipart(op.operation),
    build: (f, op, r) => {
      const cases: Array<() => [string, Buffer, string]> = [
        () => mp('no file', [{ name: 'other', content: 'x' }]),
        () => mp('wrong field name', [{ name: 'photo', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD }]),
        () =>
          mp('two files', [
            { name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD },
            { name: 'file', filename: 'b.jpg', type: 'image/jpeg', content: JPEG_HEAD },
          ]),
        () =>
          mp('a field and a file', [
            { name: 'caption', content: 'hi' },
            { name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD },
          ]),
        () =>
          mp('text as image/jpeg', [{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: 'not an image' }]),
        () => mp('truncated JPEG', [{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD }]),
        () => mp('truncated PNG', [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG_HEAD }]),
        () => mp('empty file', [{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: Buffer.alloc(0) }]),
        () =>
          mp('SVG', [
            {
              name: 'file',
              filename: 'a.svg',
              type: 'image/svg+xml',
              content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
            },
          ]),
        () =>
          mp('HTML as image', [
            { name: 'file', filename: 'a.png', type: 'image/png', content: '<html><script>alert(1)</script></html>' },
          ]),
        () =>
          mp('hostile filename', [
            { name: 'file', filename: '../../etc/passwd\u0000.jpg', type: 'image/jpeg', content: JPEG_HEAD },
          ]),
        () =>
          mp('unicode field name', [{ name: 'fi\u0000le', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD }]),
        () => mp('__proto__ field', [{ name: '__proto__', content: 'x' }]),
        () => {
          const { body, contentType } = multipart([
            { name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD },
          ]);
          return ['truncated multipart', body.subarray(0, body.length - 10), contentType];
        },
        () => {
          const { body } = multipart([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', content: JPEG_HEAD }]);
          return ['boundary mismatch', body, 'multipart/form-data; boundary=other'];
        },
        () => ['multipart without boundary', Buffer.from('--x\r\n\r\n'), 'multipart/form-data'],
        () => ['JSON to the upload', Buffer.from('{"file":"x"}'), 'application/json'],
      ];
      if (OVERSIZE_UPLOADS.sent < OVERSIZE_UPLOADS.max && r.chance(0.15)) {
        OVERSIZE_UPLOADS.sent++;
        cases.length = 0;
        cases.push(() =>
          mp('file over 10 MB', [
            {
              name: 'file',
              filename: 'big.jpg',
              type: 'image/jpeg',
              content: Buffer.concat([JPEG_HEAD, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1024, 0x41)]),
            },
          ]),
        );
      }
      const [name, body, contentType] = r.pick(cases)();
      return request(`upload: ${name}`, op, f.validPath(op, r), [], {
        headers: { 'content-type': contentType },
        body,
        mustRefuse: true,
      });
    },
  },
];

function mp(name: string, parts: Parameters<typeof multipart>[0]): [string, Buffer, string] {
  const { body, contentType } = multipart(parts);
  return [name, body, contentType];
}

/** encodeURIComponent that survives lone surrogates (they become the bytes of their UTF-8-like encoding). */
function encodeUnicode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(ch);
    }).join('');
  }
}
