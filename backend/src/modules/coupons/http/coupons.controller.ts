import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { PageRequestQuery } from '../../../shared/http/page.request.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { ClaimCouponUseCase } from '../application/claim-coupon.use-case.js';
import { CouponStatsQuery } from '../application/coupon-stats.query.js';
import { CreateCouponUseCase } from '../application/create-coupon.use-case.js';
import { DeleteCouponUseCase } from '../application/delete-coupon.use-case.js';
import { ListCouponsQuery } from '../application/list-coupons.query.js';
import { ListServiceCouponsQuery } from '../application/list-service-coupons.query.js';
import { UpdateCouponUseCase } from '../application/update-coupon.use-case.js';
import type { CouponInput } from '../domain/coupon.js';
import { CreateCouponRequest, expiryOf, ListCouponsRequest, UpdateCouponRequest } from './dto/coupon.requests.js';
import { ClaimResponse, CouponResponse, CouponStatsResponse } from './dto/coupon.responses.js';
import { CacheScopes, PublicCache } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CouponErrorCode } from '../domain/coupons.errors.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';

const RULES =
  'Title (1 to 120 characters), business (businessType and businessId of an existing destination or service) and a future ' +
  'expiresAt are required; discountType percentage takes 1 to 100, fixed_amount / fixed pesos above 0 (at most 2 decimals), ' +
  'bogo no value; maxRedemptions is empty (no limit) or a positive whole number, never below the claims already made.';
/** The rules of a coupon's body. */
const RULE_CODES = [
  CouponErrorCode.TitleRequired,
  CouponErrorCode.TitleTooLong,
  CouponErrorCode.DescriptionTooLong,
  CouponErrorCode.InvalidDiscount,
  CouponErrorCode.ExpiryRequired,
  CouponErrorCode.ExpiryInPast,
  CouponErrorCode.InvalidMaxRedemptions,
  CouponErrorCode.MaxBelowClaims,
  CouponErrorCode.BusinessRequired,
  CouponErrorCode.BusinessMismatch,
  CouponErrorCode.CategoryNotFound,
];

/** The body of a create or edit, as the use cases take it. */
function inputOf(body: UpdateCouponRequest): CouponInput {
  const { expiresAt, ...rest } = body;
  return { ...rest, ...(expiresAt !== undefined ? { expiresAt: expiryOf(expiresAt) } : {}) };
}

/**
 * The coupon lists and figures as signed-out visitors see them (claimedByMe false or 0 for all) are public reads kept
 * until a write to a coupon or its business, a coupon selling out, or the next time bucket (issue 13); a member's, with
 * their claims, are built for them each time. The bucket is how late a visitor may see a claim counter ('12 / 100
 * claimed'), a coupon that has just expired or the figures of the stat cards.
 */
const SIGNED_OUT_COUPON_READS = {
  scopes: ['coupons', 'destinations', 'services', 'categories'],
  timeBucketS: 10,
  signedOutOnly: true,
} as const;

@ApiTags('coupons')
@Controller('coupons')
@CacheScopes('coupons')
export class CouponsController {
  constructor(
    private readonly listCoupons: ListCouponsQuery,
    private readonly listServiceCoupons: ListServiceCouponsQuery,
    private readonly couponStats: CouponStatsQuery,
    private readonly createCoupon: CreateCouponUseCase,
    private readonly updateCoupon: UpdateCouponUseCase,
    private readonly deleteCoupon: DeleteCouponUseCase,
    private readonly claimCoupon: ClaimCouponUseCase,
  ) {}

