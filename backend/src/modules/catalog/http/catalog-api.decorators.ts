import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public, Roles } from '../../../shared/auth/auth.decorators.js';
import { Role } from '../../../shared/auth/role.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/http/pagination.js';

/** A public read: anyone, signed in or not (DESIGN.md 4). */
export function CatalogRead(): MethodDecorator & ClassDecorator {
  return applyDecorators(Public());
}

/**
 * A write of the catalog: admin and editor only (DESIGN.md 4), documented with the session cookie and the
 * 400/401/403 answers every write shares.
 */
export function CatalogWrite(badRequest: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    Roles(Role.Admin, Role.Editor),
    ApiCookieAuth(),
    ApiBadRequestResponse({ type: ErrorResponse, description: badRequest }),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'UNAUTHORIZED: not signed in' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: 'FORBIDDEN: signed in, but not an admin or an editor' }),
  );
}

/** 200 with a JSON array and the X-Total-Count header. */
export function ApiPagedOk(type: new () => object, description: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiOkResponse({
      type,
      isArray: true,
      description,
      headers: {
        [TOTAL_COUNT_HEADER]: { description: 'Number of items matching the filters (all pages)', schema: { type: 'integer' } },
      },
    }),
    ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED: a bad or unknown query parameter (limit above 100...)' }),
  );
}

