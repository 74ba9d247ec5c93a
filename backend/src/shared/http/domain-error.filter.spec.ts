import { BadRequestException, HttpStatus, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
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
});