  @Get()
  @Public()
  @PublicCache(SIGNED_OUT_COUPON_READS)
  @ApiOperation({
    summary: 'List coupons',
    description:
      'Available coupons (isAvailable: active, unexpired, not sold out), newest first, with filters and paging ' +
      '(X-Total-Count). Admins may ask for all=true: inactive, expired and sold-out ones too (401 signed out, 403 ' +
      'FORBIDDEN for other roles). claimedByMe is false when signed out.',
  })
  @ApiPagedOk(CouponResponse, 'One page of coupons', { capped: true })
  @ApiErrors(KernelErrorCode.Unauthenticated, KernelErrorCode.Forbidden)
  async list(
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Query() query: ListCouponsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CouponResponse[]> {
    const page = await this.listCoupons.execute(caller, {
      destinationId: query.destinationId,
      serviceId: query.serviceId,
      category: query.category,
      search: query.search,
      all: query.all,
      ...pageRequestOf(query),
    });
    const now = new Date();
    return pagedAnswer(res, page, (view) => CouponResponse.from(view, now));
  }

  @Get('stats')
  @Public()
  @PublicCache(SIGNED_OUT_COUPON_READS)
  @ApiOperation({ summary: 'Coupon figures', description: 'The stat cards of /coupons, from live counts.' })
  @ApiOkResponse({ type: CouponStatsResponse })
  async stats(@CurrentUser() caller: AuthenticatedUser | undefined): Promise<CouponStatsResponse> {
    return CouponStatsResponse.from(await this.couponStats.execute(caller));
  }

  @Get(':serviceId')
  @Public()
  @PublicCache(SIGNED_OUT_COUPON_READS)
  @ApiOperation({
    summary: "A service's coupons",
    description:
      "The available coupons (active, unexpired, not sold out) of one service (the spec's path), newest first.",
  })
  @ApiParam({ name: 'serviceId', format: 'uuid' })
  @ApiPagedOk(CouponResponse, "One page of the service's coupons", { capped: true })
  @ApiErrors(CouponErrorCode.BusinessNotFound)
  async forService(
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Param('serviceId', parseId('serviceId')) serviceId: string,
    @Query() query: PageRequestQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CouponResponse[]> {
    const page = await this.listServiceCoupons.execute(caller, serviceId, pageRequestOf(query));
    const now = new Date();
    return pagedAnswer(res, page, (view) => CouponResponse.from(view, now));
  }

  @Post()
  @Roles(Role.Admin)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create a coupon', description: RULES })
  @ApiErrors(...RULE_CODES, CouponErrorCode.BusinessNotFound)
  @ApiCreatedResponse({ type: CouponResponse })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateCouponRequest): Promise<CouponResponse> {
    return CouponResponse.from(await this.createCoupon.execute(caller, inputOf(body)));
  }

  @Patch(':id')
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'Edit a coupon',
    description: `Any of the fields; the toggle sends { isActive } alone. ${RULES}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiErrors(...RULE_CODES, CouponErrorCode.NotFound, CouponErrorCode.BusinessNotFound)
  @ApiOkResponse({ type: CouponResponse })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', parseId()) id: string,
    @Body() body: UpdateCouponRequest,
  ): Promise<CouponResponse> {
    return CouponResponse.from(await this.updateCoupon.execute(caller, id, inputOf(body)));
  }

  @Delete(':id')
  @Roles(Role.Admin)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a coupon',
    description:
      "Gone from every list at once; members' claims stay in their My Coupons, marked withdrawn (their codes no longer verify).",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(CouponErrorCode.NotFound)
  async remove(@Param('id', parseId()) id: string): Promise<void> {
    await this.deleteCoupon.execute(id);
  }

  @Post(':id/redeem')
  @RateLimit('claims')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Claim a coupon',
    description:
      'No body. Claims it for the caller while it is active, unexpired, below maxRedemptions and not yet claimed by them: never ' +
      'more claims than maxRedemptions, also under thousands of claims at once. Answers the claim with its one-time code.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiErrors(
    CouponErrorCode.NotFound,
    CouponErrorCode.Expired,
    CouponErrorCode.Inactive,
    CouponErrorCode.SoldOut,
    CouponErrorCode.AlreadyClaimed,
  )
  async redeem(@CurrentUser() caller: AuthenticatedUser, @Param('id', parseId()) id: string): Promise<ClaimResponse> {
    return ClaimResponse.from(await this.claimCoupon.execute(caller, id));
  }
}
