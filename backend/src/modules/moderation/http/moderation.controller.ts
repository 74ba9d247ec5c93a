import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AllowedWhileSuspended, CurrentUser, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { MODERATORS, Role } from '../../../shared/domain/role.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { type ActOnReportInput, ActOnReportUseCase } from '../application/act-on-report.use-case.js';
import { DismissNoticeUseCase } from '../application/dismiss-notice.use-case.js';
import { ListAuditQuery } from '../application/list-audit.query.js';
import { ListReportsQuery } from '../application/list-reports.query.js';
import { MyNoticesQuery } from '../application/my-notices.query.js';
import { ReportCountsQuery } from '../application/report-counts.query.js';
import { ReportQueueQuery } from '../application/report-queue.query.js';
import { actionForStatus } from '../domain/moderation-action.js';
import {
  ListAuditRequest,
  ListReportsRequest,
  ReportActionRequest,
  UpdateReportRequest,
} from './dto/moderation.requests.js';
import {
  AuditEntryResponse,
  NoticeResponse,
  QueueItemResponse,
  ReportActionResponse,
  ReportCountsResponse,
  ReportResponse,
} from './dto/moderation.responses.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { ModerationErrorCode } from '../domain/moderation.errors.js';

/** What both report endpoints document: the report's id, the answer and the errors of acting on it. */
function ReportActionDocs(): MethodDecorator {
  return applyDecorators(
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiOkResponse({ type: ReportActionResponse }),
    ApiErrors(
      ModerationErrorCode.ReportNotFound,
      ModerationErrorCode.ReportAlreadyResolved,
      ModerationErrorCode.BanIsAdminOnly,
      ModerationErrorCode.CannotActOnStaff,
      ModerationErrorCode.CannotActOnOwn,
    ),
  );
}

@ApiTags('moderation')
@Controller()
// Its writes change what a feed shows (counts, statuses): the writer's next read of the feed sees them at once.
@CacheScopes('posts')
export class ModerationController {
  constructor(
    private readonly listReports: ListReportsQuery,
    private readonly reportQueue: ReportQueueQuery,
    private readonly reportCounts: ReportCountsQuery,
    private readonly actOnReport: ActOnReportUseCase,
    private readonly listAudit: ListAuditQuery,
    private readonly myNotices: MyNoticesQuery,
    private readonly dismissNotice: DismissNoticeUseCase,
  ) {}

  @Get('reports')
  @Roles(...MODERATORS)
  @ApiOperation({
    summary: 'List reports',
    description: 'One report per row, newest first (resolved ones by resolution date).',
  })
  @ApiPagedOk(ReportResponse, 'One page of reports')
  async list(@Query() query: ListReportsRequest, @Res({ passthrough: true }) res: Response): Promise<ReportResponse[]> {
    return pagedAnswer(res, await this.listReports.execute({ ...query, ...pageRequestOf(query) }), (view) =>
      ReportResponse.from(view),
    );
  }

  @Get('reports/queue')
  @Roles(...MODERATORS)
  @ApiOperation({
    summary: 'The review queue',
    description:
      'Open reports folded per post or review (count, reasons, reporters), items with pending reports first, oldest first. ' +
      'A review item has `review` (stars, text, place, author) and `post` null; a post item the other way round.',
  })
  @ApiPagedOk(QueueItemResponse, 'One page of queue items')
  async queue(
    @Query() query: ListReportsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<QueueItemResponse[]> {
    return pagedAnswer(res, await this.reportQueue.execute({ ...query, ...pageRequestOf(query) }), (item) =>
      QueueItemResponse.from(item),
    );
  }

  @Get('reports/stats')
  @Roles(...MODERATORS)
  @ApiOperation({ summary: 'Report counts', description: 'Live counts by status (the pending-reports stat card).' })
  @ApiOkResponse({ type: ReportCountsResponse })
  async counts(): Promise<ReportCountsResponse> {
    return ReportCountsResponse.from(await this.reportCounts.execute());
  }

  @Patch('reports/:id')
  @Roles(...MODERATORS)
  @ApiOperation({
    summary: 'Update a report (spec)',
    description:
      "{ status: 'reviewed' } reviews; { status: 'resolved', actionTaken } resolves with that note (default 'No action required') and " +
      'no other effect. Like every action, it applies to all open reports of the post or review. For removals and sanctions use POST /api/reports/{id}/actions.',
  })
  @ReportActionDocs()
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: UpdateReportRequest,
  ): Promise<ReportActionResponse> {
    return this.actOn(caller, id, { action: actionForStatus(body.status), note: body.actionTaken });
  }

  @Post('reports/:id/actions')
  @Roles(...MODERATORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Act on a report',
    description:
      'review, dismiss, remove_post, remove_review, suspend_author (7 days) or ban_author (admins only): the reports, the post or ' +
      "review and the member change in one transaction with an audit entry; a removed review leaves its place's rating and count " +
      'at once. The author of a removed post or review, or a suspended member, is told on their next visit.',
  })
  @ReportActionDocs()
  async act(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ReportActionRequest,
  ): Promise<ReportActionResponse> {
    return this.actOn(caller, id, { action: body.action, note: body.note });
  }

  @Get('admin/audit')
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'The audit log',
    description: 'Every moderation and member-administration action, newest first.',
  })
  @ApiPagedOk(AuditEntryResponse, 'One page of audit entries')
  async audit(
    @Query() query: ListAuditRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryResponse[]> {
    return pagedAnswer(res, await this.listAudit.execute({ ...query, ...pageRequestOf(query) }), (entry) =>
      AuditEntryResponse.from(entry),
    );
  }

  @Get('user/notices')
  @ApiOperation({
    summary: 'My notices',
    description: 'What the moderators want the caller to know: a removed post or review, a suspension.',
  })
  @ApiOkResponse({ type: [NoticeResponse] })
  async notices(@CurrentUser() caller: AuthenticatedUser): Promise<NoticeResponse[]> {
    return (await this.myNotices.execute(caller.id)).map((notice) => NoticeResponse.from(notice));
  }

  @Post('user/notices/:id/seen')
  @RateLimit('writes')
  @AllowedWhileSuspended()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Dismiss a notice' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Seen' })
  @ApiErrors(ModerationErrorCode.NoticeNotFound)
  async seen(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.dismissNotice.execute(caller.id, id);
  }

  /** Both report endpoints: one action on the report (and every open report of its post). */
  private async actOn(
    actor: AuthenticatedUser,
    reportId: string,
    { action, note }: Pick<ActOnReportInput, 'action' | 'note'>,
  ): Promise<ReportActionResponse> {
    return ReportActionResponse.from(await this.actOnReport.execute({ actor, reportId, action, note }));
  }
}
