import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
  type LoggerService,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type ErrorCode } from '../domain/domain-error.js';
import { KernelErrorCode } from '../domain/kernel.errors.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
  type DatabaseUnavailableReason,
} from '../persistence/database-unavailable.js';
import { RequestValidationError } from './request-validation.js';

/**
 * Status of every domain error code. The app passes ERROR_STATUS_BY_CODE (src/error-status.ts), a Record over every
 * registered code, so a missing status is a compile error there; the filter itself reads it as a plain lookup.
 */
export type ErrorStatusMap = Readonly<Record<string, HttpStatus>>;

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: Readonly<Record<string, unknown>>;
}

const CODE_BY_STATUS: Readonly<Partial<Record<number, KernelErrorCode>>> = {
  [HttpStatus.BAD_REQUEST]: KernelErrorCode.BadRequest,
  [HttpStatus.UNAUTHORIZED]: KernelErrorCode.Unauthorized,
  [HttpStatus.FORBIDDEN]: KernelErrorCode.Forbidden,
  [HttpStatus.NOT_FOUND]: KernelErrorCode.NotFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: KernelErrorCode.MethodNotAllowed,
  [HttpStatus.CONFLICT]: KernelErrorCode.Conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: KernelErrorCode.PayloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: KernelErrorCode.UnsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: KernelErrorCode.TooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: KernelErrorCode.ServiceUnavailable,
};

/** The code of a 503 from the database, as the wire string the rendered body carries. */
const SERVICE_UNAVAILABLE: string = KernelErrorCode.ServiceUnavailable;

/**
 * The one global exception filter (STYLE.md). Renders every error as { statusCode, code, message, details? }:
 * - DomainError: status from the module's code map (an unmapped code is a bug: 500, logged);
 * - RequestValidationError (global ValidationPipe): 400 VALIDATION_FAILED (or a missing field's own code,
 *   @RequiredCode) naming the fields;
 * - Nest HttpException (unknown route 404, malformed JSON 400, body too large 413...): its status and message;
 * - the database unable to serve now (no pooled connection in time, too many clients, a lock or deadlock that a
 *   retry clears: shared/persistence/database-unavailable.ts): 503 SERVICE_UNAVAILABLE with Retry-After, counted
 *   through `observer.databaseUnavailable` (the db_unavailable_total metric), wherever it was thrown (a controller, a
 *   guard, the session middleware);
 * - anything else: 500 INTERNAL with a generic message; the error is logged, never sent.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  constructor(
    private readonly statusByCode: ErrorStatusMap,
    private readonly logger: Pick<LoggerService, 'error'> & Partial<Pick<LoggerService, 'warn'>> = new Logger('Errors'),
    private readonly observer: DomainErrorObserver = {},
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toBody(exception, request);
    if (response.headersSent) {
      this.logger.error(
        `Error after the response started (${request.method} ${request.originalUrl}): ${describe(exception)}`,
      );
      response.end();
      return;
    }
    // A 429 or 503 that says when to come back (details.retryAfterSeconds) says it in Retry-After too.
    const retryAfter = body.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) {
      response.setHeader('Retry-After', String(Math.ceil(retryAfter)));
    }
    if (body.code === SERVICE_UNAVAILABLE && !response.hasHeader('Retry-After')) {
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, request?: Request): ErrorBody {
    if (isDomainError(exception)) {
      const status = this.statusByCode[exception.code];
      if (status !== undefined) {
        return withDetails({ statusCode: status, code: exception.code, message: exception.message }, exception.details);
      }
      this.logger.error(`Domain error code ${exception.code} has no HTTP status mapping`, exception.stack);
      return internal();
    }
    if (exception instanceof RequestValidationError) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        code: exception.code ?? KernelErrorCode.ValidationFailed,
        message: exception.message,
        details: { ...(exception.codeField !== undefined && { field: exception.codeField }), fields: exception.fields },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) {
        this.logger.error(
          `${request?.method ?? ''} ${request?.originalUrl ?? ''}: ${describe(exception)}`,
          exception.stack,
        );
        if (status === (HttpStatus.INTERNAL_SERVER_ERROR as number)) return internal();
      }
      if (status === (HttpStatus.BAD_REQUEST as number) && isJsonSyntaxError(exception.cause)) {
        return {
          statusCode: status,
          code: KernelErrorCode.MalformedJson,
          message: 'The request body is not valid JSON',
        };
      }
      return {
        statusCode: status,
        code: CODE_BY_STATUS[status] ?? (status >= 500 ? KernelErrorCode.Internal : `HTTP_${status}`),
        message: httpExceptionMessage(exception),
      };
    }
    const unavailable = databaseUnavailableReason(exception);
    if (unavailable) {
      this.observer.databaseUnavailable?.(unavailable);
      (this.logger.warn ?? this.logger.error).call(
        this.logger,
        `503 (database ${unavailable}) on ${request?.method ?? '?'} ${request?.originalUrl ?? '?'}: ${describe(exception)}`,
      );
      return databaseUnavailable();
    }
    this.logger.error(
      `Unhandled error on ${request?.method ?? '?'} ${request?.originalUrl ?? '?'}: ${describe(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return internal();
  }
}

/** Hooks of the filter (the app wires them to its metrics). */
export interface DomainErrorObserver {
  /** An error answered 503 because the database could not serve the request now. */
  readonly databaseUnavailable?: (reason: DatabaseUnavailableReason) => void;
}

function databaseUnavailable(): ErrorBody {
  return {
    statusCode: HttpStatus.SERVICE_UNAVAILABLE,
    code: KernelErrorCode.ServiceUnavailable,
    message: 'The service is busy: try again in a moment',
  };
}

/** `instanceof` alone narrows to DomainError<any>; this keeps the registered code union. */
function isDomainError(exception: unknown): exception is DomainError<ErrorCode> {
  return exception instanceof DomainError;
}

function internal(): ErrorBody {
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    code: KernelErrorCode.Internal,
    message: 'Internal server error',
  };
}

function withDetails(body: ErrorBody, details: Readonly<Record<string, unknown>> | undefined): ErrorBody {
  return details === undefined ? body : { ...body, details };
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string' && message) return message;
  return exception.message;
}

function isJsonSyntaxError(cause: unknown): boolean {
  return cause instanceof SyntaxError && (cause as SyntaxError & { type?: string }).type === 'entity.parse.failed';
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}
