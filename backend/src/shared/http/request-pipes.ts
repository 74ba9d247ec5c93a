import { ValidationPipe, type PipeTransform, type Type } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { RequestValidationError, withRequiredFields } from './request-validation.js';
import { StorableTextPipe } from './storable-text.pipe.js';

/**
 * class-validator's pipe, with a required field (no @IsOptional) that is absent, null or blank answered as required,
 * alone, whatever its other rules say (request-validation.ts: withRequiredFields), for every DTO at once.
 */
class RequestValidationPipe extends ValidationPipe {
  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    return withRequiredFields(object, await super.validate(object, options));
  }
}

/**
 * The pipes every handler's arguments go through (app.useGlobalPipes): text that can be stored (StorableTextPipe),
 * then class-validator with unknown fields rejected and missing fields said to be required (400 VALIDATION_FAILED, or
 * the module's code of a missing field (@RequiredCode), naming the fields).
 */
export function requestPipes(): PipeTransform[] {
  return [
    new StorableTextPipe(),
    new RequestValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => RequestValidationError.fromValidationErrors(errors),
    }),
  ];
}

const bodyPipes = requestPipes();

/**
 * A request body checked exactly as requestPipes() check a handler's `@Body() body: T`, for a guard that reads the
 * body before the pipes run (guards come first): POST /api/auth/login's LocalAuthGuard, so that a malformed body is
 * 400 VALIDATION_FAILED and never a sign-in attempt.
 */
export async function validatedBody<T extends object>(body: unknown, metatype: Type<T>): Promise<T> {
  let value = body;
  for (const pipe of bodyPipes) value = await pipe.transform(value, { type: 'body', metatype });
  return value as T;
}
