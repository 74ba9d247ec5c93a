import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageRequestQuery } from '../../../../shared/http/page.request.js';
import { ModerationAction, NOTE_MAX_LENGTH, ReportStatus } from '../../domain/moderation-action.js';

/** Query of GET /api/reports and GET /api/reports/queue. */
export class ListReportsRequest extends PageRequestQuery {
  @ApiPropertyOptional({ enum: ReportStatus, enumName: 'ReportStatus' })
  @IsOptional()
  @IsEnum(ReportStatus, { message: 'status must be one of: pending, reviewed, resolved' })
  status?: ReportStatus;

  @ApiPropertyOptional({
    example: 'spam',
    description: 'Text in the reason or the description, ignoring case and accents',
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}

/** Body of PATCH /api/reports/{id}, as the spec's admin app sends it. */
export class UpdateReportRequest {
  @ApiProperty({ enum: [ReportStatus.Reviewed, ReportStatus.Resolved], example: ReportStatus.Resolved })
  @IsIn([ReportStatus.Reviewed, ReportStatus.Resolved], { message: 'status must be one of: reviewed, resolved' })
  status: ReportStatus;

  @ApiPropertyOptional({ type: String, example: 'No action required', maxLength: NOTE_MAX_LENGTH, nullable: true })
  @IsOptional()
  @IsString({ message: 'actionTaken must be a string' })
  @MaxLength(NOTE_MAX_LENGTH, { message: `actionTaken must be at most ${NOTE_MAX_LENGTH} characters` })
  actionTaken?: string | null;
}

/** Body of POST /api/reports/{id}/actions. */
export class ReportActionRequest {
  @ApiProperty({
    enum: ModerationAction,
    enumName: 'ReportAction',
    description:
      "review (pending -> reviewed), dismiss (resolved, no action), remove_post (a post's report), remove_review (a review's " +
      "report: out of the place's rating at once), suspend_author (7 days), ban_author (admins). Acts on every open report of " +
      "the post or review; suspend_author and ban_author also resolve the author's other open reports.",
  })
  @IsEnum(ModerationAction, {
    message: 'action must be one of: review, dismiss, remove_post, remove_review, suspend_author, ban_author',
  })
  action: ModerationAction;

  @ApiPropertyOptional({
    type: String,
    example: 'Spam link to a fake raffle',
    maxLength: NOTE_MAX_LENGTH,
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'note must be a string' })
  @MaxLength(NOTE_MAX_LENGTH, { message: `note must be at most ${NOTE_MAX_LENGTH} characters` })
  note?: string | null;
}

/** Query of GET /api/admin/audit. */
export class ListAuditRequest extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Who acted' })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a UUID' })
  actorId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Whom it was done to' })
  @IsOptional()
  @IsUUID('all', { message: 'targetUserId must be a UUID' })
  targetUserId?: string;

  @ApiPropertyOptional({
    example: 'report.',
    description: "An action (report.remove_post, user.banned...) or a prefix ending in '.'",
  })
  @IsOptional()
  @IsString({ message: 'action must be a string' })
  @Matches(/^[a-z_]+(\.[a-z_]*)?$/, { message: 'action must look like report.remove_post or report.' })
  @MaxLength(60, { message: 'action must be at most 60 characters' })
  action?: string;
}
