import 'reflect-metadata';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CreateCouponRequest } from '../modules/coupons/http/dto/coupon.requests.js';
import { codesOfResponse, requiredCodesOfBody, withErrorResponses } from './error-responses.js';

/** The body's DTO declares its *_REQUIRED codes (@RequiredCode); the document lists them without an @ApiErrors. */
describe('the required codes of a body in the OpenAPI document', () => {
  const body = (schema: string) => ({
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
  });

  it('reads them from the DTO named by the body', () => {
    expect(CreateCouponRequest.name).toBe('CreateCouponRequest');
    expect(requiredCodesOfBody(body('CreateCouponRequest')).sort()).toEqual([
      'COUPON_BUSINESS_REQUIRED',
      'COUPON_EXPIRY_REQUIRED',
      'COUPON_TITLE_REQUIRED',
    ]);
    expect(requiredCodesOfBody(body('UpdateCouponRequest'))).toEqual([]);
    expect(requiredCodesOfBody(undefined)).toEqual([]);
  });

  it('adds them to the 400 of an operation that declares nothing itself', () => {
    const document = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: { '/api/coupons': { post: { requestBody: body('CreateCouponRequest'), responses: {} } } },
    } as unknown as OpenAPIObject;
    const responses = withErrorResponses(document).paths['/api/coupons'].post?.responses as Record<string, unknown>;
    expect(codesOfResponse(responses['400'])).toEqual(
      expect.arrayContaining(['COUPON_TITLE_REQUIRED', 'COUPON_EXPIRY_REQUIRED', 'VALIDATION_FAILED']),
    );
  });
});
