import 'reflect-metadata';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS_BY_CODE } from '../error-status.js';
import { codesOfResponse, guardCodesOf, operationFactsOf, type OperationFacts } from './error-responses.js';
import { createOpenApiDocument } from './openapi-document.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const STATUS = ERROR_STATUS_BY_CODE as Readonly<Record<string, number>>;

interface Operation {
  readonly id: string;
  readonly facts: OperationFacts;
  readonly responses: Record<string, unknown>;
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method] as (Record<string, unknown> & { responses: Record<string, unknown> }) | undefined;
      if (!operation) return [];
      const facts = operationFactsOf(method, operation, []);
      return [{ id: `${method.toUpperCase()} ${template}`, facts, responses: operation.responses }];
    }),
  );
}

/** Whether a response carries the shared error body (a health check's 503 carries its own). */
function isErrorBody(response: unknown): boolean {
  return JSON.stringify(response).includes('#/components/schemas/ErrorResponse');
}

describe('documented error codes (the OpenAPI document)', () => {
  let document: OpenAPIObject;
  let operations: Operation[];

  beforeAll(async () => {
    document = await createOpenApiDocument();
    operations = operationsOf(document);
  }, 60_000);

  it('finds the operations and the shared error body they refer to', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(document.components?.schemas?.ErrorResponse).toBeDefined();
  });

  it('documents errors one way only: each error response is generated from the enums (@ApiErrors, the guards)', () => {
    const written = operations.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([status, response]) => Number(status) >= 400 && isErrorBody(response))
        .filter(([, response]) => codesOfResponse(response) === undefined)
        .map(([status]) => `${operation.id} ${status}: written by hand (use @ApiErrors)`),
    );
    expect(written).toEqual([]);
  });

  it('lists only codes an enum defines, each under its own status (ERROR_STATUS_BY_CODE)', () => {
    const wrong = operations.flatMap((operation) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        (codesOfResponse(response) ?? [])
          .filter((code) => STATUS[code] !== Number(status))
          .map((code) => `${operation.id} ${status}: ${code} (${STATUS[code] ?? 'no enum defines it'})`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("documents the codes of each operation's guards and pipes (401, 403, 429, 400 VALIDATION_FAILED)", () => {
    const missing = operations.flatMap((operation) =>
      guardCodesOf(operation.facts)
        .filter((code) => !(codesOfResponse(operation.responses[String(STATUS[code])]) ?? []).includes(code))
        .map((code) => `${operation.id}: ${code}`),
    );
    expect(missing).toEqual([]);
    const protectedOne = operations.find((operation) => operation.id === 'GET /api/auth/user');
    expect(codesOfResponse(protectedOne?.responses['401'])).toEqual(['UNAUTHENTICATED']);
  });
});
