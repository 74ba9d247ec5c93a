import { applyDecorators, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { ErrorCode } from '../../../shared/domain/domain-error.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/domain/page.js';
import { Public, Roles } from '../../../shared/auth/auth.decorators.js';
import { Role } from '../../../shared/domain/role.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { PublicCache } from '../../../shared/http/http-cache.js';

/** The ETag of a place read changes at least this often: a coupon that expires stops showing 'Coupon Available' within a minute. */
export const COUPON_EXPIRY_BUCKET_S = 60;

/**
 * The HTTP cache of a public place read (a list or one place): it depends on the places' table, the categories it
 * joins and the coupons behind `hasActiveCoupon` (writes of each change the ETag), and on the time (expiries).
 */
export function PlaceCache(table: 'destinations' | 'services'): MethodDecorator {
  // A near-me list (a point per visitor) is built every time: its URLs would only push the others out (near-me.md).
  return PublicCache({
    scopes: [table, 'categories', 'coupons'],
    timeBucketS: COUPON_EXPIRY_BUCKET_S,
    notKeptWith: ['near'],
  });
}

/** A public read: anyone, signed in or not (DESIGN.md 4). */
export function CatalogRead(): MethodDecorator & ClassDecorator {
  return applyDecorators(Public());
}

/**
 * A write of the catalog: admin and editor only (DESIGN.md 4), documented with the session cookie and the codes of
 * the body's rules (401, 403 and VALIDATION_FAILED come from the declarations: openapi/error-responses.ts).
 */
export function CatalogWrite(...badBody: ErrorCode[]): MethodDecorator & ClassDecorator {
  return applyDecorators(Roles(Role.Admin, Role.Editor), ApiCookieAuth(), ApiErrors(...badBody));
}

/** GET one place by id: public, documented with its response and 404. */
export function PlaceGetById(type: new () => object, summary: string, notFound: ErrorCode): MethodDecorator {
  return applyDecorators(
    CatalogRead(),
    ApiOperation({ summary, description: 'One place with its category. Public.' }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiOkResponse({ type }),
    ApiErrors(notFound),
  );
}

/** GET a page of places: public, documented with the array and X-Total-Count. */
export function PlaceList(type: new () => object, summary: string, description: string): MethodDecorator {
  return applyDecorators(
    CatalogRead(),
    ApiOperation({
      summary,
      description: `${description} One page at a time (limit default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}). Public.`,
    }),
    ApiPagedOk(type, `One page of ${summary.replace(/^List /, '')}`, { capped: true }),
  );
}

/** POST a new place: admins and editors, 201 with the place, documented with its body errors. */
export function PlaceCreate(
  type: new () => object,
  summary: string,
  description: string,
  badBody: readonly ErrorCode[],
): MethodDecorator {
  return applyDecorators(
    HttpCode(HttpStatus.CREATED),
    CatalogWrite(...badBody),
    ApiOperation({ summary, description }),
    ApiCreatedResponse({ type }),
  );
}

/** PATCH one place by id: admins and editors, documented with its body errors, response and 404. */
export function PlaceUpdateById(
  type: new () => object,
  summary: string,
  description: string,
  badBody: readonly ErrorCode[],
  notFound: ErrorCode,
): MethodDecorator {
  return applyDecorators(
    CatalogWrite(...badBody),
    ApiOperation({ summary, description }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiOkResponse({ type }),
    ApiErrors(notFound),
  );
}
