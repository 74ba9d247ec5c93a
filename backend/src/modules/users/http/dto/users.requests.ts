import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ALL_ROLES, Role } from '../../../../shared/domain/role.js';
import { PageRequestQuery } from '../../../../shared/http/page.request.js';
import { MODERATION_ACTIONS, ModerationAction } from '../../application/moderate-user.use-case.js';
import { EMAIL_MAX_LENGTH } from '../../../../shared/domain/credentials.js';
import { NAME_MAX_LENGTH } from '../../domain/user.js';
import { UserError, UserErrorCode } from '../../domain/user.errors.js';

const ROLE_MESSAGE = `role must be one of: ${ALL_ROLES.join(', ')}`;

/** Query of GET /api/users. */
export class ListUsersRequest extends PageRequestQuery {
  @ApiPropertyOptional({
    description: 'Part of the first name, last name or email (case-insensitive)',
    example: 'santos',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

/** POST /api/users */
export class CreateUserRequest {
  @ApiProperty({ example: 'carlo.lansang@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiPropertyOptional({ example: 'Carlo', maxLength: NAME_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lansang', maxLength: NAME_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  lastName?: string;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', default: Role.User })
  @IsOptional()
  @IsIn(ALL_ROLES, { message: ROLE_MESSAGE })
  role?: Role;
}

/** PATCH /api/users/{id}/role */
export class ChangeRoleRequest {
  @ApiProperty({ enum: Role, enumName: 'Role', example: Role.Editor })
  @IsIn(ALL_ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

/**
 * PATCH /api/admin/users/{id}: either `{ action }` or the spec's field form: `{ isBanned: true }` (ban),
 * `{ isSuspended: true, suspendedUntil }` (suspend), `{ isBanned: false, isSuspended: false }` (unsuspend).
 */
export class ModerateUserRequest {
  @ApiPropertyOptional({
    enum: ModerationAction,
    enumName: 'ModerationAction',
    description: 'unsuspend also lifts a ban',
  })
  @IsOptional()
  @IsIn(MODERATION_ACTIONS, { message: `action must be one of: ${MODERATION_ACTIONS.join(', ')}` })
  action?: ModerationAction;

  @ApiPropertyOptional({ description: 'true: ban; false: lift ban and suspension' })
  @IsOptional()
  @IsBoolean()
  isBanned?: boolean;

  @ApiPropertyOptional({ description: 'true: suspend; false: lift ban and suspension' })
  @IsOptional()
  @IsBoolean()
  isSuspended?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of a suspension; honoured within the next 7 days, otherwise 7 days from now',
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'suspendedUntil must be an ISO 8601 date-time' })
  suspendedUntil?: string | null;

  @ApiPropertyOptional({ description: 'Why (kept in the audit log)', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;

  /** The action this body asks for; 400 INVALID_MODERATION_REQUEST when it asks for none. */
  toAction(): ModerationAction {
    if (this.action) return this.action;
    if (this.isBanned === true) return ModerationAction.Ban;
    if (this.isSuspended === true) return ModerationAction.Suspend;
    if (this.isBanned === false || this.isSuspended === false) return ModerationAction.Unsuspend;
    throw new UserError(
      UserErrorCode.InvalidModerationRequest,
      "Send action ('ban', 'suspend' or 'unsuspend'), or isBanned / isSuspended",
      { field: 'action' },
    );
  }
}
