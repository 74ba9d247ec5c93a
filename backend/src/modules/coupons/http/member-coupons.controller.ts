import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { PageRequestQuery } from '../../../shared/http/page.request.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { MyCouponsQuery } from '../application/my-coupons.query.js';
import { MyStaffAssignmentsQuery } from '../application/my-staff-assignments.query.js';
import { ClaimResponse, StaffAssignmentResponse } from './dto/coupon.responses.js';

/** The signed-in member's own coupons and counters. */
@ApiTags('coupons')
@Controller('user')
export class UserCouponsController {
  constructor(
    private readonly myCoupons: MyCouponsQuery,
    private readonly myAssignments: MyStaffAssignmentsQuery,
  ) {}

  @Get('coupons')
  @ApiOperation({
    summary: 'My Coupons',
    description:
      "The caller's claims, newest first, each with its one-time code, what its QR code encodes (verifyPath) and its status.",
  })
  @ApiPagedOk(ClaimResponse, 'One page of claims')
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: PageRequestQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ClaimResponse[]> {
    const now = new Date();
    return pagedAnswer(res, await this.myCoupons.execute(caller, pageRequestOf(query)), (view) =>
      ClaimResponse.from(view, now),
    );
  }

  @Get('staff-assignments')
  @ApiOperation({
    summary: 'My partner counters',
    description:
      'The destinations and services whose coupon codes the caller may check at /verify (empty for most members; admins may check any).',
  })
  @ApiOkResponse({ type: StaffAssignmentResponse, isArray: true })
  async assignments(@CurrentUser() caller: AuthenticatedUser): Promise<StaffAssignmentResponse[]> {
    return (await this.myAssignments.execute(caller)).map((view) => StaffAssignmentResponse.from(view));
  }
}
