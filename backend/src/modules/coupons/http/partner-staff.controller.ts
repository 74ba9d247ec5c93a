import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { AssignPartnerStaffUseCase } from '../application/assign-partner-staff.use-case.js';
import { ListPartnerStaffQuery } from '../application/list-partner-staff.query.js';
import { UnassignPartnerStaffUseCase } from '../application/unassign-partner-staff.use-case.js';
import { AssignStaffRequest, ListStaffRequest } from './dto/coupon.requests.js';
import { StaffAssignmentResponse } from './dto/coupon.responses.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CouponErrorCode } from '../domain/coupons.errors.js';

/** The admin's list of partner counter staff (the admin Coupons tab). */
@ApiTags('coupons')
@Controller('partner-staff')
@Roles(Role.Admin)
export class PartnerStaffController {
  constructor(
    private readonly listStaff: ListPartnerStaffQuery,
    private readonly assignStaff: AssignPartnerStaffUseCase,
    private readonly unassignStaff: UnassignPartnerStaffUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List partner staff',
    description: 'Members who may check coupon codes of a destination or service, newest first.',
  })
  @ApiPagedOk(StaffAssignmentResponse, 'One page of assignments')
  async list(
    @Query() query: ListStaffRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StaffAssignmentResponse[]> {
    const page = await this.listStaff.execute(
      { businessType: query.businessType, businessId: query.businessId },
      pageRequestOf(query),
    );
    return pagedAnswer(res, page, (view) => StaffAssignmentResponse.from(view));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Assign partner staff',
    description: 'A member (userId or email) becomes counter staff of a destination or service.',
  })
  @ApiErrors(
    CouponErrorCode.StaffMemberRequired,
    CouponErrorCode.StaffMemberNotFound,
    CouponErrorCode.BusinessNotFound,
    CouponErrorCode.StaffAlreadyAssigned,
  )
  @ApiCreatedResponse({ type: StaffAssignmentResponse })
  async assign(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: AssignStaffRequest,
  ): Promise<StaffAssignmentResponse> {
    return StaffAssignmentResponse.from(await this.assignStaff.execute(caller, body));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove partner staff' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(CouponErrorCode.StaffAssignmentNotFound)
  async unassign(@Param('id', parseId()) id: string): Promise<void> {
    await this.unassignStaff.execute(id);
  }
}
