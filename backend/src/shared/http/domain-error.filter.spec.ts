import {
  BadRequestException,
  HttpStatus,
  NotFoundException,
  PayloadTooLargeException,
  type ArgumentsHost,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError, type ErrorCode } from '../domain/domain-error.js';
import { DomainErrorFilter } from './domain-error.filter.js';
import { RequestValidationError } from './request-validation.js';

enum TestErrorCode {
  Missing = 'TEST_MISSING',
  Unmapped = 'TEST_UNMAPPED',
}

/** A code no module registered: it cannot be a DomainError's code at compile time, so the test forces it. */
class TestError extends DomainError {
  override readonly code: ErrorCode;

  constructor(code: TestErrorCode, message: string, details?: Record<string, unknown>) {
    super(message, details);
    this.code = code as unknown as ErrorCode;
  }
}

describe('DomainErrorFilter', () => {
  const logged: string[] = [];
  const filter = new DomainErrorFilter(
    { [TestErrorCode.Missing]: HttpStatus.NOT_FOUND },
    { error: (message: unknown) => void logged.push(String(message)) },
  );

  beforeEach(() => {
    logged.length = 0;
  });

  it('maps a domain error code to its status, with details', () => {
    expect(filter.toBody(new TestError(TestErrorCode.Missing, 'Category not found', { id: 'x' }))).toEqual({
      statusCode: 404,
      code: 'TEST_MISSING',
      message: 'Category not found',
      details: { id: 'x' },
    });
  });

  it('answers 500 INTERNAL for a domain code without a mapping', () => {
    expect(filter.toBody(new TestError(TestErrorCode.Unmapped, 'oops'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
    expect(logged).toEqual([expect.stringContaining('TEST_UNMAPPED has no HTTP status mapping')]);
  });

  it('renders validation errors as 400 VALIDATION_FAILED with the fields', () => {
    const error = new RequestValidationError([{ field: 'type', messages: ['type must be one of: food'] }]);
    expect(filter.toBody(error)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'type must be one of: food',
      details: { fields: [{ field: 'type', messages: ['type must be one of: food'] }] },
    });
  });

  it('renders Nest HTTP exceptions in the same shape', () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/x',
    });
    expect(filter.toBody(new PayloadTooLargeException('request entity too large'))).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed' });
    expect(filter.toBody(new BadRequestException('Unexpected token', { cause: syntax }))).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('never leaks an unknown error', () => {
    const body = filter.toBody(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged).toEqual([expect.stringContaining('ECONNREFUSED')]); // for the operator, not the client
  });

  describe('the database unable to serve now: 503 SERVICE_UNAVAILABLE with Retry-After, counted (issue 28.1)', () => {
    const unavailable = {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is busy: try again in a moment',
    };
    const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
    const counted: string[] = [];
    const observed = new DomainErrorFilter(
      {},
      { error: (message: unknown) => void logged.push(String(message)) },
      {
        databaseUnavailable: (reason) => void counted.push(reason),
      },
    );

    beforeEach(() => {
      counted.length = 0;
    });

    it.each([
      ['pg-pool: no free connection in time', new Error('timeout exceeded when trying to connect'), 'pool_timeout'],
      ['pg: connecting took too long', new Error('Connection terminated due to connection timeout'), 'pool_timeout'],
      ['too many clients (53300)', sqlError('53300'), 'server_busy'],
      ['server starting or stopping (57P03)', sqlError('57P03'), 'server_busy'],
      ['lock not available (55P03)', sqlError('55P03'), 'lock_conflict'],
      [
        'deadlock (40P01) in a TypeORM QueryFailedError',
        new QueryFailedError('UPDATE x', [], sqlError('40P01')),
        'lock_conflict',
      ],
      [
        'serialization failure (40001) as the cause of another error',
        new Error('claim failed', { cause: sqlError('40001') }),
        'lock_conflict',
      ],
    ])('%s', (_name, error, reason) => {
      expect(observed.toBody(error)).toEqual(unavailable);
      expect(counted).toEqual([reason]);
    });

    it('other database errors stay 500 and are not counted', () => {
      expect(observed.toBody(new QueryFailedError('SELECT', [], sqlError('42P01')))).toMatchObject({ statusCode: 500 });
      expect(observed.toBody(new Error('timeout exceeded when trying to connect to the moon'))).toMatchObject({
        statusCode: 500,
      });
      expect(counted).toEqual([]);
    });

    it('answers with Retry-After and the error body', () => {
      const headers: Record<string, string> = {};
      const sent: { status?: number; body?: unknown } = {};
      const response = {
        headersSent: false,
        setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
        hasHeader: (name: string) => name.toLowerCase() in headers,
        status(code: number) {
          sent.status = code;
          return this;
        },
        json: (body: unknown) => void (sent.body = body),
      };
      const host = {
        switchToHttp: () => ({
          getResponse: () => response,
          getRequest: () => ({ method: 'POST', originalUrl: '/api/auth/login' }),
        }),
      } as unknown as ArgumentsHost;
      observed.catch(new Error('timeout exceeded when trying to connect'), host);
      expect(sent).toEqual({ status: 503, body: unavailable });
      expect(headers['retry-after']).toBe('2');
    });
  });
});
