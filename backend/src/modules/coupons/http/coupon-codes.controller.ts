import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { CheckCodeQuery } from '../application/check-code.query.js';
import { UseCodeUseCase } from '../application/use-code.use-case.js';
import { CodeCheckResponse } from './dto/coupon.responses.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CouponErrorCode } from '../domain/coupons.errors.js';

const WHO =
  "Admins, and members an admin assigned as staff of the coupon's destination or service (403 NOT_PARTNER_STAFF for " +
  'anyone else, before the code is looked up; 403 NOT_STAFF_OF_THIS_BUSINESS for staff of another business).';

/** The partner's counter: check a member's one-time code and mark it used. */
@ApiTags('coupons')
@Controller('coupon-codes')
export class CouponCodesController {
  constructor(
    private readonly checkCode: CheckCodeQuery,
    private readonly useCode: UseCodeUseCase,
  ) {}

  @Get(':code')
  @ApiOperation({
    summary: 'Check a coupon code',
    description: `The coupon, the member's first name and whether the code is still good (status). Any case, with or without the dash. ${WHO}`,
  })
  @ApiParam({ name: 'code', example: '7KQ2M-XH9RT' })
  @ApiOkResponse({ type: CodeCheckResponse })
  @ApiErrors(CouponErrorCode.CodeNotFound, CouponErrorCode.NotPartnerStaff, CouponErrorCode.NotStaffOfBusiness)
  async check(@CurrentUser() caller: AuthenticatedUser, @Param('code') code: string): Promise<CodeCheckResponse> {
    return CodeCheckResponse.from(await this.checkCode.execute(caller, code));
  }

  @Post(':code/use')
  @RateLimit('writes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mark a coupon code as used',
    description: `Once: a second try is 409 COUPON_CODE_ALREADY_USED with details.usedAt. Codes of an expired or withdrawn coupon no longer verify. ${WHO}`,
  })
  @ApiParam({ name: 'code', example: '7KQ2M-XH9RT' })
  @ApiOkResponse({ type: CodeCheckResponse })
  @ApiErrors(
    CouponErrorCode.CodeNotFound,
    CouponErrorCode.NotPartnerStaff,
    CouponErrorCode.NotStaffOfBusiness,
    CouponErrorCode.CodeAlreadyUsed,
    CouponErrorCode.CodeExpired,
    CouponErrorCode.CodeWithdrawn,
  )
  async use(@CurrentUser() caller: AuthenticatedUser, @Param('code') code: string): Promise<CodeCheckResponse> {
    return CodeCheckResponse.from(await this.useCode.execute(caller, code));
  }
}
