import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { problemLines, runContractFuzz, SIGNED_IN_ROLES, type Caller } from './fuzz/fuzz-runner.js';
import { MISSING_ID, type OpenApiDocument } from './fuzz/openapi-fuzz.js';

/**
 * The contract fuzzer against a small API with one planted bug of each kind it must catch (no database): a 5xx,
 * a write by a refused request, an error body in another shape, an unknown field accepted, an open redirect and
 * prototype pollution. If the fuzzer stopped seeing one of them, contract-fuzz.int-spec.ts's "no problems" would mean
 * less; this test fails then.
 */
const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/things': {
      get: {
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }],
        'x-auth': 'public',
      },
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateThing' } } } },
        'x-auth': 'public',
      },
    },
    '/api/things/{id}': {
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        'x-auth': 'public',
      },
    },
    '/api/go': {
      get: {
        parameters: [{ name: 'to', in: 'query', schema: { type: 'string', example: '/home' } }],
        'x-auth': 'public',
      },
    },
    '/api/settings': {
      patch: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { theme: { type: 'string', example: 'dark' } } },
            },
          },
        },
        'x-auth': { roles: ['admin'] },
      },
    },
  },
  components: {
    schemas: {
      CreateThing: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 20, example: 'lantern' } },
      },
    },
  },
};

const error = (res: Response, status: number, message: string) =>
  res.status(status).json({ statusCode: status, code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', message });

function buggyApi(things: string[]): express.Express {
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.get('/api/things', (req, res) => {
    const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
    // Planted bug 1: a limit that is not a whole number reaches "the database" and fails there (500).
    if (!Number.isInteger(limit)) return error(res, 500, 'Internal server error');
    return res.json(things.slice(0, Math.max(0, limit)));
  });
  app.post('/api/things', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Planted bug 2: the row is written before the name is checked.
    things.push(String(body.name));
    if (typeof body.name !== 'string' || body.name.length > 20)
      return error(res, 400, 'name must be a string of at most 20 characters');
    // Planted bug 3: unknown fields are accepted.
    return res.status(201).json({ name: body.name });
  });
  app.delete('/api/things/:id', (req, res) => {
    // Planted bug 4: an error body in another shape.
    if (!/^[0-9a-f-]{36}$/.test(req.params.id)) return res.status(400).json({ error: 'bad id' });
    return error(res, 404, 'No such thing');
  });
  app.get('/api/go', (req, res) => {
    // Planted bug 5: an open redirect.
    res.redirect(302, typeof req.query.to === 'string' && req.query.to ? req.query.to : '/');
  });
  app.patch('/api/settings', (req, res) => {
    if (!req.headers.cookie?.includes('role=admin')) return error(res, 403, 'Admins only');
    // Planted bug 6: a naive deep merge of the body (prototype pollution through "__proto__").
    merge({}, req.body as Record<string, unknown>);
    return res.json({ ok: true });
  });
  app.use((_req: Request, res: Response) => error(res, 404, 'Not found'));
  app.use((caught: { status?: number }, _req: Request, res: Response, _next: NextFunction) =>
    error(res, caught.status ?? 500, 'Bad request'),
  );
  return app;
}

function merge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key in source) {
    const value = source[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}

describe('the contract fuzzer sees each kind of bug it is there for', () => {
  const things: string[] = [];
  const server = http.createServer(buggyApi(things));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    for (const key of Object.keys(Object.prototype)) delete (Object.prototype as Record<string, unknown>)[key];
  });

  it('reports the 5xx, the refused write, the wrong error shape, the accepted unknown field, the open redirect and the pollution', async () => {
    const cookies = new Map<Caller, string>(SIGNED_IN_ROLES.map((role) => [role, `role=${role}`]));
    const report = await runContractFuzz(
      {
        agent,
        port: (server.address() as AddressInfo).port,
        document: DOCUMENT,
        cookies,
        fingerprint: async () => new Map([['things', `${things.length}:${things.join('\u0001')}`]]),
        heal: async () => undefined,
        pathId: () => MISSING_ID,
      },
      { requests: 600, seed: 14 },
    );
    const keys = [...report.problems.keys()];
    const expected = [
      /^5xx 500: GET \/api\/things \[/,
      /^refused request wrote to things: POST \/api\/things \[/,
      /^error shape \(400\): DELETE \/api\/things\/\{id\} \[bad path id\]: unexpected keys error/,
      /^accepted input it must refuse \(201\): POST \/api\/things \[extra field/,
      /^redirect off the site: GET \/api\/go \[/,
      /^Object\.prototype polluted after PATCH \/api\/settings \[prototype pollution/,
    ];
    for (const pattern of expected)
      expect({ pattern: String(pattern), found: keys.some((key) => pattern.test(key)) }).toEqual({
        pattern: String(pattern),
        found: true,
      });
    // Every request was well-formed HTTP that the server answered.
    expect(problemLines(report).filter((line) => line.startsWith('no response'))).toEqual([]);
    expect(report.sent).toBe(600);
  });
});
