import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http/error.response.js';

/** An operation on one post: its id in the path and 404 POST_NOT_FOUND. */
export const OnPost = () =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description: 'The post' }),
    ApiNotFoundResponse({ type: ErrorResponse, description: 'POST_NOT_FOUND' }),
  );

/** A body that can be refused with 400 and these codes. */
export const BadBody = (codes: string) =>
  ApiBadRequestResponse({
    type: ErrorResponse,
    description: `VALIDATION_FAILED (wrong types, unknown fields) or ${codes}`,
  });
